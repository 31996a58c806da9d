// A delivery worker in a process of its own, for the delivery tests: the store's worker over the
// Postgres server at DATABASE_URL, sending through MAIL_URL. With HANG_AFTER_CLAIM=1 it claims a
// round and then stops dead before sending anything (the parent kills it there), printing
// "claimed <n>" once it holds the claims; otherwise it prints "ready" and delivers until killed.
import { nodemailerMailer } from "@vitrine/adapter-mail"
import { postgresLayer } from "@vitrine/adapter-postgres"
import { deliverDue } from "@vitrine/core/mail"
import { Effect, Layer, ManagedRuntime } from "effect"
import { renderOutboxMail } from "../src/outbox-worker.ts"
import { loadStoreTemplates, storeRendering } from "../src/rendering/index.ts"

const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined || value === "") throw new Error(`${name} is not set`)
  return value
}

const rendering = storeRendering({ templates: await loadStoreTemplates() })
const runtime = ManagedRuntime.make(
  Layer.merge(
    postgresLayer({ databaseUrl: env("DATABASE_URL") }),
    nodemailerMailer({ url: env("MAIL_URL"), from: "Vitrine <store@example.com>" }),
  ),
)
const render = renderOutboxMail({ rendering, websiteId: "vitrine-demo", baseUrl: "http://shop.example.com" })
const leaseMs = Number(process.env.LEASE_MS ?? 60_000)

if (process.env.HANG_AFTER_CLAIM === "1") {
  let told = false
  await runtime.runPromise(
    deliverDue({
      leaseMs,
      render: () =>
        Effect.suspend(() => {
          if (!told) process.stdout.write("claimed\n")
          told = true
          return Effect.never
        }),
    }),
  )
} else {
  process.stdout.write("ready\n")
  await runtime.runPromise(
    deliverDue({ render, leaseMs, batch: 20 }).pipe(
      Effect.flatMap((report) => (report.claimed === 0 ? Effect.sleep(20) : Effect.void)),
      Effect.forever,
    ),
  )
}
