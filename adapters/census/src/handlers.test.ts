import { assert, describe, it } from "@effect/vitest"
import { memoryEventStore, memoryPreferencesEvents, memoryPreferencesRepository } from "@vitrine/core/memory"
import { savePreferences } from "@vitrine/core/preferences"
import { Effect, Exit, Layer } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import type { CensusRequest } from "./caller.ts"
import { recordEvent, recordHit, recordJavascriptErrors } from "./handlers.ts"
import { CENSUS_ROUTES } from "./routes.ts"
import { signedVisitorIdentity } from "./visitor-identity.ts"

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
const request = (overrides: Partial<CensusRequest> = {}): CensusRequest => ({
  websiteId: "site-1",
  body: new URLSearchParams({ event: "view", data: JSON.stringify({ pagePath: "/shop" }) }).toString(),
  cookies: { ss_performanceCookiesAllowed: "true" },
  headers: { "user-agent": BROWSER },
  ...overrides,
})
// The server's check stands in: it accepts only the crumb it "signed", whatever the cookie says.
const SIGNED = "signed-by-the-server"
const verifyCrumb = (sent: string | undefined) => Effect.succeed(sent === SIGNED)
const setup = (merchantDefault: "full" | "restrictive" = "restrictive") => {
  const memory = memoryEventStore()
  const layer = Layer.mergeAll(
    memory.layer,
    signedVisitorIdentity("test-secret"),
    memoryPreferencesRepository(),
    memoryPreferencesEvents(),
  )
  const arrange = savePreferences("site-1", "cookie-consent", { defaultMode: merchantDefault })
  return { events: memory.events, layer, arrange }
}

