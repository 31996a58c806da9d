import { assert, layer } from "@effect/vitest"
import { PasswordHasher } from "@vitrine/core/account"
import { Effect, type Layer } from "effect"

const use = <A>(f: (hasher: PasswordHasher["Service"]) => Effect.Effect<A>) => PasswordHasher.use(f)
const hash = (password: string) => use((hasher) => hasher.hash(password))
const verify = (passwordHash: string, password: string) =>
  use((hasher) => hasher.verify(passwordHash, password))

/**
 * The PasswordHasher contract: salted hashes that verify their password only, carry their parameters
 * (a hash made at `weaker` parameters still verifies and needs a rehash), a dummy hash for unknown
 * accounts, and generated passwords of at least 128 bits.
 *
 * @example
 * suite("argon2id", argon2PasswordHasher(), argon2PasswordHasher({ memory: 8192, passes: 1, parallelism: 1 }))
 */
export const suite = (
  name: string,
  current: Layer.Layer<PasswordHasher>,
  weaker: Layer.Layer<PasswordHasher>,
): void =>
  layer(current, { timeout: "60 seconds" })(`PasswordHasher contract (${name})`, (it) => {
    it.effect("a hash verifies its password and no other", () =>
      Effect.gen(function* () {
        const password = "correct horse battery staple"
        const made = yield* hash(password)
        assert.notInclude(made, password)
        assert.isTrue(yield* verify(made, password))
        for (const wrong of [
          "",
          "correct horse battery stapl",
          "Correct horse battery staple",
          `${password} `,
        ]) {
          assert.isFalse(yield* verify(made, wrong), `verified ${JSON.stringify(wrong)}`)
        }
      }),
    )

    it.effect("hashes are salted: one password hashed twice gives two hashes, each verifying", () =>
      Effect.gen(function* () {
        const [one, two] = [yield* hash("same password"), yield* hash("same password")]
        assert.notStrictEqual(one, two)
        assert.isTrue(yield* verify(one, "same password"))
        assert.isTrue(yield* verify(two, "same password"))
      }),
    )

    it.effect("any text is a password: long, Unicode, with spaces and NUL", () =>
      Effect.gen(function* () {
        for (const password of ["é😀 \u0000 ünï", "x".repeat(256), " "]) {
          assert.isTrue(yield* verify(yield* hash(password), password))
        }
      }),
    )

    it.effect("a malformed or foreign hash verifies nothing; a foreign one needs a rehash", () =>
      Effect.gen(function* () {
        const made = yield* hash("password")
        const foreign = ["", "password", "$2b$10$abcdefghijklmnopqrstuuMbWzPwXFaWXSu5ZEvkcu0yqJpNOaWhG"]
        for (const stored of [...foreign, made.slice(0, -4), `${made}$`, `$${made}`]) {
          assert.isFalse(yield* verify(stored, "password"), `verified against ${JSON.stringify(stored)}`)
        }
        for (const stored of foreign)
          assert.isTrue(yield* use((hasher) => Effect.succeed(hasher.needsRehash(stored))))
      }),
    )

    it.effect(
      "a hash made at weaker parameters still verifies, and needs a rehash; a current one does not",
      () =>
        Effect.gen(function* () {
          const old = yield* hash("password").pipe(Effect.provide(weaker))
          assert.isTrue(yield* verify(old, "password"))
          assert.isFalse(yield* verify(old, "passw0rd"))
          assert.isTrue(yield* use((hasher) => Effect.succeed(hasher.needsRehash(old))))
          const fresh = yield* hash("password")
          assert.isFalse(yield* use((hasher) => Effect.succeed(hasher.needsRehash(fresh))))
        }),
    )

    it.effect("the dummy hash is made once, at the current parameters, and opens nothing tried", () =>
      Effect.gen(function* () {
        const dummy = yield* use((hasher) => hasher.dummyHash)
        assert.strictEqual(yield* use((hasher) => hasher.dummyHash), dummy)
        assert.isFalse(yield* use((hasher) => Effect.succeed(hasher.needsRehash(dummy))))
        for (const password of ["", "password", "correct horse battery staple"]) {
          assert.isFalse(yield* verify(dummy, password))
        }
      }),
    )

    it.effect("generated passwords have at least 128 bits and never repeat", () =>
      Effect.gen(function* () {
        const passwords = yield* Effect.forEach(Array.from({ length: 20 }), () =>
          use((hasher) => hasher.generatePassword),
        )
        for (const password of passwords) assert.match(password, /^[A-Za-z0-9_-]{22,}$/)
        assert.strictEqual(new Set(passwords).size, 20)
      }),
    )
  })
