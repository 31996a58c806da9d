import { isEmail } from "../form/validation.ts"

// The recipient's rules, apart from the issuing of cards (gift-card.ts, an Effect program): the
// gift-card checkout checks its form with them as it loads, and a module it imports must not bring
// Effect into the browser's bundle.

/**
 * Who a gift card is for, asked on the gift-card checkout (ADDCART-007): the recipient's e-mail and
 * an optional message.
 *
 * @example
 * const recipient: GiftCardRecipient = { recipientEmail: "grace@example.com", message: "Happy birthday!" }
 */
export interface GiftCardRecipient {
  readonly recipientEmail: string
  readonly message: string
}

/** The longest gift message (ours: the spec gives none). */
export const GIFT_MESSAGE_MAX = 500

/** The gift-card checkout's field messages (ours: the spec's catalogue has none for it). */
export const GIFT_CARD_MESSAGE = {
  recipientRequired: "Enter the recipient's email.",
  recipientInvalid: "Enter a valid email address for the recipient.",
  messageTooLong: `Keep the message to ${GIFT_MESSAGE_MAX} characters or fewer.`,
} as const

/**
 * The recipient's field errors, empty when the recipient is good: a valid e-mail (the form
 * validation's rule, FORM-027) and a message of at most {@link GIFT_MESSAGE_MAX} characters.
 *
 * @example
 * giftCardErrors({ recipientEmail: "", message: "" }) // { recipientEmail: "Enter the recipient's email." }
 */
export const giftCardErrors = (
  recipient: GiftCardRecipient,
): Partial<Record<"recipientEmail" | "giftMessage", string>> => {
  const errors: Partial<Record<"recipientEmail" | "giftMessage", string>> = {}
  const email = recipient.recipientEmail.trim()
  if (email === "") errors.recipientEmail = GIFT_CARD_MESSAGE.recipientRequired
  else if (!isEmail(email)) errors.recipientEmail = GIFT_CARD_MESSAGE.recipientInvalid
  if ([...recipient.message].length > GIFT_MESSAGE_MAX) errors.giftMessage = GIFT_CARD_MESSAGE.messageTooLong
  return errors
}
