// npm run bench (last part), or alone: node --conditions=source bench/restock.ts
// Restock at scale: 10 000 visitors sign up for the sold-out demo beanie (through the program, as
// the HTTP route runs it, 16 at a time), one send-all queues their e-mails, and the store's delivery
// worker sends them all to a real SMTP server on the loopback (smtp-server, in a process of its own:
// bench/smtp-sink.ts). Prints sign-ups per second and e-mails delivered per second (goal ≥ 500/s),
// with the worker's defaults (leases of 500, 64 sends in flight over a pool of 16 SMTP connections,
// settled 32 at a time). On the Postgres server of DATABASE_URL when set (in a database of its own,
// dropped after), else on embedded PGlite.
import { type ChildProcess, fork } from "node:child_process"
import { randomBytes } from "node:crypto"
import { nodemailerMailer } from "@vitrine/adapter-mail"
import { createDatabase, dropDatabase, migrateDatabase, postgresLayer } from "@vitrine/adapter-postgres"
import { deliverDue, Mailer } from "@vitrine/core/mail"
import { memoryBotCheck } from "@vitrine/core/memory"
import { Effect, Layer, ManagedRuntime } from "effect"
import { renderOutboxMail } from "../app-server/src/outbox-worker.ts"
import { loadStoreTemplates, storeRendering } from "../app-server/src/rendering/index.ts"
import { saveDemoCatalogue } from "../app-server/src/seed/index.ts"
import { sendAll, signUps } from "../app-server/test/delivery.test-support.ts"

// The sink's answer to one message sent to it.
const ask = <A>(
  child: ChildProcess,
  message: string,
  pick: (answer: Record<string, unknown>) => A | undefined,
) =>
  new Promise<A>((resolve) => {
    const listen = (answer: unknown) => {
      const value =
        typeof answer === "object" && answer !== null ? pick(answer as Record<string, unknown>) : undefined
      if (value === undefined) return
      child.off("message", listen)
      resolve(value)
    }
    child.on("message", listen)
    if (message !== "") child.send(message)
  })

const sink = fork(new URL("./smtp-sink.ts", import.meta.url), { execArgv: ["--conditions=source"] })
const smtpUrl = await ask(sink, "", (answer) => (typeof answer.url === "string" ? answer.url : undefined))
const received = () =>
  ask(sink, "count", (answer) => (typeof answer.received === "number" ? answer.received : undefined))

const SIGN_UPS = Number(process.env.BENCH_SIGN_UPS ?? 10_000)
// The worker's pace, to try others than the defaults: SMTP connections and sends in flight.
const connections = process.env.BENCH_SMTP_CONNECTIONS
  ? Number(process.env.BENCH_SMTP_CONNECTIONS)
  : undefined
const concurrency = process.env.BENCH_CONCURRENCY ? Number(process.env.BENCH_CONCURRENCY) : undefined
const serverUrl = process.env.DATABASE_URL
const name = `vitrine_bench_restock_${randomBytes(4).toString("hex")}`
const databaseUrl = serverUrl ? await createDatabase(serverUrl, name) : undefined
if (databaseUrl) await migrateDatabase({ databaseUrl })
else
  console.warn("DATABASE_URL is not set: measuring restock on embedded PGlite, which serialises every query.")

const runtime = ManagedRuntime.make(
  Layer.mergeAll(
    postgresLayer(databaseUrl ? { databaseUrl } : {}),
    // The store's Mailer as `start()` makes it: a pool of SMTP connections.
    nodemailerMailer({ url: smtpUrl, from: "Vitrine <store@example.com>", maxConnections: connections }),
    memoryBotCheck().layer,
  ),
)
try {
  await runtime.runPromise(saveDemoCatalogue)
  const render = renderOutboxMail({
    rendering: storeRendering({ templates: await loadStoreTemplates() }),
    websiteId: "vitrine-demo",
    baseUrl: "http://shop.example.com",
  })

  // Sign-ups in 16 streams of their own visitors, as concurrent requests would arrive.
  const streams = 16
  let started = performance.now()
  await runtime.runPromise(
    Effect.all(
      Array.from({ length: streams }, (_, i) => signUps(Math.ceil(SIGN_UPS / streams), `s${i}.example.com`)),
      { concurrency: streams, discard: true },
    ),
  )
  const signUpSeconds = (performance.now() - started) / 1000
  const total = Math.ceil(SIGN_UPS / streams) * streams

  started = performance.now()
  const queued = (await runtime.runPromise(sendAll)).reduce((sum, one) => sum + one.queued, 0)
  const sendSeconds = (performance.now() - started) / 1000

  // The baseline, in the same run: the same Mailer sending pre-rendered messages straight to the same
  // SMTP server, 64 at a time, with no outbox at all. The worker's figure is read against it.
  const baselineCount = 500
  started = performance.now()
  await runtime.runPromise(
    Effect.forEach(
      Array.from({ length: baselineCount }, (_, i) => i),
      (i) =>
        Mailer.use((mailer) =>
          mailer.send({ to: `baseline${i}@example.com`, subject: "Baseline", html: "<p>x</p>", text: "x" }),
        ),
      { concurrency: 64, discard: true },
    ),
  )
  const baselineRate = baselineCount / ((performance.now() - started) / 1000)

  started = performance.now()
  await runtime.runPromise(
    deliverDue(concurrency === undefined ? { render } : { render, concurrency }).pipe(
      Effect.repeat({ while: (report) => report.claimed > 0 }),
    ),
  )
  const deliverySeconds = (performance.now() - started) / 1000
  const delivered = (await received()) - baselineCount

  console.log(`restock on ${databaseUrl ? "the Postgres server" : "PGlite"}:`)
  console.log(
    `  sign-ups          ${total} in ${signUpSeconds.toFixed(1)} s = ${(total / signUpSeconds).toFixed(0)} sign-ups/s`,
  )
  console.log(`  send-all          ${queued} e-mails queued in ${sendSeconds.toFixed(2)} s (one transaction)`)
  console.log(
    `  delivery (SMTP)   ${delivered} e-mails in ${deliverySeconds.toFixed(1)} s = ${(delivered / deliverySeconds).toFixed(0)} e-mails/s (goal ≥ 500)`,
  )
  console.log(
    `  baseline          bare SMTP sends, same server, same run: ${baselineRate.toFixed(0)} messages/s; worker ÷ baseline = ${(delivered / deliverySeconds / baselineRate).toFixed(2)}`,
  )
  if (delivered !== queued) throw new Error(`delivered ${delivered}, queued ${queued}`)
} finally {
  await runtime.dispose()
  sink.kill()
  if (serverUrl) await dropDatabase(serverUrl, name)
}
