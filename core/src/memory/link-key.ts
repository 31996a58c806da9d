import { Effect, Random } from "effect"

/**
 * A link-signing key for a memory adapter: `hexDigits` random hex digits from Effect's `Random`
 * (seedable in tests). The Postgres adapters draw theirs in the database.
 *
 * @example
 * const key = yield* drawLinkKey(64)
 */
export const drawLinkKey = (hexDigits: number): Effect.Effect<string> =>
  Effect.map(
    Effect.forEach(Array.from({ length: hexDigits }), () => Random.nextIntBetween(0, 16)),
    (digits) => digits.map((digit) => digit.toString(16)).join(""),
  )
