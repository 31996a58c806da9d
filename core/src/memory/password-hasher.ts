import { Effect, Hash, Layer } from "effect"
import { PasswordHasher } from "../account/port.ts"
import { randomText } from "./random-text.ts"

const FORMAT = /^\$memory\$c=(\d+)\$([A-Za-z0-9_-]+)\$(-?\d+)$/

// A toy digest: salted and never the password itself, but no protection at all. Tests only.
const digest = (cost: number, salt: string, password: string) =>
  String(Hash.string(`${cost}\u0000${salt}\u0000${password}`))

const made = (cost: number, salt: string, password: string) =>
  `$memory$c=${cost}$${salt}$${digest(cost, salt, password)}`

/**
 * A PasswordHasher for tests and demos: instant, salted, with a PHC-like string carrying its "cost"
 * (`$memory$c=1$<salt>$<digest>`) so rehashing can be tested, and NOT a protection of any kind — its
 * digest is a 32-bit hash. Use `@vitrine/adapter-password` for real passwords. `cost` is the current
 * parameter (default 1); hashes made at another cost still verify and need a rehash.
 *
 * @example
 * Layer.provide(program, memoryPasswordHasher())
 */
export const memoryPasswordHasher = (
  options: { readonly cost?: number } = {},
): Layer.Layer<PasswordHasher> => {
  const cost = options.cost ?? 1
  const hash = (password: string) => Effect.map(randomText(12), (salt) => made(cost, salt, password))
  return Layer.effect(
    PasswordHasher,
    Effect.gen(function* () {
      const dummyHash = yield* Effect.cached(Effect.flatMap(randomText(16), hash))
      return PasswordHasher.of({
        hash,
        verify: (passwordHash, password) =>
          Effect.sync(() => {
            const parts = FORMAT.exec(passwordHash)
            return parts !== null && made(Number(parts[1]), parts[2] as string, password) === passwordHash
          }),
        needsRehash: (passwordHash) => FORMAT.exec(passwordHash)?.[1] !== String(cost),
        dummyHash,
        generatePassword: randomText(16),
      })
    }),
  )
}
