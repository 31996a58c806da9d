import { ADDRESS_MESSAGE, GIFT_CARD_MESSAGE, GIFT_MESSAGE_MAX } from "@vitrine/core/checkout"
import type { StringKey } from "@vitrine/core/site"
import type { PageText } from "../../ssr/page-language.ts"

// Core's checkout rules word their field messages in English, in the browser's check and in the
// server's answer alike (the same rules): each fixed message has its key in the dictionaries.
const KEYS: ReadonlyMap<string, readonly [StringKey, Record<string, string>?]> = new Map([
  [ADDRESS_MESSAGE.required, ["fieldRequired"]],
  [ADDRESS_MESSAGE.email, ["emailInvalid"]],
  [ADDRESS_MESSAGE.region, ["regionInvalid"]],
  [ADDRESS_MESSAGE.country, ["countryRequired"]],
  [GIFT_CARD_MESSAGE.recipientRequired, ["recipientRequired"]],
  [GIFT_CARD_MESSAGE.recipientInvalid, ["recipientInvalid"]],
  [GIFT_CARD_MESSAGE.messageTooLong, ["giftMessageTooLong", { max: String(GIFT_MESSAGE_MAX) }]],
])

/**
 * The checkout's field messages in the page's language (`text`, `usePageText`): core's fixed
 * messages by their dictionary key; a message with no key (a postal code's, whose wording follows
 * the country's rule, or one the server wrote) stays as it came, English rather than nothing.
 *
 * @example
 * fieldErrorsIn({ email: "This field is required." }, text) // { email: "Ce champ est obligatoire." } in French
 */
export const fieldErrorsIn = (
  errors: Readonly<Record<string, string | undefined>>,
  text: PageText,
): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const known = message === undefined ? undefined : KEYS.get(message)
      return [field, known ? text(known[0], known[1]) : message]
    }),
  )
