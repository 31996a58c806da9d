import { addressConfig } from "@vitrine/core/address"
import {
  type AddressField,
  addressErrors,
  giftCardErrors,
  type ShippingAddress,
} from "@vitrine/core/checkout"
import { ENGLISH } from "@vitrine/core/site"

/**
 * The countries the checkout offers: those with postal rules and region lists of their own
 * (POSTAL-002), then a few without. Ours: the spec lists no shipping countries.
 *
 * @example
 * COUNTRIES[0] // { code: "US", name: "United States" }
 */
export const COUNTRIES = [
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "GB", name: "United Kingdom" },
  { code: "AU", name: "Australia" },
  { code: "NZ", name: "New Zealand" },
  { code: "IE", name: "Ireland" },
  { code: "FR", name: "France" },
  { code: "ES", name: "Spain" },
  { code: "NO", name: "Norway" },
  { code: "SE", name: "Sweden" },
  { code: "DE", name: "Germany" },
  { code: "NL", name: "Netherlands" },
  { code: "PR", name: "Puerto Rico" },
] as const

/** The form's values: the address plus the shipping option, the card and a gift card's recipient. */
export interface CheckoutValues extends ShippingAddress {
  readonly shippingOptionId: string
  readonly paymentMethod: string
  readonly recipientEmail: string
  readonly giftMessage: string
}

/** A fresh form: United States, nothing typed. */
export const EMPTY_VALUES: CheckoutValues = {
  email: "",
  firstName: "",
  lastName: "",
  line1: "",
  line2: "",
  city: "",
  region: "",
  postalCode: "",
  country: "US",
  shippingOptionId: "",
  paymentMethod: "",
  recipientEmail: "",
  giftMessage: "",
}

/**
 * The checkout page's texts in English (ours, beyond the spec's catalogue): the page shows them in
 * its language from the page's dictionary (`usePageText`), whose English these are.
 */
export const CHECKOUT_TEXT = {
  title: ENGLISH.checkout,
  contact: ENGLISH.contact,
  shipping: ENGLISH.shippingAddress,
  delivery: ENGLISH.delivery,
  payment: ENGLISH.payment,
  card: ENGLISH.cardNumber,
  cardRequired: ENGLISH.cardRequired,
  testMode: ENGLISH.testMode,
  testHint: ENGLISH.testHint,
  pay: ENGLISH.placeOrder,
  paying: ENGLISH.placingOrder,
  authenticate: ENGLISH.authenticate,
  authenticateButton: ENGLISH.authenticateButton,
  fix: ENGLISH.reviewFields,
  subscriptionTitle: ENGLISH.subscriptionCheckout,
  giftCardTitle: ENGLISH.giftCardCheckout,
  giftCard: ENGLISH.giftCardRecipient,
  recipientEmail: ENGLISH.recipientEmail,
  giftMessage: ENGLISH.giftMessage,
} as const

/**
 * The label of a country's region select, singular ("States" → "State", "Counties" → "County").
 *
 * @example
 * regionLabel("CA") // "Province"
 */
export const regionLabel = (country: string): string =>
  addressConfig(country).subdivisionsLabel.replace(/ies$/, "y").replace(/s$/, "")

/**
 * The label of a country's postal-code field, singular ("ZIP Codes" → "ZIP Code").
 *
 * @example
 * postalLabel("US") // "ZIP Code"
 */
export const postalLabel = (country: string): string =>
  addressConfig(country).postalCodesLabel.replace(/s$/, "")

/**
 * The form's errors before it is sent: core's address rules (the server applies the same ones), a
 * card number, and the recipient when the cart holds gift cards (ADDCART-007).
 *
 * @example
 * formErrors({ ...EMPTY_VALUES, postalCode: "1" }).postalCode // "ZIP Codes need to be 5 digits."
 */
export const formErrors = (
  values: CheckoutValues,
  options: { readonly giftCards: boolean; readonly cardRequired?: string } = { giftCards: false },
): Partial<Record<AddressField | "paymentMethod" | "recipientEmail" | "giftMessage", string>> => {
  const errors: Partial<Record<AddressField | "paymentMethod" | "recipientEmail" | "giftMessage", string>> = {
    ...addressErrors(values),
  }
  if (values.paymentMethod.trim() === "")
    errors.paymentMethod = options.cardRequired ?? CHECKOUT_TEXT.cardRequired
  if (options.giftCards) {
    Object.assign(
      errors,
      giftCardErrors({ recipientEmail: values.recipientEmail, message: values.giftMessage }),
    )
  }
  return errors
}
