import { CONSENT_COOKIE, COOKIE_LIFETIMES_MS, type CookieSpec, setCookie } from "./cookies.ts"

/**
 * The cookie mode of a hit: `full` (census cookies set, the hit stored) or `restrictive` (a
 * throwaway id, nothing set, nothing stored: COOKIE-008).
 */
export type CookieMode = "full" | "restrictive"

/**
 * What decides the mode: the visitor's own answer on the banner (`ss_performanceCookiesAllowed`,
 * "true" or "false"), the browser's Global Privacy Control signal (`navigator.globalPrivacyControl`
 * or the `Sec-GPC: 1` header), and the merchant's default for visitors who have not answered.
 */
export interface ConsentInput {
  readonly consentCookie: string | undefined
  readonly globalPrivacyControl: boolean
  readonly merchantDefault: CookieMode
}

/**
 * The cookie mode: the visitor's explicit answer wins (it is the most specific signal, given on this
 * very site); without one, Global Privacy Control counts as a refusal; without either, the
 * merchant's default applies. Any cookie value other than "true" or "false" is no answer.
 *
 * @example
 * cookieMode({ consentCookie: undefined, globalPrivacyControl: true, merchantDefault: "full" }) // "restrictive"
 * cookieMode({ consentCookie: "true", globalPrivacyControl: true, merchantDefault: "restrictive" }) // "full"
 */
export const cookieMode = (input: ConsentInput): CookieMode => {
  if (input.consentCookie === "true") return "full"
  if (input.consentCookie === "false") return "restrictive"
  if (input.globalPrivacyControl) return "restrictive"
  return input.merchantDefault
}

/**
 * Whether the consent banner should ask: the visitor has not answered and sends no Global Privacy
 * Control signal (a GPC browser has answered already: no).
 *
 * @example
 * needsConsentAnswer({ consentCookie: undefined, globalPrivacyControl: false, merchantDefault: "restrictive" }) // true
 */
export const needsConsentAnswer = (input: ConsentInput): boolean =>
  input.consentCookie !== "true" && input.consentCookie !== "false" && !input.globalPrivacyControl

/**
 * The cookie the banner writes when the visitor answers: accepted or refused, for 390 days.
 *
 * @example
 * consentCookie(true) // { name: "ss_performanceCookiesAllowed", value: "true", options: { maxAgeMs: 33_696_000_000, httpOnly: false } }
 */
export const consentCookie = (accepted: boolean): CookieSpec =>
  setCookie(CONSENT_COOKIE, String(accepted), COOKIE_LIFETIMES_MS.performanceConsent)

/**
 * Whether a request carries the Global Privacy Control signal: the `Sec-GPC` header is exactly "1".
 *
 * @example
 * hasGpcHeader("1") // true
 */
export const hasGpcHeader = (secGpc: string | undefined): boolean => secGpc?.trim() === "1"
