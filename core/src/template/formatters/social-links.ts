/**
 * The outbound links the social formatters build (001 §7): a calendar-service event link
 * (TPL-037, TPL-038) and tweet text with its URLs, handles and hashtags made into links (TPL-039,
 * TPL-040). Pure functions over plain values.
 */
import { formatDatePattern } from "../i18n/date-pattern.ts"
import { zonedTime } from "../i18n/zoned-time.ts"
import { wellFormed } from "../values/strings.ts"

/**
 * An event as the calendar link reads it: timestamps in epoch milliseconds, the title, and the
 * address lines (TPL-003 `location`).
 *
 * @example
 * const event: CalendarEvent = { start: 1384518630000, end: 1384518716400, title: "Launch" }
 */
export interface CalendarEvent {
  readonly start: number
  readonly end: number
  readonly title: string
  readonly location?: readonly string[]
}

const CALENDAR = "http://www.google.com/calendar/event?action=TEMPLATE"

const utcStamp = (epoch: number): string | undefined => {
  const time = zonedTime(epoch, "UTC")
  return time && formatDatePattern(time, "%Y%m%dT%H%M%SZ")
}

const component = (text: string) => encodeURIComponent(wellFormed(text))

/**
 * The calendar-service link that adds an event: its title, its UTC dates as `20131115T123030Z`
 * (TPL-037) and, when there is one, its location — the non-blank address lines, trimmed and joined
 * by ", " (TPL-038). Text is percent-encoded as a URI component. Undefined when a date is not a
 * date.
 *
 * @example
 * calendarEventUrl({ start: 1384518630000, end: 1384518716400, title: "", location: ["1 Main St.", "US"] })
 * // "http://www.google.com/calendar/event?action=TEMPLATE&text=&dates=20131115T123030Z/20131115T123156Z&location=1%20Main%20St.%2C%20US"
 */
export const calendarEventUrl = (event: CalendarEvent): string | undefined => {
  const start = utcStamp(event.start)
  const end = utcStamp(event.end)
  if (start === undefined || end === undefined) return undefined
  const place = (event.location ?? [])
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(", ")
  const location = place === "" ? "" : `&location=${component(place)}`
  return `${CALENDAR}&text=${component(event.title)}&dates=${start}/${end}${location}`
}

/**
 * A plain URL (http, https, ftp, file), a handle after a start or a space (`@name`), or a hashtag
 * (`#tag`, letters of any script). URL characters exclude quotes and angle brackets, so a URL
 * copied into an attribute cannot leave it.
 */
const TWEET_PARTS =
  /\b((?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#/%=~_|])|(^|\s)@(\w+)|(^|\s)#([\p{L}\p{N}_]+)/giu

const NEW_WINDOW = 'target="_blank" rel="noopener"'

/**
 * Tweet text with its links made live: plain URLs become links opening in a new window (TPL-040),
 * `@handle` links to the profile and `#tag` to the hashtag's page (TPL-039). The rest of the text
 * is left as it is (it is the tweet's HTML).
 *
 * @example
 * linkTweetText("hi @vitrine see https://x.co #shop")
 * // 'hi <a href="https://twitter.com/vitrine/" target="_blank" rel="noopener">@vitrine</a> see <a …>https://x.co</a> <a …>#shop</a>'
 */
export const linkTweetText = (text: string): string =>
  text.replace(
    TWEET_PARTS,
    (match, url?: string, before?: string, handle?: string, space?: string, tag?: string) => {
      if (url !== undefined) return `<a href="${url}" ${NEW_WINDOW}>${url}</a>`
      if (handle !== undefined)
        return `${before}<a href="https://twitter.com/${handle}/" ${NEW_WINDOW}>@${handle}</a>`
      if (tag !== undefined) {
        const href = `https://twitter.com/hashtag/${component(tag)}?src=hash`
        return `${space}<a href="${href}" ${NEW_WINDOW}>#${tag}</a>`
      }
      return match
    },
  )
