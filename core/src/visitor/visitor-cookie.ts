/**
 * The visitor cookie `ss_cvr` read as data: the visitor id, then the first, previous and current
 * visit times (milliseconds since the epoch) and the visit count (COOKIE-002).
 */
export interface VisitorCookie {
  readonly visitorId: string
  readonly firstVisit: number
  readonly previousVisit: number
  readonly currentVisit: number
  readonly visitCount: number
}

// The id is not described beyond "an id"; ours are URL-safe text (base64url and dots), so anything
// else, and anything longer than 128 characters, is not an id we issued.
const ID = /^[A-Za-z0-9._~-]{1,128}$/
const POSITIVE = /^[1-9][0-9]{0,15}$/

/**
 * A positive integer within JavaScript's safe range, written in plain decimal digits, or undefined.
 *
 * @example
 * positiveInteger("42") // 42
 * positiveInteger("042") // undefined
 */
export const positiveInteger = (text: string | undefined): number | undefined => {
  if (text === undefined || !POSITIVE.test(text)) return undefined
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : undefined
}

/**
 * Reads `ss_cvr`: five fields joined by pipes, an id then four positive integers (COOKIE-002).
 * Anything else — a missing cookie, a field too many or too few, a zero, a sign, a decimal point —
 * is read as missing (COOKIE-003).
 *
 * @example
 * parseVisitorCookie("abc|1|1|1|1") // { visitorId: "abc", firstVisit: 1, previousVisit: 1, currentVisit: 1, visitCount: 1 }
 * parseVisitorCookie("abc|1|1|1|0") // undefined
 */
export const parseVisitorCookie = (value: string | undefined): VisitorCookie | undefined => {
  const fields = (value ?? "").split("|")
  if (fields.length !== 5) return undefined
  const [visitorId = "", ...times] = fields
  if (!ID.test(visitorId)) return undefined
  const [firstVisit, previousVisit, currentVisit, visitCount] = times.map(positiveInteger)
  if (
    firstVisit === undefined ||
    previousVisit === undefined ||
    currentVisit === undefined ||
    visitCount === undefined
  ) {
    return undefined
  }
  return { visitorId, firstVisit, previousVisit, currentVisit, visitCount }
}

/**
 * Writes `ss_cvr` (COOKIE-002); `parseVisitorCookie` reads it back to the same value.
 *
 * @example
 * formatVisitorCookie({ visitorId: "abc", firstVisit: 1, previousVisit: 2, currentVisit: 3, visitCount: 2 }) // "abc|1|2|3|2"
 */
export const formatVisitorCookie = (cookie: VisitorCookie): string =>
  [cookie.visitorId, cookie.firstVisit, cookie.previousVisit, cookie.currentVisit, cookie.visitCount].join(
    "|",
  )

/**
 * Whether text can be a visitor id in `ss_cvr`: 1 to 128 URL-safe characters.
 *
 * @example
 * isVisitorId("a.b-c_d") // true
 * isVisitorId("a|b") // false
 */
export const isVisitorId = (text: string): boolean => ID.test(text)

/**
 * Reads the visit-time cookie `ss_cvt`: a positive integer timestamp, else missing (COOKIE-004).
 *
 * @example
 * parseVisitTime("1700000000000") // 1700000000000
 * parseVisitTime("-5") // undefined
 */
export const parseVisitTime = (value: string | undefined): number | undefined => positiveInteger(value)
