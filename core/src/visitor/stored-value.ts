/**
 * What the storefront keeps in a visitor's browser storage is wrapped as a value plus an optional
 * expiry timestamp (UTIL-001), so a value outlives neither its purpose nor a change of its shape.
 *
 * Decisions where the spec is silent:
 * - The expiry is milliseconds since the epoch; a value read at or after it is gone.
 * - What is not such a wrapper (another program's text under the same key, a damaged write, an
 *   expiry that is not a finite number) reads as nothing stored, never as an error: storage belongs
 *   to the visitor's browser and may hold anything.
 *
 * @example
 * const text = storedValueText(["order-1"], Date.now() + 86_400_000)
 * readStoredValue(text, Date.now())?.value // ["order-1"]
 * readStoredValue(text, Date.now() + 2 * 86_400_000) // undefined: expired
 */

/** A stored value and, when it has one, the time (ms since the epoch) it expires. */
export interface StoredValue {
  readonly value: unknown
  readonly expiresAt?: number
}

/**
 * The text to store for `value`, expiring at `expiresAt` when given.
 *
 * @example
 * storedValueText(true) // '{"value":true}'
 */
export const storedValueText = (value: unknown, expiresAt?: number): string =>
  JSON.stringify(expiresAt === undefined ? { value } : { value, expiresAt })

const isRecord = (candidate: unknown): candidate is Record<string, unknown> =>
  typeof candidate === "object" && candidate !== null && !Array.isArray(candidate)

/**
 * The value stored as `text`, or undefined when nothing is stored, the text is not a stored value,
 * or it has expired by `now`.
 *
 * @example
 * readStoredValue('{"value":1,"expiresAt":10}', 9)?.value // 1
 * readStoredValue('{"value":1,"expiresAt":10}', 10) // undefined
 */
export const readStoredValue = (text: string | null, now: number): StoredValue | undefined => {
  if (text === null) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(parsed) || !("value" in parsed)) return undefined
  const { expiresAt } = parsed
  if (expiresAt === undefined) return { value: parsed.value }
  if (typeof expiresAt !== "number" || !Number.isFinite(expiresAt) || now >= expiresAt) return undefined
  return { value: parsed.value, expiresAt }
}
