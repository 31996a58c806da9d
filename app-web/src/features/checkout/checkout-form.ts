import { addressConfig } from "@vitrine/core/address"
import {
  type AddressField,
  addressErrors,
  giftCardErrors,
  type ShippingAddress,
} from "@vitrine/core/checkout"

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

/** The texts of the checkout page (ours, beyond the spec's catalogue). */
export const CHECKOUT_TEXT = {
  title: "Checkout",
  contact: "Contact",
  shipping: "Shipping address",
  delivery: "Delivery",
  payment: "Payment",
  card: "Card number",
  cardRequired: "Enter a card number.",
  testMode: "Test mode",
  testHint: "No payment is taken. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline.",
  pay: "Place order",
  paying: "Placing order…",
  authenticate: "Your bank asks you to confirm this payment.",
  authenticateButton: "Complete authentication",
  fix: "Please review the highlighted fields.",
  subscriptionTitle: "Subscription checkout",
  giftCardTitle: "Gift card checkout",
  giftCard: "Gift card recipient",
  recipientEmail: "Recipient email",
  giftMessage: "Message (optional)",
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
  options: { readonly giftCards: boolean } = { giftCards: false },
): Partial<Record<AddressField | "paymentMethod" | "recipientEmail" | "giftMessage", string>> => {
  const errors: Partial<Record<AddressField | "paymentMethod" | "recipientEmail" | "giftMessage", string>> = {
    ...addressErrors(values),
  }
  if (values.paymentMethod.trim() === "") errors.paymentMethod = CHECKOUT_TEXT.cardRequired
  if (options.giftCards) {
    Object.assign(
      errors,
      giftCardErrors({ recipientEmail: values.recipientEmail, message: values.giftMessage }),
    )
  }
  return errors
}
