import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { SUBMIT_MESSAGES } from "../form/submit-messages.ts"
import { BOT_CHECK_ACTIONS, isBotCheckAction } from "./actions.ts"
import { BotCheckFailed } from "./errors.ts"
import { HONEYPOT, honeypotFilled } from "./honeypot.ts"
import {
  BADGE_Z_INDEX,
  badgeVisible,
  badgeZIndex,
  CAPTCHA_ERRORS,
  captchaLoad,
  captchaSiteKey,
  captchaToken,
  widgetSize,
} from "./widget.ts"

describe("the captcha in the browser", () => {
  it("CAPTCHA-001 the site key comes from the page's website context", () => {
    expect(captchaSiteKey({ captchaSettings: { siteKey: "0x4AAAA" } })).toBe("0x4AAAA")
    expect(captchaSiteKey({ captchaSettings: { siteKey: "  " } })).toBeNull()
    expect(captchaSiteKey({ captchaSettings: null })).toBeNull()
    expect(captchaSiteKey({})).toBeNull()
  })

  it("CAPTCHA-002 a token is fetched per action: the four actions", () => {
    expect(BOT_CHECK_ACTIONS).toEqual([
      "FORM_BLOCK_SUBMISSION",
      "NEWSLETTER_BLOCK_SUBMISSION",
      "PRODUCT_WAITLIST_SUBMISSION",
      "PROMO_POPUP_SUBMISSION",
    ])
    expect(isBotCheckAction("LOGIN")).toBe(false)
  })

  it("CAPTCHA-003 when no token can be had, the token is null", () => {
    fc.assert(
      fc.property(fc.anything(), (obtained) => {
        const token = captchaToken(obtained)
        const usable = typeof obtained === "string" && obtained.trim() !== ""
        expect(token).toBe(usable ? obtained : null)
      }),
    )
  })

  it("CAPTCHA-004 a missing site key rejects the load", () => {
    expect(captchaLoad(null).ok).toBe(false)
    expect(captchaLoad("").ok).toBe(false)
    expect(captchaLoad("0x4AAAA")).toEqual({ ok: true, siteKey: "0x4AAAA" })
  })

  it("CAPTCHA-005 the load without a site key fails with 'ReCaptcha has not been set up!'", () => {
    expect(captchaLoad(null)).toEqual({ ok: false, error: "ReCaptcha has not been set up!" })
  })

  it("CAPTCHA-006 the error of a token request whose page went away is 'Document was destroyed'", () => {
    expect(CAPTCHA_ERRORS.documentDestroyed).toBe("Document was destroyed")
  })

  it("CAPTCHA-007 the badge is hidden until a form field gets focus", () => {
    expect(badgeVisible({ fieldFocused: false })).toBe(false)
    expect(badgeVisible({ fieldFocused: true })).toBe(true)
  })

  it("CAPTCHA-008 the widget is compact when narrower than 320 px", () => {
    fc.assert(
      fc.property(fc.nat(2000), (width) => {
        expect(widgetSize(width)).toBe(width < 320 ? "compact" : "normal")
      }),
    )
  })

  it("CAPTCHA-009 the badge z-index is 12000", () => {
    expect(badgeZIndex({ inLightbox: false })).toBe(12000)
  })

  it("CAPTCHA-010 inside a lightbox the badge z-index is 100000001", () => {
    expect(badgeZIndex({ inLightbox: true })).toBe(100000001)
    expect(BADGE_Z_INDEX.lightbox).toBeGreaterThan(BADGE_Z_INDEX.page)
  })
})

describe("the honeypot and the refusal messages", () => {
  it("the honeypot counts as filled for anything but absent, null or blank", () => {
    expect(HONEYPOT.name).toBe("homepage")
    for (const empty of [undefined, null, "", "  "]) expect(honeypotFilled(empty)).toBe(false)
    for (const filled of ["x", 0, false, {}, []]) expect(honeypotFilled(filled)).toBe(true)
  })

  it("a refused token asks for the captcha when missing, blames the server when unavailable, else asks for a reload", () => {
    const message = (reason: BotCheckFailed["reason"]) => new BotCheckFailed({ reason, detail: "" }).message
    expect(message("missing")).toBe(SUBMIT_MESSAGES.captchaIncomplete)
    expect(message("unavailable")).toBe(SUBMIT_MESSAGES.serverError)
    for (const reason of ["invalid", "expired", "wrongAction", "wrongHost", "replayed"] as const) {
      expect(message(reason)).toBe("Error processing form submission. Please reload and try again.")
    }
  })
})
