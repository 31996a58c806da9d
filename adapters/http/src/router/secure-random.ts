import type { Random } from "effect"

/**
 * Effect's Random over the platform's cryptographic generator (`crypto.getRandomValues`), for the
 * values that must not be guessed (gift-card codes); Effect's default is `Math.random`.
 *
 * @example
 * program.pipe(Effect.provideService(Random.Random, secureRandom))
 */
export const secureRandom: Random.Random = {
  nextIntUnsafe: () => {
    const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2))
    // 53 random bits: a safe integer.
    return (high >>> 11) * 2 ** 32 + low
  },
  nextDoubleUnsafe: () => {
    const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2))
    return ((high >>> 11) * 2 ** 32 + low) / 2 ** 53
  },
}
