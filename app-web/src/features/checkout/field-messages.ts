import { OTHER_POSTAL_RULE, POSTAL_RULES, type PostalCountry } from "@vitrine/core/address"
import { ADD_TO_CART_MESSAGE } from "@vitrine/core/cart"
import {
  ADDRESS_MESSAGE,
  CHECKOUT_MESSAGE,
  CHECKOUT_MINIMUM_MESSAGE,
  checkoutMinimumMessage,
  GIFT_CARD_MESSAGE,
  GIFT_MESSAGE_MAX,
} from "@vitrine/core/checkout"
import type { FormatMoneyOptions, Money } from "@vitrine/core/money"
import {
  type FixedMessage,
  fixedMessages,
  type StorefrontStrings,
  type StringKey,
  translate,
} from "@vitrine/core/site"

/**
 * The dictionary key of each country's postal-code message (POSTAL-004 to POSTAL-013): countries
 * whose rules share a message share its key (AU and NO, FR and ES).
 *
 * @example
 * POSTAL_MESSAGE_KEYS.US // "postalZip"
 */
export const POSTAL_MESSAGE_KEYS = {
  US: "postalZip",
  CA: "postalFsa",
  AU: "postalFourDigits",
  GB: "postalOutcode",
  FR: "postalFiveDigits",
  NZ: "postcodeFourDigits",
  NO: "postalFourDigits",
  SE: "postalUpToThree",
  ES: "postalFiveDigits",
  IE: "postalEircode",
} as const satisfies Readonly<Record<PostalCountry, StringKey>>

const POSTAL_MESSAGES: readonly FixedMessage[] = [
  ...Object.entries(POSTAL_MESSAGE_KEYS).map(
    ([country, key]): FixedMessage => [POSTAL_RULES[country as PostalCountry].message, key],
  ),
  [OTHER_POSTAL_RULE.message, "postalInvalid"],
]

// Core's checkout rules' fixed field messages, each with its dictionary key.
const inLanguage = fixedMessages([
  [ADDRESS_MESSAGE.required, "fieldRequired"],
  [ADDRESS_MESSAGE.email, "emailInvalid"],
  [ADDRESS_MESSAGE.region, "regionInvalid"],
  [ADDRESS_MESSAGE.country, "countryRequired"],
  [GIFT_CARD_MESSAGE.recipientRequired, "recipientRequired"],
  [GIFT_CARD_MESSAGE.recipientInvalid, "recipientInvalid"],
  [GIFT_CARD_MESSAGE.messageTooLong, "giftMessageTooLong", { max: String(GIFT_MESSAGE_MAX) }],
  ...POSTAL_MESSAGES,
  // The checkout's answers beyond its fields: the order could not be placed.
  [CHECKOUT_MESSAGE.invalid, "reviewFields"],
  [CHECKOUT_MESSAGE.paymentUnavailable, "paymentUnavailable"],
  [CHECKOUT_MESSAGE.paymentsNotSetUp, "paymentsNotSetUp"],
  [ADD_TO_CART_MESSAGE.outOfStock, "notEnoughStock"],
])

/**
 * One of the checkout's messages in the page's language: core's fixed ones by their dictionary key
 * (a field's, the form's review request, a payment the provider could not take, short stock); one
 * the server wrote for the case (a declined card's, the provider's words; a changed total, which
 * names the new amount) stays as it came.
 *
 * @example
 * checkoutMessageIn("Please review the highlighted fields.", strings) // "Veuillez vérifier les champs signalés." in French
 */
export const checkoutMessageIn = (message: string, strings: Partial<StorefrontStrings> | undefined): string =>
  inLanguage(message, strings)

/**
 * The checkout's field messages in the page's language (`strings`, `usePageStrings`): core's fixed
 * messages by their dictionary key, a postal code's by its country's rule's; a message with no key
 * (one the server wrote) stays as it came, English rather than nothing.
 *
 * @example
 * fieldErrorsIn({ email: "This field is required." }, strings) // { email: "Ce champ est obligatoire." } in French
 */
export const fieldErrorsIn = (
  errors: Readonly<Record<string, string | undefined>>,
  strings: Partial<StorefrontStrings> | undefined,
): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      message === undefined ? undefined : inLanguage(message, strings),
    ]),
  )

/**
 * The minimum-subtotal message (CHECKOUT-001) of a quote in the page's language, its amount as the
 * language writes numbers (`money`, `useMoneyFormat`); null when the minimum is reached. The
 * server's message as it came on an English page, or when it is not core's (an older server sends
 * no `minimumSubtotal`).
 *
 * @example
 * minimumMessageIn(quote, strings, money) // "Pour passer commande, le sous-total … d'au moins $US 0,50." in French
 */
export const minimumMessageIn = (
  quote: { readonly minimumMessage: string | null; readonly minimumSubtotal?: Money | undefined },
  strings: Partial<StorefrontStrings> | undefined,
  money: (money: Money, options?: FormatMoneyOptions) => string,
): string | null => {
  const { minimumMessage: message, minimumSubtotal: minimum } = quote
  if (message === null || minimum === undefined || message !== checkoutMinimumMessage(minimum)) return message
  const wording = translate(strings, "checkoutMinimum")
  return wording === CHECKOUT_MINIMUM_MESSAGE
    ? message
    : translate(strings, "checkoutMinimum", { subtotal: money(minimum, { trimZeroFraction: true }) })
}
