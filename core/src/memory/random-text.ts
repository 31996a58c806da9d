import { Effect, Random } from "effect"
import { Base64Url } from "effect/encoding"

/**
 * `bytes` random bytes from Effect's Random, as base64url text: the in-memory adapters' tokens, ids
 * and generated passwords. Random is not a cryptographic source: fine for tests and demos, which is
 * all the in-memory adapters are for; the durable adapters use the platform's CSPRNG.
 *
 * @example
 * randomText(32) // Effect<string> of 43 characters
 */
export const randomText = (bytes: number): Effect.Effect<string> =>
  Effect.map(
    Effect.forEach(Array.from({ length: bytes }), () => Random.nextIntBetween(0, 255)),
    (values) => Base64Url.encode(Uint8Array.from(values)),
  )
