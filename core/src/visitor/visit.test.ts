import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { COOKIE_LIFETIMES_MS, type CookieSpec } from "./cookies.ts"
import { type VisitDecision, type VisitInput, visitDecision } from "./visit.ts"
import { formatVisitorCookie, parseVisitorCookie } from "./visitor-cookie.ts"

const NOW = 1_700_000_000_000
const genuine = (id: string) => id.startsWith("ok-")
const input = (overrides: Partial<VisitInput> = {}): VisitInput => ({
  cookies: {},
  now: NOW,
  mode: "full",
  cloneable: false,
  freshId: "ok-fresh",
  isGenuine: genuine,
  ...overrides,
})
const tracked = (decision: VisitDecision) => {
  if (decision.kind !== "tracked") throw new Error("expected a tracked hit")
  return decision
}
const cookieNamed = (cookies: readonly CookieSpec[], name: string) => cookies.find((c) => c.name === name)

describe("visit rules", () => {
  it("COOKIE-007 without a visitor cookie a new one is made with count 1", () => {
    const decision = tracked(visitDecision(input()))
    expect(decision.visitor).toEqual({
      visitorId: "ok-fresh",
      firstVisit: NOW,
      previousVisit: NOW,
      currentVisit: NOW,
      visitCount: 1,
    })
    expect(decision.newVisit).toBe(true)
  })

  it("COOKIE-007 an invalid visitor cookie is replaced by a new one with count 1", () => {
    const decision = tracked(visitDecision(input({ cookies: { ss_cvr: "ok-old|1|1|1|zero", ss_cvt: "5" } })))
    expect(decision.visitor.visitorId).toBe("ok-fresh")
    expect(decision.visitor.visitCount).toBe(1)
  })

  it("COOKIE-006 a valid visitor cookie without a visit-time cookie counts one more visit and sets ss_cvt", () => {
    const decision = tracked(visitDecision(input({ cookies: { ss_cvr: "ok-v|100|200|300|4" } })))
    expect(decision.visitor).toEqual({
      visitorId: "ok-v",
      firstVisit: 100,
      previousVisit: 300,
      currentVisit: NOW,
      visitCount: 5,
    })
    expect(decision.newVisit).toBe(true)
    expect(cookieNamed(decision.cookies, "ss_cvt")?.value).toBe(String(NOW))
  })

  it("COOKIE-006 an invalid visit-time cookie counts as missing", () => {
    const decision = tracked(visitDecision(input({ cookies: { ss_cvr: "ok-v|100|200|300|4", ss_cvt: "0" } })))
    expect(decision.visitor.visitCount).toBe(5)
  })

  it("COOKIE-005 within a visit the visitor cookie is renewed unchanged, for 2 more years", () => {
    const decision = tracked(
      visitDecision(input({ cookies: { ss_cvr: "ok-v|100|200|300|4", ss_cvt: "300" } })),
    )
    expect(decision.newVisit).toBe(false)
    expect(cookieNamed(decision.cookies, "ss_cvr")).toEqual({
      name: "ss_cvr",
      value: "ok-v|100|200|300|4",
      options: { maxAgeMs: COOKIE_LIFETIMES_MS.visitor, httpOnly: false },
    })
  })

  it("COOKIE-010 COOKIE-011 COOKIE-012 the cookies live 2 years, 30 minutes and 390 days", () => {
    const { cookies } = tracked(visitDecision(input()))
    expect(cookieNamed(cookies, "ss_cvr")?.options.maxAgeMs).toBe(2 * 365 * 24 * 3600 * 1000)
    expect(cookieNamed(cookies, "ss_cvt")?.options.maxAgeMs).toBe(30 * 60 * 1000)
    expect(cookieNamed(cookies, "ss_cid")).toEqual({
      name: "ss_cid",
      value: "ok-fresh",
      options: { maxAgeMs: 390 * 24 * 3600 * 1000, httpOnly: false },
    })
  })

  it("a lost visitor cookie keeps the id of a genuine analytics id cookie", () => {
    expect(tracked(visitDecision(input({ cookies: { ss_cid: "ok-kept" } }))).visitor.visitorId).toBe(
      "ok-kept",
    )
    expect(tracked(visitDecision(input({ cookies: { ss_cid: "forged" } }))).visitor.visitorId).toBe(
      "ok-fresh",
    )
  })

  it.each([
    ["restrictive mode", { mode: "restrictive" as const }],
    ["a cloneable site", { cloneable: true }],
  ])("COOKIE-008 in %s each hit has a throwaway id and no cookie is set", (_, overrides) => {
    const decision = visitDecision(input({ ...overrides, freshId: "throwaway-1" }))
    expect(decision).toEqual({ kind: "throwaway", visitorId: "throwaway-1", cookies: [] })
    expect(visitDecision(input({ ...overrides, freshId: "throwaway-2" }))).toMatchObject({
      visitorId: "throwaway-2",
    })
  })

  it("COOKIE-009 restricted cookies clear the census cookies the request carried, and set none", () => {
    const decision = visitDecision(
      input({
        mode: "restrictive",
        cookies: { ss_cvr: "ok-v|1|1|1|1", ss_cvt: "1", ss_cid: "ok-v", crumb: "c" },
      }),
    )
    expect(decision.cookies).toEqual(
      ["ss_cvr", "ss_cvt", "ss_cid"].map((name) => ({
        name,
        value: "",
        options: { maxAgeMs: 0, httpOnly: false },
      })),
    )
  })

  it("a visitor cookie whose id this server did not issue reads as missing", () => {
    const decision = tracked(visitDecision(input({ cookies: { ss_cvr: "victim|1|1|1|999", ss_cvt: "1" } })))
    expect(decision.visitor.visitorId).toBe("ok-fresh")
    expect(decision.visitor.visitCount).toBe(1)
    expect(decision.newVisit).toBe(true)
  })

  it("COOKIE-006 a visit count only grows, whatever hits follow each other", () => {
    const hit = fc.record({ keepVisitTime: fc.boolean(), gap: fc.integer({ min: 0, max: 10 ** 9 }) })
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.array(hit, { maxLength: 30 }),
        (start, hits) => {
          let cookie = formatVisitorCookie({
            visitorId: "ok-v",
            firstVisit: 1,
            previousVisit: 1,
            currentVisit: 1,
            visitCount: start,
          })
          let count = start
          let now = NOW
          for (const { keepVisitTime, gap } of hits) {
            now += gap
            const cookies = keepVisitTime ? { ss_cvr: cookie, ss_cvt: String(now) } : { ss_cvr: cookie }
            const decision = tracked(visitDecision(input({ cookies, now })))
            expect(decision.visitor.visitCount).toBeGreaterThanOrEqual(count)
            count = decision.visitor.visitCount
            cookie = cookieNamed(decision.cookies, "ss_cvr")?.value ?? ""
            expect(parseVisitorCookie(cookie)?.visitCount).toBe(count)
          }
        },
      ),
    )
  })
})
