/**
 * How many seconds a `Retry-After` header asks the client to wait: delta-seconds ("5") or an
 * HTTP-date (then the time left until it, never below 0). Undefined when absent or unreadable, so a
 * page does not promise a wait the server never named. The server sends it with its 503 while the
 * database is out of reach, and may with a 429.
 *
 * @example
 * retryAfterSeconds("5", Date.now()) // 5
 * retryAfterSeconds("Wed, 21 Oct 2026 07:28:00 GMT", Date.parse("Wed, 21 Oct 2026 07:27:30 GMT")) // 30
 */
export const retryAfterSeconds = (header: string | null, now: number): number | undefined => {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  // Only an IMF-fixdate (what HTTP sends): Date.parse would also take "-5" or "1.5" as a date.
  const at = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value)
    ? Date.parse(value)
    : Number.NaN
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}
