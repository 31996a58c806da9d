import { argon2, randomBytes, timingSafeEqual } from "node:crypto"
import { PasswordHasher } from "@vitrine/core/account"
import { Effect, Layer } from "effect"
import { ARGON2_VERSION, type Argon2Parameters, formatArgon2, parseArgon2 } from "./phc.ts"

/**
 * OWASP's argon2id parameters (Password Storage Cheat Sheet): 19 MiB of memory, 2 passes, 1 lane.
 *
 * @example
 * argon2PasswordHasher(OWASP_ARGON2ID)
 */
export const OWASP_ARGON2ID: Argon2Parameters = { memory: 19 * 1024, passes: 2, parallelism: 1 }

const SALT_BYTES = 16
const TAG_BYTES = 32

// Node's argon2 runs on libuv's thread pool, so hashing never blocks the event loop.
const derive = (password: string, salt: Buffer, parameters: Argon2Parameters, tagLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    argon2("argon2id", { message: password, nonce: salt, tagLength, ...parameters }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    ),
  )

/**
 * The PasswordHasher on argon2id through Node's own `crypto.argon2` (Node 24.7 or later; no native
 * module to build). Hashes are PHC strings with a 16-byte random salt and a 32-byte tag at
 * `parameters` (default `OWASP_ARGON2ID`); `verify` reads the parameters from the hash, so older hashes
 * keep verifying after a rise, and `needsRehash` is true for any hash made with other parameters.
 * Tags are compared in constant time. A malformed stored hash never verifies. Generated passwords
 * are 18 random bytes, base64url (24 characters, 144 bits). Building the layer on a Node without
 * `crypto.argon2` is a defect that names the version needed.
 *
 * @example
 * signIn(input).pipe(Effect.provide(argon2PasswordHasher()))
 */
export const argon2PasswordHasher = (
  parameters: Argon2Parameters = OWASP_ARGON2ID,
): Layer.Layer<PasswordHasher> =>
  Layer.effect(
    PasswordHasher,
    Effect.gen(function* () {
      if (typeof argon2 !== "function") {
        return yield* Effect.die(
          new Error(`crypto.argon2 needs Node 24.7 or later; this is ${process.version}`),
        )
      }
      const hash = (password: string) =>
        Effect.promise(async () => {
          const salt = randomBytes(SALT_BYTES)
          const tag = await derive(password, salt, parameters, TAG_BYTES)
          return formatArgon2({ version: ARGON2_VERSION, ...parameters, salt, tag })
        })
      const verify = (passwordHash: string, password: string) => {
        const stored = parseArgon2(passwordHash)
        if (stored === undefined || stored.version !== ARGON2_VERSION) return Effect.succeed(false)
        return Effect.tryPromise(() => derive(password, stored.salt, stored, stored.tag.length)).pipe(
          Effect.map((tag) => timingSafeEqual(tag, stored.tag)),
          Effect.orElseSucceed(() => false),
        )
      }
      const needsRehash = (passwordHash: string) => {
        const stored = parseArgon2(passwordHash)
        return (
          stored === undefined ||
          stored.version !== ARGON2_VERSION ||
          stored.memory !== parameters.memory ||
          stored.passes !== parameters.passes ||
          stored.parallelism !== parameters.parallelism
        )
      }
      const dummyHash = yield* Effect.cached(hash(randomBytes(32).toString("base64url")))
      return PasswordHasher.of({
        hash,
        verify,
        needsRehash,
        dummyHash,
        generatePassword: Effect.sync(() => randomBytes(18).toString("base64url")),
      })
    }),
  )
