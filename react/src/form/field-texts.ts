import type { LIKERT_ANSWERS } from "@vitrine/core/form"
import { type StringKey, translate } from "@vitrine/core/site"
import type { FormTexts } from "./form-texts.ts"

/**
 * The labels of the parts of the multi-part fields, in the order their values are listed (FORM-004,
 * FORM-005), in English: the English dictionary's texts of `PART_LABEL_KEYS` (a test holds them
 * equal). A form shows them in its page's language (`partLabel`).
 *
 * @example
 * PART_LABELS.name // ["First Name", "Last Name"]
 */
export const PART_LABELS = {
  name: ["First Name", "Last Name"],
  address: ["Address 1", "Address 2", "City", "State", "ZIP Code", "Country"],
  date: ["Month", "Day", "Year"],
  time: ["Hour", "Minute", "Second", "AM/PM"],
  phone: ["Country", "Area code", "Prefix", "Line"],
} as const

/** A field made of several parts. */
export type PartField = keyof typeof PART_LABELS

/**
 * The dictionary key of each part's label, part for part as in `PART_LABELS`.
 *
 * @example
 * PART_LABEL_KEYS.name // ["formFirstName", "formLastName"]
 */
export const PART_LABEL_KEYS = {
  name: ["formFirstName", "formLastName"],
  address: ["formAddress1", "formAddress2", "formCity", "formState", "formZipCode", "formCountry"],
  date: ["formMonth", "formDay", "formYear"],
  time: ["formHour", "formMinute", "formSecond", "formAmPm"],
  phone: ["formPhoneCountry", "formAreaCode", "formPhonePrefix", "formPhoneLine"],
} as const satisfies { readonly [Field in PartField]: readonly StringKey[] }

/**
 * The dictionary key of each likert answer's words (FORM-010), by its value -2..2: the answer
 * sent is the value, whatever the language it was read in.
 *
 * @example
 * LIKERT_KEYS["2"] // "likertStronglyAgree"
 */
export const LIKERT_KEYS = {
  "-2": "likertStronglyDisagree",
  "-1": "likertDisagree",
  "0": "likertNeutral",
  "1": "likertAgree",
  "2": "likertStronglyAgree",
} as const satisfies { readonly [Answer in keyof typeof LIKERT_ANSWERS]: StringKey }

/**
 * A part's label in `texts`' language; English without them.
 *
 * @example
 * partLabel("name", 0, dictionaryFor("fr")) // "Prénom"
 */
export const partLabel = (field: PartField, index: number, texts: FormTexts | undefined): string => {
  const key: StringKey | undefined = PART_LABEL_KEYS[field][index]
  return key === undefined ? "" : translate(texts, key)
}
