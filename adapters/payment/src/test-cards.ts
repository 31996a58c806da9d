/**
 * The test mode's cards, after the big providers' test cards (Stripe's numbers, so a developer who
 * knows them knows these): what each does when charged, and after a second step.
 * - `succeeds`: paid at once;
 * - `declined`: refused with the message shown;
 * - `action-then-succeeds` / `action-then-declined`: a second step (3-D Secure), then paid or refused.
 *
 * @example
 * TEST_CARDS["4242424242424242"] // { outcome: "succeeds", label: "Visa, succeeds" }
 */
export const TEST_CARDS = {
  "4242424242424242": { outcome: "succeeds", label: "Visa, succeeds" },
  "5555555555554444": { outcome: "succeeds", label: "Mastercard, succeeds" },
  "4000000000000002": { outcome: "declined", label: "Declined", message: "Your card was declined." },
  "4000000000009995": {
    outcome: "declined",
    label: "Declined, insufficient funds",
    message: "Your card has insufficient funds.",
  },
  "4000000000000069": { outcome: "declined", label: "Expired card", message: "Your card has expired." },
  "4000002760003184": { outcome: "action-then-succeeds", label: "3-D Secure, then succeeds" },
  "4000008260003178": {
    outcome: "action-then-declined",
    label: "3-D Secure, then insufficient funds",
    message: "Your card has insufficient funds.",
  },
} as const satisfies Record<string, TestCard>

/** What a test card does. */
export interface TestCard {
  readonly outcome: "succeeds" | "declined" | "action-then-succeeds" | "action-then-declined"
  readonly label: string
  readonly message?: string
}

/** The message for a number that is not a card number at all (fails the Luhn check or its length). */
export const INCORRECT_NUMBER = "Your card number is incorrect."

/** The message for a real card number in test mode (Stripe's own wording): no real card is charged. */
export const REAL_CARD_IN_TEST_MODE =
  "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing."

/**
 * Whether digits pass the Luhn check every card number carries.
 *
 * @example
 * passesLuhn("4242424242424242") // true
 */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * What a typed card number does in test mode: its test card, or a refusal with the message for a
 * number that is no card number or a real card's. Spaces and dashes between digits are ignored.
 *
 * @example
 * testCardFor("4242 4242 4242 4242").outcome // "succeeds"
 */
export const testCardFor = (typed: string): TestCard => {
  const digits = typed.replaceAll(/[\s-]/g, "")
  const known = (TEST_CARDS as Record<string, TestCard>)[digits]
  if (known !== undefined) return known
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { outcome: "declined", label: "Incorrect number", message: INCORRECT_NUMBER }
  }
  return { outcome: "declined", label: "Real card", message: REAL_CARD_IN_TEST_MODE }
}
