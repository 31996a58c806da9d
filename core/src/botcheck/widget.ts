/**
 * The browser side of the captcha, as data and pure functions for the form block to call:
 * where the site key comes from (CAPTCHA-001), what happens without one (CAPTCHA-004, CAPTCHA-005),
 * a null token when none can be had (CAPTCHA-003), the badge's visibility, size and stacking
 * (CAPTCHA-007 to CAPTCHA-010).
 *
 * "Document was destroyed" (CAPTCHA-006) is the error of a token request still waiting when the page
 * or the form goes away (the widget's frame is gone, so no token will come).
 */

/** The captcha error texts (CAPTCHA-005, CAPTCHA-006). */
export const CAPTCHA_ERRORS = {
  notSetUp: "ReCaptcha has not been set up!",
  documentDestroyed: "Document was destroyed",
} as const

/** Widths below this many pixels get the compact widget (CAPTCHA-008). */
export const COMPACT_BELOW_PX = 320

/** The badge's z-index on a page, and inside a lightbox, which stacks above everything (CAPTCHA-009, CAPTCHA-010). */
export const BADGE_Z_INDEX = { page: 12000, lightbox: 100000001 } as const

/**
 * The site key of the page's website context (`captchaSettings.siteKey`, CAPTCHA-001); null when the
 * context has none or it is blank.
 *
 * @example
 * captchaSiteKey({ captchaSettings: { siteKey: "0x4AAA" } }) // "0x4AAA"
 * captchaSiteKey({}) // null
 */
export const captchaSiteKey = (context: {
  readonly captchaSettings?: { readonly siteKey?: string | null | undefined } | null | undefined
}): string | null => {
  const key = context.captchaSettings?.siteKey
  return typeof key === "string" && key.trim() !== "" ? key.trim() : null
}

/**
 * Whether the captcha may load: with a site key it goes ahead; without one the load is rejected
 * with "ReCaptcha has not been set up!" (CAPTCHA-004, CAPTCHA-005).
 *
 * @example
 * captchaLoad(null) // { ok: false, error: "ReCaptcha has not been set up!" }
 * captchaLoad("0x4AAA") // { ok: true, siteKey: "0x4AAA" }
 */
export const captchaLoad = (
  siteKey: string | null,
): { readonly ok: true; readonly siteKey: string } | { readonly ok: false; readonly error: string } =>
  siteKey === null || siteKey.trim() === ""
    ? { ok: false, error: CAPTCHA_ERRORS.notSetUp }
    : { ok: true, siteKey }

/**
 * The token to send: what the widget gave, or null when it gave nothing usable (it failed, timed out,
 * or handed back a blank) (CAPTCHA-003). The server then refuses the submission as `missing`.
 *
 * @example
 * captchaToken(undefined) // null
 * captchaToken("eyJjaGFsbGVuZ2UiOnt9fQ==") // "eyJjaGFsbGVuZ2UiOnt9fQ=="
 */
export const captchaToken = (obtained: unknown): string | null =>
  typeof obtained === "string" && obtained.trim() !== "" ? obtained : null

/**
 * Whether the badge shows: hidden until a field of the form has had the focus (CAPTCHA-007).
 *
 * @example
 * badgeVisible({ fieldFocused: false }) // false
 */
export const badgeVisible = (form: { readonly fieldFocused: boolean }): boolean => form.fieldFocused

/**
 * The widget size for the width it has: compact below 320 px (CAPTCHA-008).
 *
 * @example
 * widgetSize(319) // "compact"
 * widgetSize(320) // "normal"
 */
export const widgetSize = (widthPx: number): "compact" | "normal" =>
  widthPx < COMPACT_BELOW_PX ? "compact" : "normal"

/**
 * The badge's z-index: 12000, or 100000001 inside a lightbox (CAPTCHA-009, CAPTCHA-010).
 *
 * @example
 * badgeZIndex({ inLightbox: true }) // 100000001
 */
export const badgeZIndex = (place: { readonly inLightbox: boolean }): number =>
  place.inLightbox ? BADGE_Z_INDEX.lightbox : BADGE_Z_INDEX.page
