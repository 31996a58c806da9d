/**
 * SQL reading a timestamptz column as epoch milliseconds (a JS number): how sessions and sign-in
 * counts hand their times to core, which reckons in Effect clock milliseconds.
 *
 * @example
 * `SELECT ${epochMs("s.created_at")} AS created_at FROM sessions s`
 */
export const epochMs = (column: string): string => `(extract(epoch FROM ${column}) * 1000)::float8`

/**
 * Epoch milliseconds as a timestamptz parameter: an ISO 8601 string, exact to the millisecond.
 *
 * @example
 * params: [timestamp(session.createdAt)] // "$1::timestamptz"
 */
export const timestamp = (ms: number): string => new Date(ms).toISOString()
