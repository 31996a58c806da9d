// One buyer process of the order race (order-race.test.ts): opens its own pool on the server
// database, says "ready", waits for "go" on stdin, places an order for each cart it was given, all
// at once, and prints one JSON line per attempt. Run with `node --conditions=source`.
import { createInterface } from "node:readline"
import { postgresLayer } from "@vitrine/adapter-postgres"
import { type CheckoutStore, PaymentProvider, type PlaceOrderInput, placeOrder } from "@vitrine/core/checkout"
import { Cause, Effect, Exit, Layer, ManagedRuntime } from "effect"

interface Job {
  readonly databaseUrl: string
  readonly store: CheckoutStore
  readonly orders: readonly PlaceOrderInput[]
}

const job = JSON.parse(process.argv[2] ?? "{}") as Job
const paying = Layer.succeed(
  PaymentProvider,
  PaymentProvider.of({
    testMode: true,
    charge: (request) => Effect.succeed({ _tag: "Succeeded", paymentId: `pay-${request.orderId}` }),
    confirm: (paymentId) => Effect.succeed({ _tag: "Succeeded", paymentId }),
  }),
)
const runtime = ManagedRuntime.make(Layer.merge(postgresLayer({ databaseUrl: job.databaseUrl }), paying))
await runtime.runPromise(Effect.void)
process.stdout.write("ready\n")
const lines = createInterface({ input: process.stdin })
for await (const line of lines) if (line === "go") break
const exits = await Promise.all(
  job.orders.map((input) => runtime.runPromiseExit(placeOrder(job.store, input))),
)
for (const exit of exits) {
  const line = Exit.isSuccess(exit)
    ? { ok: true, orderId: exit.value.order.id }
    : {
        ok: false,
        failure: Cause.pretty(exit.cause),
        message: Exit.findErrorOption(exit).pipe((e) => (e._tag === "Some" ? e.value.message : null)),
      }
  process.stdout.write(`${JSON.stringify(line)}\n`)
}
await runtime.dispose()
process.exit(0)
