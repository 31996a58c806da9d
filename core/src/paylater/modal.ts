import { type PayLaterLocale, payLaterBrand } from "./locales.ts"

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

const MODAL_HOSTS = {
  afterpay: "https://static.afterpay.com/modal",
  clearpay: "https://static.clearpay.co.uk/modal",
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
  `${MODAL_HOSTS[payLaterBrand(locale)]}/${locale}.html`
