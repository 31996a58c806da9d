// npm run bench (forms part), or alone: node --conditions=source bench/forms.ts
// Website forms: (1) the form Schema — formSchema built from the demo contact form (19 field types)
// and a filled submission decoded with it, per second, and decodes alone with the Schema built once
// (what the server does per submission); (2) SaveFormSubmission through the real server — submissions
// per second of the contact form with the self-hosted captcha verified (ALTCHA, spent in Postgres) and
// of the newsletter form (no captcha), beside the bare Express route of bench/baseline.ts posted the
// same way. Keys and captcha tokens are fetched and solved before the clock starts: the figure is the
// store's side of a submission (key spent, token verified and spent, answers stored, one transaction).
// On the Postgres server of DATABASE_URL when set (a database of its own, dropped after), else PGlite.
import { randomBytes } from "node:crypto"
import { altchaBotCheck, solveForTest } from "@vitrine/adapter-captcha"
import { createDatabase, dropDatabase } from "@vitrine/adapter-postgres"
import { CONTACT_FORM, checkFormValues, formSchema } from "@vitrine/core/form"
import { Schema } from "effect"
import { start } from "../app-server/src/index.ts"
import { startBaseline } from "./baseline.ts"

const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 1500)
const CONCURRENCY = 8
const CONTACT_VALUES = {
  name: ["Ada", "Lovelace"],
  email: "ada@example.com",
  subject: "A question",
  message: "Hello",
  survey: { "The store was easy to use": "2", "Delivery was fast": "1" },
}

const perSecond = (run: () => unknown): number => {
  const until = performance.now() + seconds * 1000
  let done = 0
  while (performance.now() < until) {
    run()
    done++
  }
  return done / seconds
}

// (1) The Schema: built and decoded, and decoded alone.
const built = perSecond(() => Schema.decodeUnknownSync(formSchema(CONTACT_FORM))(CONTACT_VALUES))
if (!checkFormValues(CONTACT_FORM, CONTACT_VALUES).ok)
  throw new Error("The bench's contact values do not pass")
const decoded = perSecond(() => checkFormValues(CONTACT_FORM, CONTACT_VALUES))
console.log(
  `formSchema: ${built.toFixed(0)} builds+decodes/s of the 19-type contact form; ${decoded.toFixed(0)} decodes/s with the Schema built once`,
)

// (2) Submissions through the real server.
const serverUrl = process.env.DATABASE_URL
const name = `vitrine_bench_forms_${randomBytes(4).toString("hex")}`
const databaseUrl = serverUrl ? await createDatabase(serverUrl, name) : undefined
const cheap = { hmacKey: randomBytes(32).toString("base64url"), cost: 1, attempts: { min: 5, max: 20 } }
const server = await start({
  port: 0,
  logLevel: "silent",
  seed: "always",
  database: databaseUrl ? { databaseUrl } : {},
  botCheck: altchaBotCheck(cheap),
  rateLimit: { limit: 1_000_000_000 },
  submissionLimits: { perAddress: 1_000_000_000, perForm: 1_000_000_000, windowMs: 60_000 },
})

/** A visitor's cookies and crumb, as a browser keeps them. */
const arrive = async () => {
  const response = await fetch(`${server.url}/api/commerce/settings`)
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ")
  const crumb = /crumb=([^;]+)/.exec(cookie)?.[1] ?? ""
  return { cookie, crumb }
}
type Caller = Awaited<ReturnType<typeof arrive>>
const post = (caller: Caller, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { cookie: caller.cookie, "x-csrf-token": caller.crumb, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const inTurns = async <A>(count: number, work: (index: number) => Promise<A>): Promise<A[]> => {
  const out: A[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++
        out[index] = await work(index)
      }
    }),
  )
  return out
}

const prepared = async (formId: string, withCaptcha: boolean) => {
  const callers = await Promise.all(Array.from({ length: CONCURRENCY }, arrive))
  return inTurns(SUBMISSIONS, async (index) => {
    const caller = callers[index % CONCURRENCY] as Caller
    const { data } = (await (await post(caller, "/api/form/FormSubmissionKey")).json()) as {
      data: { key: string }
    }
    const captchaKey = withCaptcha
      ? await solveForTest(
          (await (
            await fetch(`${server.url}/api/captcha/challenge?action=FORM_BLOCK_SUBMISSION`)
          ).json()) as Parameters<typeof solveForTest>[0],
        )
      : null
    const values = formId === "contact" ? CONTACT_VALUES : { email: `reader${index}@example.com` }
    return {
      caller,
      body: { key: data.key, formId, form: JSON.stringify(values), captchaKey, pagePath: "/" },
    }
  })
}

const timed = async (sends: readonly (() => Promise<Response>)[]) => {
  const began = performance.now()
  const statuses = await inTurns(sends.length, (index) =>
    (sends[index] as () => Promise<Response>)().then((r) => r.status),
  )
  const elapsed = (performance.now() - began) / 1000
  const failed = statuses.filter((status) => status !== 200).length
  if (failed > 0) throw new Error(`${failed} of ${statuses.length} answers were not 200`)
  return statuses.length / elapsed
}

try {
  const contact = await prepared("contact", true)
  const withCaptcha = await timed(
    contact.map(
      ({ caller, body }) =>
        () =>
          post(caller, "/api/form/SaveFormSubmission", body),
    ),
  )
  const newsletter = await prepared("newsletter", false)
  const withoutCaptcha = await timed(
    newsletter.map(
      ({ caller, body }) =>
        () =>
          post(caller, "/api/form/SaveFormSubmission", body),
    ),
  )
  const baseline = await startBaseline()
  const bare = await timed(
    contact.map(
      ({ body }) =>
        () =>
          fetch(baseline.url, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
    ),
  )
  await baseline.stop()
  console.log(
    `SaveFormSubmission on ${databaseUrl ? "the Postgres server" : "PGlite"}, ${CONCURRENCY} at a time: ${withCaptcha.toFixed(0)} submissions/s with the captcha verified (contact form), ${withoutCaptcha.toFixed(0)}/s without (newsletter); the bare Express route ${bare.toFixed(0)} req/s`,
  )
} finally {
  await server.stop()
  if (serverUrl) await dropDatabase(serverUrl, name)
}
