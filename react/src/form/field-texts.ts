import type { LIKERT_ANSWERS, MultiPartType } from "@vitrine/core/form"
import { ENGLISH, type StringKey, translate } from "@vitrine/core/site"
import type { FormTexts } from "./form-texts.ts"

/**
 * The dictionary key of each part's label, part for part in the order the values are listed
 * (FORM-004, FORM-005; core's `SUB_FIELDS`). A form shows them in its page's language (`partLabel`).
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
} as const satisfies { readonly [Field in MultiPartType]: readonly StringKey[] }

const english = (keys: readonly StringKey[]): readonly string[] => keys.map((key) => ENGLISH[key])

/**
 * The parts' labels in English: the English dictionary's texts of `PART_LABEL_KEYS`.
 *
 * @example
 * PART_LABELS.name // ["First Name", "Last Name"]
 */
export const PART_LABELS: { readonly [Field in MultiPartType]: readonly string[] } = {
  name: english(PART_LABEL_KEYS.name),
  address: english(PART_LABEL_KEYS.address),
  date: english(PART_LABEL_KEYS.date),
  time: english(PART_LABEL_KEYS.time),
  phone: english(PART_LABEL_KEYS.phone),
}

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
export const partLabel = (field: MultiPartType, index: number, texts: FormTexts | undefined): string => {
  const key: StringKey | undefined = PART_LABEL_KEYS[field][index]
  return key === undefined ? "" : translate(texts, key)
}
