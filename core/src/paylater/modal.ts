import { DEFAULT_INSTALMENTS } from "./eligibility.ts"
import { PAY_LATER_BRAND_NAMES, type PayLaterLocale, payLaterBrand } from "./locales.ts"

/**
 * What a visitor can do around the pay-later information modal.
 *
 * @example
 * const event: PayLaterModalEvent = "escape"
 */
export type PayLaterModalEvent = "pill" | "info-button" | "close-button" | "escape" | "outside-click"

/**
 * Whether the modal is open after an event: the pill or the information button open it
 * (PAYLATER-011); the close button, Escape or a click outside close it (PAYLATER-012).
 *
 * @example
 * payLaterModalOpen(false, "pill") // true
 * payLaterModalOpen(true, "escape") // false
 */
export const payLaterModalOpen = (open: boolean, event: PayLaterModalEvent): boolean => {
  switch (event) {
    case "pill":
    case "info-button":
      return true
    case "close-button":
    case "escape":
    case "outside-click":
      return false
    default:
      return open
  }
}

const MODAL_ORIGINS = {
  afterpay: "https://static.afterpay.com",
  clearpay: "https://static.clearpay.co.uk",
} as const

/**
 * Where the modal's HTML comes from: the provider's static host for the brand, one page per locale
 * (PAYLATER-013; the spec does not give the address — these are the hosts the providers' own
 * widgets load their modal from). A failed fetch is only logged (PAYLATER-014), by the caller.
 *
 * @example
 * payLaterModalUrl("en_GB") // "https://static.clearpay.co.uk/modal/en_GB.html"
 */
export const payLaterModalUrl = (locale: PayLaterLocale): string =>
  `${MODAL_ORIGINS[payLaterBrand(locale)]}/modal/${locale}.html`

/**
 * The origins the modal is fetched from, one per brand: what a Content-Security-Policy's
 * `connect-src` must allow for the modal to load in a browser (PAYLATER-013).
 *
 * @example
 * helmet({ contentSecurityPolicy: { directives: { "connect-src": ["'self'", ...PAY_LATER_MODAL_ORIGINS] } } })
 */
export const PAY_LATER_MODAL_ORIGINS: readonly string[] = Object.values(MODAL_ORIGINS)

/**
 * How long the modal's fetch may take before it counts as failed (PAYLATER-014). The spec sets no
 * figure: 8 s is long enough for a slow mobile connection to fetch a small static page, short
 * enough that a visitor is not left watching "Loading" forever.
 *
 * @example
 * setTimeout(() => controller.abort(), PAY_LATER_MODAL_TIMEOUT_MS)
 */
export const PAY_LATER_MODAL_TIMEOUT_MS = 8000

/**
 * The plain text the modal shows when the provider's page cannot be fetched. The failure itself is
 * only logged (PAYLATER-014), so this is no error message: it says what pay-later is, with the
 * default instalments (PAYLATER-007), and that the details are not at hand. English for every
 * locale, like the rest of the pay-later wording (PAYLATER-005).
 *
 * @example
 * payLaterModalFallback("en_GB") // "Pay in 4 interest-free payments with Clearpay. The full details can't be shown right now."
 */
export const payLaterModalFallback = (locale: PayLaterLocale): string =>
  `Pay in ${DEFAULT_INSTALMENTS} interest-free payments with ${PAY_LATER_BRAND_NAMES[payLaterBrand(locale)]}. ` +
  "The full details can't be shown right now."