describe("census handlers", () => {
  it.effect("API-016 a hit is accepted with 202, stored, and answered with the census cookies", () => {
    const { events, layer } = setup()
    return Effect.gen(function* () {
      yield* TestClock.setTime(1_700_000_000_000)
      const reply = yield* recordHit(request())
      assert.strictEqual(reply.status, 202)
      assert.deepStrictEqual(reply.cookies.map((c) => c.name).sort(), ["ss_cid", "ss_cvr", "ss_cvt"])
      assert.strictEqual(events.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "COOKIE-008 COOKIE-009 without consent under a restrictive default, nothing is stored and no census cookie set",
    () => {
      const { events, layer } = setup("restrictive")
      return Effect.gen(function* () {
        const reply = yield* recordHit(request({ cookies: { ss_cvr: "old|1|1|1|1" } }))
        assert.strictEqual(reply.status, 202)
        assert.deepStrictEqual(reply.cookies, [
          { name: "ss_cvr", value: "", options: { maxAgeMs: 0, httpOnly: false } },
        ])
        assert.strictEqual(events.length, 0)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("Global Privacy Control is a refusal under a default that would track", () => {
    const { events, layer, arrange } = setup("full")
    return Effect.gen(function* () {
      yield* arrange
      yield* TestClock.setTime(1_700_000_000_000)
      yield* recordHit(request({ cookies: {}, headers: { "user-agent": BROWSER, "sec-gpc": "1" } }))
      assert.strictEqual(events.length, 0)
      yield* recordHit(request({ cookies: {} }))
      assert.strictEqual(events.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a bot's hit is counted apart and gets no cookie", () => {
    const { events, layer } = setup()
    return Effect.gen(function* () {
      const reply = yield* recordHit(
        request({ headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } }),
      )
      assert.deepStrictEqual(reply.cookies, [])
      assert.isTrue(events[0]?._tag === "Hit" && events[0].bot)
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "API-022 RecordEvent's form crumb must pass the server's check: equal to the cookie is not enough",
    () => {
      const { events, layer } = setup()
      return Effect.gen(function* () {
        const body = (crumb: string) =>
          new URLSearchParams({
            crumb,
            event: "AddToCart",
            data: JSON.stringify({ siteId: "site-1", itemId: "hat", isLoggedIn: false }),
          }).toString()
        // A planted cookie and the same value in the form: the plain double-submit pair.
        const planted = { ss_performanceCookiesAllowed: "true", crumb: "planted" }
        assert.strictEqual(
          (yield* recordEvent(request({ body: body("planted"), cookies: planted }))).status,
          403,
        )
        assert.strictEqual(
          (yield* recordEvent(request({ body: body("planted"), cookies: planted, verifyCrumb }))).status,
          403,
        )
        assert.strictEqual(events.length, 0)
        const cookies = { ss_performanceCookiesAllowed: "true", crumb: SIGNED }
        assert.strictEqual(
          (yield* recordEvent(request({ body: body(SIGNED), cookies, verifyCrumb }))).status,
          202,
        )
        assert.isTrue(
          events[0]?._tag === "Hit" && events[0].name === "AddToCart" && events[0].itemId === "hat",
        )
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "API-023 RecordJavascriptErrors checks the crumb of the X-CSRF-Token header with the server",
    () => {
      const { events, layer } = setup()
      return Effect.gen(function* () {
        const body = JSON.stringify([
          { kind: "error", message: "boom", stack: "at x", url: "/", timestamp: 1 },
        ])
        const withToken = (token: string) => ({ "user-agent": BROWSER, "x-csrf-token": token })
        const planted = { ss_performanceCookiesAllowed: "true", crumb: "planted" }
        const cookies = { ss_performanceCookiesAllowed: "true", crumb: SIGNED }
        assert.strictEqual(
          (yield* recordJavascriptErrors(request({ body, cookies, verifyCrumb }))).status,
          403,
        )
        const forged = request({ body, cookies: planted, headers: withToken("planted"), verifyCrumb })
        assert.strictEqual((yield* recordJavascriptErrors(forged)).status, 403)
        assert.strictEqual(events.length, 0)
        const reply = yield* recordJavascriptErrors(
          request({ body, cookies, headers: withToken(SIGNED), verifyCrumb }),
        )
        assert.strictEqual(reply.status, 202)
        assert.strictEqual(events[0]?._tag, "ScriptError")
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "fuzzed bodies on every endpoint never fail, are answered 202, 400, 403 or 413, and a refused one stores nothing",
    () => {
      const { events, layer } = setup()
      return Effect.gen(function* () {
        yield* TestClock.setTime(1_700_000_000_000)
        const body = fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string({ unit: "binary", maxLength: 20_000 }),
        )
        for (const route of CENSUS_ROUTES) {
          for (const text of fc.sample(body, 300)) {
            const before = events.length
            const exit = yield* Effect.exit(
              route.handle(
                request({
                  body: text,
                  cookies: { ss_performanceCookiesAllowed: "true", crumb: SIGNED },
                  verifyCrumb,
                }),
                { id: "hat" },
              ),
            )
            assert.isTrue(Exit.isSuccess(exit), route.path)
            if (Exit.isSuccess(exit)) {
              assert.include([202, 400, 403, 413], exit.value.status)
              if (exit.value.status !== 202) assert.strictEqual(events.length, before)
            }
          }
        }
      }).pipe(Effect.provide(layer))
    },
  )
})

describe("what the census records", () => {
  it.effect(
    "TRACK-001 page views, clicks, form renders, overlays, quick views and cart actions are recorded",
    () => {
      const { events, layer } = setup()
      return Effect.gen(function* () {
        yield* TestClock.setTime(1_700_000_000_000)
        const cookies = { ss_performanceCookiesAllowed: "true", crumb: SIGNED }
        const json = JSON.stringify({ pagePath: "/shop", formId: "f1", visitorCookie: "x|1|1|1|1" })
        const cart = new URLSearchParams({
          crumb: SIGNED,
          event: "AddToCart",
          data: JSON.stringify({ siteId: "s", isLoggedIn: false }),
        })
        for (const route of CENSUS_ROUTES.slice(0, 7)) {
          const body = route.path.includes("RecordHit")
            ? request().body
            : route.path.includes("RecordEvent")
              ? cart.toString()
              : json
          assert.strictEqual(
            (yield* route.handle(request({ body, cookies, verifyCrumb }), { id: "hat" })).status,
            202,
            route.path,
          )
        }
        assert.deepStrictEqual(
          events.map((e) => (e._tag === "Hit" ? e.name : e._tag)),
          ["PageView", "button-click", "button-render", "form-render", "overlay", "quick-view", "AddToCart"],
        )
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "TRACK-007 a signed-in member's id is kept with the hit from the session, never from the body",
    () => {
      const { events, layer } = setup()
      return Effect.gen(function* () {
        yield* TestClock.setTime(1_700_000_000_000)
        const data = JSON.stringify({ pagePath: "/shop", memberAccountId: "member-forged" })
        const body = new URLSearchParams({ event: "view", data }).toString()
        yield* recordHit(request({ body, memberId: "member-7" }))
        yield* recordHit(request({ body }))
        const stored = events.map((event) => (event._tag === "Hit" ? event.data : null))
        assert.deepStrictEqual(stored, [
          { pagePath: "/shop", memberAccountId: "member-7" },
          { pagePath: "/shop" },
        ])
      }).pipe(Effect.provide(layer))
    },
  )
})
