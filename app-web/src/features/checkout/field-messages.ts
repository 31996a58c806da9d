import { ADDRESS_MESSAGE, GIFT_CARD_MESSAGE, GIFT_MESSAGE_MAX } from "@vitrine/core/checkout"
import { fixedMessages, type StorefrontStrings } from "@vitrine/core/site"

// Core's checkout rules' fixed field messages, each with its dictionary key.
const inLanguage = fixedMessages([
  [ADDRESS_MESSAGE.required, "fieldRequired"],
  [ADDRESS_MESSAGE.email, "emailInvalid"],
  [ADDRESS_MESSAGE.region, "regionInvalid"],
  [ADDRESS_MESSAGE.country, "countryRequired"],
  [GIFT_CARD_MESSAGE.recipientRequired, "recipientRequired"],
  [GIFT_CARD_MESSAGE.recipientInvalid, "recipientInvalid"],
  [GIFT_CARD_MESSAGE.messageTooLong, "giftMessageTooLong", { max: String(GIFT_MESSAGE_MAX) }],
])

/**
 * The checkout's field messages in the page's language (`strings`, `usePageStrings`): core's fixed
 * messages by their dictionary key; a message with no key (a postal code's, whose wording follows
 * the country's rule, or one the server wrote) stays as it came, English rather than nothing.
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
