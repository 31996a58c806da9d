import type { CensusRoute } from "@vitrine/adapter-census"
import { PERF_APP_NAME, PERF_METADATA } from "@vitrine/core/perf"
import fc from "fast-check"
import { cookieFor, headersFor } from "./headers.ts"
import { hostileText, onTheWire } from "./texts.ts"
import { describeRequest, type WireRequest } from "./wire.ts"
import type { World } from "./world.ts"

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"

const payload = (world: World) =>
  fc.record(
    {
      pagePath: fc.constantFrom("/", "/shop", "/cart", "/products/canvas-tote"),
      url: fc.constantFrom("https://store.example/shop", "/shop?q=1"),
      itemId: fc.constantFrom(...world.productIds.slice(0, 4)),
      title: fc.string({ maxLength: 20 }),
      formId: fc.constantFrom(...world.formIds),
      visitorCookie: fc.constant("v|1|1|1|1"),
      viewportWidth: fc.integer({ min: 0, max: 4000 }),
    },
    { requiredKeys: [] },
  )

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

const perfRecord = fc.record({
  appName: fc.constant(PERF_APP_NAME),
  eventName: fc.constantFrom("web_vital", "page_view"),
  pageLoadId: fc.string({ minLength: 1, maxLength: 10 }),
  timestamp: fc.integer({ min: 0 }),
  data: fc.constant({
    ...PERF_METADATA,
    environment: "prod",
    path: "/",
    measures: { time_to_first_byte_ms: 5 },
  }),
})

const scriptError = fc.record({
  kind: fc.constant("error"),
  message: fc.string({ maxLength: 40 }),
  stack: fc.string({ maxLength: 40 }),
  url: fc.constant("/shop"),
  timestamp: fc.integer({ min: 0 }),
})

/** The body a page's tracker sends each endpoint, with the store's values. */
const cleanBody = (route: CensusRoute, world: World): fc.Arbitrary<string> => {
  const json = payload(world).map((value) => JSON.stringify(value))
  if (route.path.endsWith("/RecordHit")) return json.map((data) => form({ event: "view", data }))
  if (route.path.endsWith("/RecordEvent"))
    return fc
      .tuple(fc.constantFrom("AddToCart", "newsletter", "ViewCart"), json)
      .map(([event, data]) => form({ crumb: world.crumb, event, data }))
  if (route.path.endsWith("/RecordJavascriptErrors"))
    return fc.array(scriptError, { minLength: 1, maxLength: 10 }).map((list) => JSON.stringify(list))
  if (route.path.endsWith("/performance/records"))
    return fc.array(perfRecord, { minLength: 0, maxLength: 5 }).map((list) => JSON.stringify(list))
  return json
}

const INVALID_UTF8 = [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0xaf]]

/** Bodies an attacker sends: hostile text as a form field or JSON, broken bytes, past the limit. */
const hostileBody = (route: CensusRoute, world: World): fc.Arbitrary<Buffer | undefined> =>
  fc.oneof(
    { weight: 4, arbitrary: cleanBody(route, world).map((text) => Buffer.from(text)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom("event", "data", "ss_cvr", "crumb", "__proto__"), hostileText)
        .map(([name, value]) => Buffer.from(`event=view&${name}=${onTheWireValue(value)}`)),
    },
    {
      weight: 2,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => Buffer.from(JSON.stringify(value) ?? "")),
    },
    { weight: 1, arbitrary: hostileText.map((text) => Buffer.from(JSON.stringify({ pagePath: text }))) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...INVALID_UTF8)
        .map((bytes) => Buffer.concat([Buffer.from('{"pagePath":"'), Buffer.from(bytes), Buffer.from('"}')])),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: route.limit + 1, max: route.limit * 3 })
        .map((length) => Buffer.from(`event=view&data=${"x".repeat(length)}`)),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )

const onTheWireValue = (value: string) => {
  try {
    return encodeURIComponent(value)
  } catch {
    return value
  }
}

const itemPath = (route: CensusRoute, world: World): fc.Arbitrary<string> =>
  route.path.includes(":id")
    ? onTheWire(fc.oneof(fc.constantFrom(...world.productIds), hostileText)).map((id) =>
        route.path.replace(":id", id),
      )
    : fc.constant(route.path)

/**
 * A request for a census endpoint: three in ten as the store's tracker sends them (a browser's user
 * agent, the crumb and consent cookies, the body the endpoint takes), the rest with the store's
 * hostile cookies and headers (bots and Global Privacy Control among them) and bodies that are
 * hostile, broken, not UTF-8 or past the endpoint's limit.
 *
 * @example
 * fc.sample(censusRequestFor(route, world), 1)
 */
export const censusRequestFor = (route: CensusRoute, world: World): fc.Arbitrary<WireRequest> =>
  fc
    .oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          path: itemPath(route, world),
          cookie: fc.constant(`crumb=${world.crumb}; ss_performanceCookiesAllowed=true`),
          headers: fc.constant({
            "user-agent": BROWSER,
            "x-csrf-token": world.crumb,
            "content-type": "text/plain",
          }),
          body: cleanBody(route, world).map((text) => Buffer.from(text) as Buffer | undefined),
        }),
      },
      {
        weight: 7,
        arbitrary: fc.record({
          path: itemPath(route, world),
          cookie: fc
            .tuple(
              cookieFor(world),
              fc.constantFrom("", "; ss_performanceCookiesAllowed=true", "; ss_cvr=a|b"),
            )
            .map(([cookie, more]) => (cookie === undefined ? undefined : cookie + more)),
          headers: fc
            .tuple(headersFor(world), fc.constantFrom(BROWSER, "Googlebot/2.1", "", undefined), fc.boolean())
            .map(([headers, agent, gpc]) => ({
              ...headers,
              ...(agent === undefined ? {} : { "user-agent": agent }),
              ...(gpc ? { "sec-gpc": "1" } : {}),
            })),
          body: hostileBody(route, world),
        }),
      },
    )
    .map(({ path, cookie, headers, body }) => {
      const request = {
        method: "POST",
        path,
        headers: { ...headers, ...(cookie === undefined ? {} : { cookie }) },
        body,
      }
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) })
    })
