import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type ConsentInput, consentCookie, cookieMode, hasGpcHeader, needsConsentAnswer } from "./consent.ts"
import { COOKIE_NAMES } from "./cookies.ts"

const consent = (overrides: Partial<ConsentInput>): ConsentInput => ({
  consentCookie: undefined,
  globalPrivacyControl: false,
  merchantDefault: "full",
  ...overrides,
})

describe("cookie names", () => {
  it("COOKIE-001 the storefront's cookies are ss_cid, ss_cpvisit, ss_cvisit, ss_cvr, ss_cvt, crumb, SiteUserInfo, ss_performanceCookiesAllowed, hasCart and a cart cookie", () => {
    expect(Object.values(COOKIE_NAMES)).toEqual([
      "ss_cid",
      "ss_cpvisit",
      "ss_cvisit",
      "ss_cvr",
      "ss_cvt",
      "crumb",
      "SiteUserInfo",
      "ss_performanceCookiesAllowed",
      "hasCart",
      "vitrine_cart",
    ])
  })
})

describe("consent", () => {
  it.each([
    [{ consentCookie: "true" }, "full"],
    [{ consentCookie: "false" }, "restrictive"],
    [{ consentCookie: "true", globalPrivacyControl: true, merchantDefault: "restrictive" as const }, "full"],
    [{ consentCookie: "false", merchantDefault: "full" as const }, "restrictive"],
    [{ globalPrivacyControl: true }, "restrictive"],
    [{ merchantDefault: "restrictive" as const }, "restrictive"],
    [{}, "full"],
    [{ consentCookie: "yes", merchantDefault: "restrictive" as const }, "restrictive"],
  ])("%j gives %s", (overrides, mode) => {
    expect(cookieMode(consent(overrides))).toBe(mode)
  })

  it("Global Privacy Control is a refusal whatever the merchant's default, unless the visitor accepted", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.constantFrom("full" as const, "restrictive" as const),
        (cookie, merchantDefault) => {
          const mode = cookieMode({
            consentCookie: cookie ?? undefined,
            globalPrivacyControl: true,
            merchantDefault,
          })
          expect(mode).toBe(cookie === "true" ? "full" : "restrictive")
        },
      ),
    )
  })

  it("the banner stores the answer in ss_performanceCookiesAllowed for 390 days", () => {
    expect(consentCookie(false)).toEqual({
      name: "ss_performanceCookiesAllowed",
      value: "false",
      options: { maxAgeMs: 390 * 24 * 3600 * 1000, httpOnly: false },
    })
  })

  it("the banner asks only a visitor who has not answered and sends no GPC signal", () => {
    expect(needsConsentAnswer(consent({}))).toBe(true)
    expect(needsConsentAnswer(consent({ consentCookie: "true" }))).toBe(false)
    expect(needsConsentAnswer(consent({ globalPrivacyControl: true }))).toBe(false)
    expect([hasGpcHeader("1"), hasGpcHeader(" 1 "), hasGpcHeader("0"), hasGpcHeader(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})
