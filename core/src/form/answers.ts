/**
 * How a submitted form answer reads in a summary (an order's additional-fields answers, a
 * submission e-mail): one text per answer type, built from the sub-fields the form collected
 * (FORM-004 to FORM-014). Pure text; the caller adds the markup and the escaping.
 */

/** What an empty answer shows (FORM-013). */
export const NO_ANSWER = "N/A"

/** The answer types that have their own summary (FORM-014); every other type shows its plain value. */
export const SUMMARY_ANSWER_TYPES = [
  "address",
  "checkbox",
  "date",
  "likert",
  "name",
  "phone",
  "time",
] as const

/** The texts of likert answers -2 to 2 (FORM-010). */
export const LIKERT_ANSWERS = {
  "-2": "Strongly Disagree",
  "-1": "Disagree",
  "0": "Neutral",
  "1": "Agree",
  "2": "Strongly Agree",
} as const

/** One sub-field as collected: its text, "" when not filled in. */
type Part = string

const filled = (part: Part): boolean => part.trim() !== ""

/**
 * The text of a likert answer (FORM-010), or undefined for an answer outside -2..2.
 *
 * @example
 * likertAnswer("1") // "Agree"
 */
export const likertAnswer = (answer: Part): string | undefined =>
  Object.hasOwn(LIKERT_ANSWERS, answer.trim())
    ? LIKERT_ANSWERS[answer.trim() as keyof typeof LIKERT_ANSWERS]
    : undefined

/**
 * A name answer: first and last name separated by a space.
 *
 * @example
 * nameAnswer({ first: "John", last: "Doe" }) // "John Doe"
 */
export const nameAnswer = (name: { readonly first: Part; readonly last: Part }): string =>
  [name.first, name.last].filter(filled).join(" ")

/**
 * A date answer as month/day/year, the order the form asks in; "" when nothing was filled in.
 *
 * @example
 * dateAnswer({ month: "11", day: "23", year: "2010" }) // "11/23/2010"
 */
export const dateAnswer = (date: {
  readonly month: Part
  readonly day: Part
  readonly year: Part
}): string => ([date.month, date.day, date.year].some(filled) ? `${date.month}/${date.day}/${date.year}` : "")

const twoDigits = (part: Part): string => (filled(part) ? part.padStart(2, "0") : "00")

/**
 * A time answer as hour:minute:second am/pm. The hour is shown as entered ("9"), "00" when left
 * empty; minutes and seconds always have two digits ("4:00:00 pm"). "" when nothing was filled in.
 *
 * @example
 * timeAnswer({ hour: "9", minute: "15", second: "31", ampm: "am" }) // "9:15:31 am"
 */
export const timeAnswer = (time: {
  readonly hour: Part
  readonly minute: Part
  readonly second: Part
  readonly ampm: Part
}): string => {
  if (![time.hour, time.minute, time.second].some(filled)) return ""
  const clock = `${filled(time.hour) ? time.hour : "00"}:${twoDigits(time.minute)}:${twoDigits(time.second)}`
  return filled(time.ampm) ? `${clock} ${time.ampm}` : clock
}

/**
 * A phone answer: "+country " when a country code was given, then area code, prefix and line
 * joined by "-" (FORM-005).
 *
 * @example
 * phoneAnswer({ country: "1", areaCode: "646", prefix: "123", line: "0000" }) // "+1 646-123-0000"
 */
export const phoneAnswer = (phone: {
  readonly country: Part
  readonly areaCode: Part
  readonly prefix: Part
  readonly line: Part
}): string => {
  const number = [phone.areaCode, phone.prefix, phone.line].filter(filled).join("-")
  if (number === "") return ""
  return filled(phone.country) ? `+${phone.country} ${number}` : number
}

/**
 * An address answer as its lines: street lines, then "City, State Zip Country"; empty parts are
 * left out, and so is a line with nothing in it.
 *
 * @example
 * addressAnswer({ line1: "123 Main St", line2: "", city: "New York", state: "NY", zip: "10013", country: "US" })
 * // ["123 Main St", "New York, NY 10013 US"]
 */
export const addressAnswer = (address: {
  readonly line1: Part
  readonly line2: Part
  readonly city: Part
  readonly state: Part
  readonly zip: Part
  readonly country: Part
}): readonly string[] => {
  const region = [address.state, address.zip, address.country].filter(filled).join(" ")
  const place = [address.city, region].filter(filled).join(", ")
  return [address.line1, address.line2, place].filter(filled)
}

/**
 * A checkbox answer: the checked values, comma separated (FORM-006).
 *
 * @example
 * checkboxAnswer(["One", "Two"]) // "One, Two"
 */
export const checkboxAnswer = (checked: readonly Part[]): string => checked.filter(filled).join(", ")
