// npm run scan:sql — Debian's sqlmap against every route of the store's own table that takes input,
// on a local store: each path parameter, query parameter and JSON body field, and the cart cookie,
// as a visitor with a cart and a crumb would send them (merchant routes opened, the rate limit off).
// Runs on the Postgres server named by DATABASE_URL, else on an in-memory PGlite. Prints each
// route's verdict, and a table for the README's security section.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Authorize, StoreRoute } from "@vitrine/adapter-http/router"
import { start } from "../src/server.ts"

const work = mkdtempSync(join(tmpdir(), "vitrine-sqlmap-"))
writeFileSync(join(work, "index.html"), "<!doctype html><title>Vitrine</title><div id=root></div>")
const databaseUrl = process.env.DATABASE_URL
// The scan looks for injection, not for holes in access (the access test covers those): its own
// throwaway store lets every request past the merchant check, so sqlmap reaches each route's query.
const openToTheScan: Authorize = () => "allowed"
const server = await start({
  port: 0,
  logLevel: "silent",
  database: databaseUrl ? { databaseUrl } : {},
  seed: databaseUrl ? "always" : true,
  webDist: work,
  rateLimit: { limit: 0 },
  authorize: openToTheScan,
})

// A visitor with a crumb and a cart of one line, whose ids the samples use.
const arrived = await fetch(`${server.url}/api/health`)
const crumb = /crumb=([^;]+)/.exec(arrived.headers.get("set-cookie") ?? "")?.[1] ?? ""
const added = await fetch(`${server.url}/api/commerce/shopping-cart/entries`, {
  method: "POST",
  headers: { "content-type": "application/json", "x-csrf-token": crumb, cookie: `crumb=${crumb}` },
  body: JSON.stringify({ itemId: "prod-canvas-tote", quantity: 1 }),
})
const cartId = /vitrine_cart=([^;]+)/.exec(added.headers.get("set-cookie") ?? "")?.[1] ?? ""
const { shoppingCart } = (await added.json()) as { shoppingCart: { entries: Array<{ id: string }> } }

// A valid value for each input name the table's Schemas declare.
const SAMPLES: Record<string, unknown> = {
  idOrSlug: "canvas-tote",
  entryId: shoppingCart.entries[0]?.id ?? "",
  template: "restock",
  productId: "linen-shirt",
  variantId: "LINEN-SHIRT-L-SAGE",
  format: "html",
  itemId: "prod-canvas-tote",
  sku: "CANVAS-TOTE",
  quantity: 2,
  additionalFields: '{"note":"gift"}',
  selectedCurrency: "USD",
  // Accounts, checkout, orders, restock, forms and the outbox (the routes issues 9 to 13 added).
  // Each value is one the route's Schema accepts; whether the program then finds it (an order id,
  // a form) changes the answer sqlmap compares against, not the statements it reaches.
  email: "shopper@example.com",
  password: "correct horse battery staple",
  rememberMe: false,
  cloneCart: "true",
  country: "US",
  region: "CA",
  shippingOptionId: "standard",
  firstName: "Ada",
  lastName: "Lovelace",
  line1: "1 Market Street",
  line2: "Suite 2",
  city: "San Francisco",
  postalCode: "94105",
  expectedGrandTotalCents: 3100,
  paymentMethod: "4242424242424242",
  idempotencyKey: "sqlmap-order-1",
  orderId: "order-1",
  status: "paid",
  search: "tote",
  cursor: "0",
  limit: 20,
  isJoinMailingList: false,
  siteVisitorEmail: "waiting@example.com",
  recaptchaEnterpriseV3Token: null,
  language: "en",
  sendRequests: [{ productId: "linen-shirt", variantId: "LINEN-SHIRT-L-SAGE" }],
  state: "pending",
  after: "0",
  key: "sqlmap-key",
  type: "form",
  formId: "contact",
  form: "{}",
  captchaKey: "",
  pageId: "contact",
  pagePath: "/contact",
  pageTitle: "Contact",
  homepage: "http://127.0.0.1/",
  id: "contact",
  name: "Contact",
  kind: "contact",
  fields: [],
  parsedSubmissionMessage: "Thanks.",
  submissionHTML: "",
  successRedirect: "",
  parsedDisclaimerMessage: "",
  captchaEnabled: false,
  captchaTheme: "light",
  captchaAlignment: "left",
  action: "form",
}

const fieldsOf = (schema: unknown): string[] =>
  Object.keys((schema as { fields?: Record<string, unknown> } | undefined)?.fields ?? {})

const sample = (name: string): unknown => {
  if (!(name in SAMPLES)) throw new Error(`No sample value for the input '${name}': add one to SAMPLES`)
  return SAMPLES[name]
}

