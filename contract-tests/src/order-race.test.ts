import { type ChildProcess, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { postgresLayer } from "@vitrine/adapter-postgres"
import { CartRepository, Inventory } from "@vitrine/core/cart"
import { CatalogEditor, type Product, ProductType } from "@vitrine/core/catalog"
import type { CheckoutStore, PlaceOrderInput } from "@vitrine/core/checkout"
import { makeShippingAddress } from "@vitrine/core/testing"
import { Effect, ManagedRuntime } from "effect"
import { serverOptions } from "./setup/database.ts"
import { aDraft, aProduct, aVariant, freshId } from "./setup/fixtures.ts"

// The no-oversell promise across processes: several buyer processes, each with its own pool of
// connections to the one server database, race for the last units. Only on the Postgres server
// (CI always sets DATABASE_URL): PGlite is one process's database.
const options = serverOptions()
const WORKER = fileURLToPath(new URL("./setup/order-race-worker.ts", import.meta.url))
const PROCESSES = 4
const OUT_OF_STOCK = "Sorry, we do not have enough of that item available."

const store: CheckoutStore = {
  websiteId: `race-${freshId()}`,
  currency: "USD",
  settings: {
    minimumSubtotalCents: 0,
    shippingRates: [{ id: "standard", label: "Standard", amountCents: 500, freeOverCents: null }],
    taxRates: [],
    taxInclusive: false,
  },
}
const address = makeShippingAddress({ email: "buyer@example.com", firstName: "Buyer", lastName: "One" })

interface Attempt {
  readonly ok: boolean
  readonly message?: string | null
  readonly failure?: string
}

const physical = (qtyInStock: number): Product =>
  aProduct({ productType: ProductType.PHYSICAL, variants: [aVariant({ qtyInStock, unlimited: false })] })

const line = (product: Product) =>
  aDraft({
    itemId: product.id,
    productType: ProductType.PHYSICAL,
    chosenVariant: { sku: product.variants[0]?.sku ?? "", attributes: {} },
    quantity: 1,
  })

/** Starts the processes, lets them all connect, then says "go" to all at once; gathers their attempts. */
const race = async (databaseUrl: string, inputs: readonly PlaceOrderInput[]): Promise<Attempt[]> => {
  const share = (i: number) => inputs.filter((_, index) => index % PROCESSES === i)
  const workers: ChildProcess[] = []
  const outputs: Promise<Attempt[]>[] = []
  const ready: Promise<void>[] = []
  for (let i = 0; i < PROCESSES; i++) {
    const job = JSON.stringify({ databaseUrl, store, orders: share(i) })
    const child = spawn(process.execPath, ["--conditions=source", WORKER, job], {
      stdio: ["pipe", "pipe", "inherit"],
    })
    workers.push(child)
    let text = ""
    ready.push(
      new Promise((resolve) =>
        child.stdout?.on("data", (chunk) => {
          text += chunk
          if (text.includes("ready\n")) resolve()
        }),
      ),
    )
    outputs.push(
      new Promise((resolve, reject) =>
        child.on("exit", (code) =>
          code === 0
            ? resolve(
                text
                  .split("\n")
                  .filter((l) => l.startsWith("{"))
                  .map((l) => JSON.parse(l) as Attempt),
              )
            : reject(new Error(`buyer process exited with ${code}`)),
        ),
      ),
    )
  }
  await Promise.all(ready)
  for (const child of workers) child.stdin?.write("go\n")
  return (await Promise.all(outputs)).flat()
}

describe.skipIf(options === undefined)("orders across server processes (Postgres server)", () => {
  const runtime = ManagedRuntime.make(postgresLayer(options ?? {}))
  afterAll(() => runtime.dispose())
  const run = <A>(effect: Effect.Effect<A, never, CartRepository | CatalogEditor | Inventory>) =>
    runtime.runPromise(effect)
  const cartWith = (...products: Product[]) =>
    Effect.gen(function* () {
      const carts = yield* CartRepository
      const cart = yield* carts.create({ websiteId: store.websiteId, currency: "USD" })
      for (const product of products) yield* carts.addEntry(cart.id, line(product))
      return cart.id
    })
  const input = (cartId: string): PlaceOrderInput => ({
    cartId,
    address,
    shippingOptionId: "standard",
    expectedGrandTotalCents: null,
    paymentMethod: "card",
    idempotencyKey: freshId(),
  })
  const stockOf = (product: Product) =>
    Effect.map(
      Inventory.use((inventory) => inventory.stockOf(product.id)),
      (records) => records[0]?.qtyInStock,
    )

  it("200 buyers in 4 processes race for 10 units: exactly 10 orders, stock 0, everyone else told it is out of stock", async () => {
    const product = physical(10)
    const cartIds = await run(
      Effect.gen(function* () {
        yield* CatalogEditor.use((editor) => editor.save(product))
        return yield* Effect.forEach(Array.from({ length: 200 }), () => cartWith(product), { concurrency: 8 })
      }),
    )
    const attempts = await race(options?.databaseUrl ?? "", cartIds.map(input))
    expect(attempts).toHaveLength(200)
    expect(attempts.filter((a) => a.ok)).toHaveLength(10)
    expect(attempts.filter((a) => !a.ok).map((a) => a.message)).toEqual(Array(190).fill(OUT_OF_STOCK))
    expect(await run(stockOf(product))).toBe(0)
  }, 240_000)

  it("carts holding two products in opposite orders: no deadlock, 10 orders, both stocks 0", async () => {
    const [a, b] = [physical(10), physical(10)]
    const cartIds = await run(
      Effect.gen(function* () {
        yield* CatalogEditor.use((editor) => Effect.all([editor.save(a), editor.save(b)]))
        return yield* Effect.forEach(
          Array.from({ length: 120 }),
          (_, i) => (i % 2 === 0 ? cartWith(a, b) : cartWith(b, a)),
          {
            concurrency: 8,
          },
        )
      }),
    )
    const attempts = await race(options?.databaseUrl ?? "", cartIds.map(input))
    expect(attempts.filter((attempt) => attempt.failure !== undefined && attempt.message === null)).toEqual(
      [],
    )
    expect(attempts.filter((a) => a.ok)).toHaveLength(10)
    expect(attempts.filter((a) => !a.ok).every((a) => a.message === OUT_OF_STOCK)).toBe(true)
    expect(await run(stockOf(a))).toBe(0)
    expect(await run(stockOf(b))).toBe(0)
  }, 240_000)
})
