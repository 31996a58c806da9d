// Postal-code rules of spec 000 §5 (POSTAL-004 to POSTAL-015). The codes checked are the ones a
// merchant types to describe a shipping zone: whole codes where a country's codes are short, the
// leading part where the spec says so (the Canadian FSA, the British outcode, the first three
// characters of an Eircode, up to three digits of a Swedish postcode).
//
// Decisions where the spec is silent:
// - Input is trimmed and its ASCII letters upper-cased before the check, so " k1a " passes as "K1A"; spaces inside
//   the code are not removed ("SW1A 1AA" is a whole postcode, not an outcode, and fails for GB).
// - GB "outcode of 1-4 characters": one or two letters, optionally followed by a digit and then an
//   optional digit or letter ("E", "SW", "M1", "SW1A", "EC1A") — the shapes a postcode area or
//   outcode can take. Four digits or four letters are not an outcode.
// - CA "letter, digit, letter (first three characters)" and IE "3 alphanumeric characters": exactly
//   three characters, the FSA or Eircode routing key alone, as the messages ask.
// - US territories (POSTAL-015): PR, GU, VI, MP, AS and UM use the US ZIP code rule and message,
//   because their mail is addressed with USPS ZIP codes (PR 006–009xx, GU 969xx, ...).

/** A postal-code rule: an anchored pattern over the normalised code, and the spec's message. */
export interface PostalRule {
  /** Anchored pattern, tested against the trimmed, upper-cased code. */
  readonly pattern: string
  /** The spec's message when a code does not match. */
  readonly message: string
}

/**
 * The postal-code rule per country (POSTAL-004 to POSTAL-013), exact to the character.
 *
 * @example
 * POSTAL_RULES.US.message // "ZIP Codes need to be 5 digits."
 */
export const POSTAL_RULES = {
  US: { pattern: "^\\d{5}$", message: "ZIP Codes need to be 5 digits." },
  CA: { pattern: "^[A-Z]\\d[A-Z]$", message: "An FSA code is invalid." },
  AU: { pattern: "^\\d{4}$", message: "Postal Codes need to be 4 digits." },
  GB: {
    pattern: "^[A-Z]{1,2}(?:\\d[A-Z\\d]?)?$",
    message: "Enter only the 1-4 character outcode portion of postcodes.",
  },
  FR: { pattern: "^\\d{5}$", message: "Postal Codes need to be 5 digits." },
  NZ: { pattern: "^\\d{4}$", message: "Postcodes need to be 4 digits." },
  NO: { pattern: "^\\d{4}$", message: "Postal Codes need to be 4 digits." },
  SE: { pattern: "^\\d{1,3}$", message: "Enter up to 3 digits of the postcode." },
  ES: { pattern: "^\\d{5}$", message: "Postal Codes need to be 5 digits." },
  IE: { pattern: "^[A-Z\\d]{3}$", message: "Enter only the first three characters of the Eircode." },
} as const satisfies Record<string, PostalRule>

/** A country with its own postal-code rule. */
export type PostalCountry = keyof typeof POSTAL_RULES

/**
 * The rule for every other country: anything passes; the generic message is kept for callers that
 * need one (POSTAL-014).
 *
 * @example
 * OTHER_POSTAL_RULE.message // "Invalid postal code."
 */
export const OTHER_POSTAL_RULE: PostalRule = { pattern: "^[\\s\\S]*$", message: "Invalid postal code." }

/**
 * The US territories (POSTAL-015): the US itself and the territories that use its ZIP codes.
 *
 * @example
 * US_TERRITORIES.includes("PR") // true
 */
export const US_TERRITORIES = ["US", "PR", "GU", "VI", "MP", "AS", "UM"] as const

/**
 * Whether a country code is the US or one of its territories (POSTAL-015).
 *
 * @example
 * isUsTerritory("gu") // true
 */
export const isUsTerritory = (country: string): boolean =>
  (US_TERRITORIES as ReadonlyArray<string>).includes(country.trim().toUpperCase())

/**
 * The country whose rule applies: US territories map to "US"; a country without a rule of its own
 * to "other".
 *
 * @example
 * postalCountry("PR") // "US"
 * postalCountry("DE") // "other"
 */
export const postalCountry = (country: string): PostalCountry | "other" => {
  const code = country.trim().toUpperCase()
  if (isUsTerritory(code)) return "US"
  return Object.hasOwn(POSTAL_RULES, code) ? (code as PostalCountry) : "other"
}

/**
 * The postal-code rule for a country (ISO 3166-1 alpha-2, any case).
 *
 * @example
 * postalRule("NZ").message // "Postcodes need to be 4 digits."
 */
export const postalRule = (country: string): PostalRule => {
  const key = postalCountry(country)
  return key === "other" ? OTHER_POSTAL_RULE : POSTAL_RULES[key]
}

/**
 * A postal code as the rules read it: trimmed, with ASCII letters upper-cased. Only a–z change, so
 * "ß" or "ı" never turn into letters a rule accepts ("SS", "I").
 *
 * @example
 * normalizePostalCode(" k1a ") // "K1A"
 */
export const normalizePostalCode = (code: string): string =>
  code.trim().replace(/[a-z]+/g, (letters) => letters.toUpperCase())

/** A postal code that passed its country's rule, or the spec's message. */
export type PostalCodeResult =
  | { readonly ok: true; readonly postalCode: string }
  | { readonly ok: false; readonly message: string }

/**
 * Checks a postal code against its country's rule (POSTAL-004 to POSTAL-015) and returns the
 * normalised code or the spec's message.
 *
 * @example
 * validatePostalCode("US", "1234") // { ok: false, message: "ZIP Codes need to be 5 digits." }
 * validatePostalCode("CA", "k1a") // { ok: true, postalCode: "K1A" }
 */
export const validatePostalCode = (country: string, code: string): PostalCodeResult => {
  const rule = postalRule(country)
  const postalCode = normalizePostalCode(code)
  return new RegExp(rule.pattern).test(postalCode)
    ? { ok: true, postalCode }
    : { ok: false, message: rule.message }
}