// sqlmap's custom injection marker: `*` after a value makes that place one sqlmap tests.
const marked = (value: unknown): string => `${JSON.stringify(value)}*`.replace(/^"(.*)"\*$/, '"$1*"')

/** sqlmap's arguments for one route: every path parameter, query parameter and body field marked. */
const target = (route: StoreRoute) => {
  const path = route.path.replace(
    /:(\w+)/g,
    (_, name: string) => `${encodeURIComponent(String(sample(name)))}*`,
  )
  const query = fieldsOf(route.query).map((name) => `${name}=${encodeURIComponent(String(sample(name)))}*`)
  const fields = fieldsOf(route.body)
  const body = fields.length
    ? `{${fields.map((name) => `${JSON.stringify(name)}:${marked(sample(name))}`).join(",")}}`
    : undefined
  const inputs = [
    ...fieldsOf(route.params).map((name) => `path ${name}`),
    ...fieldsOf(route.query).map((name) => `query ${name}`),
    ...fields.map((name) => `body ${name}`),
  ]
  return { url: `${server.url}${path}${query.length ? `?${query.join("&")}` : ""}`, body, inputs }
}

const sqlmap = (args: readonly string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn("sqlmap", args, { stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8")
    })
    child.stderr.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8")
    })
    child.once("error", reject)
    child.once("close", () => resolve(out))
  })

const verdict = (output: string): string => {
  if (/identified the following injection point/.test(output)) return "INJECTABLE"
  if (/all tested parameters do not appear to be injectable/.test(output)) return "not injectable"
  const critical = /\[CRITICAL\] (.*)/.exec(output)?.[1]
  return critical ? `no verdict: ${critical}` : "no verdict"
}

// --ignore-stdin: without a terminal sqlmap reads targets from stdin and drops --method. A removed
// cart line answers 404 from then on, and a sign-in with the sample's password 401: --ignore-code
// lets sqlmap go on comparing answers after them.
const COMMON = [
  "--batch",
  "--ignore-stdin",
  "--ignore-code=401,404",
  "--dbms=PostgreSQL",
  "--level=1",
  "--risk=1",
  "--time-sec=2",
  "--skip-waf",
]
const runs: Array<{ route: string; inputs: string[]; verdict: string }> = []
const cartCookie = `crumb=${crumb}; vitrine_cart=${cartId}`

// SQLMAP_ROUTES (a regular expression on "METHOD /path") scans only the routes it matches.
const only = process.env.SQLMAP_ROUTES ? new RegExp(process.env.SQLMAP_ROUTES) : undefined

for (const route of server.routeTable) {
  const { url, body, inputs } = target(route)
  if (inputs.length === 0 || (only !== undefined && !only.test(`${route.method} ${route.path}`))) continue
  const output = await sqlmap([
    "-u",
    url,
    `--method=${route.method}`,
    ...(body === undefined ? [] : [`--data=${body}`]),
    `--headers=X-CSRF-Token: ${crumb}${body === undefined ? "" : "\nContent-Type: application/json"}`,
    // The cookie goes unmarked here: it is scanned once, below.
    `--cookie=${cartCookie}`,
    ...COMMON,
    `--output-dir=${join(work, "out")}`,
  ])
  runs.push({ route: `${route.method} ${route.path}`, inputs, verdict: verdict(output) })
  console.log(`${route.method} ${route.path} (${inputs.join(", ")}): ${runs.at(-1)?.verdict}`)
  if (process.env.SQLMAP_VERBOSE) console.log(output)
}

// The cart cookie, which every cart route and the order preview read.
if (only === undefined || only.test("GET /api/commerce/shopping-cart")) {
  const cookieOutput = await sqlmap([
    "-u",
    `${server.url}/api/commerce/shopping-cart`,
    `--cookie=crumb=${crumb}; vitrine_cart=${cartId}*`,
    ...COMMON,
    "--level=2",
    `--output-dir=${join(work, "out")}`,
  ])
  runs.push({
    route: "GET /api/commerce/shopping-cart",
    inputs: ["cookie vitrine_cart"],
    verdict: verdict(cookieOutput),
  })
  console.log(`GET /api/commerce/shopping-cart (cookie vitrine_cart): ${runs.at(-1)?.verdict}`)
}

console.log("\n| route | inputs | sqlmap |\n| --- | --- | --- |")
for (const run of runs) console.log(`| \`${run.route}\` | ${run.inputs.join(", ")} | ${run.verdict} |`)
await server.stop()
rmSync(work, { recursive: true, force: true })
process.exit(runs.some((run) => run.verdict === "INJECTABLE") ? 1 : 0)
