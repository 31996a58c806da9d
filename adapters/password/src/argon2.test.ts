import { assert, describe, it, layer } from "@effect/vitest"
import { PasswordHasher } from "@vitrine/core/account"
import { Effect } from "effect"
import { argon2PasswordHasher, OWASP_ARGON2ID } from "./argon2.ts"
import { parseArgon2 } from "./phc.ts"

// The argon2id vector of the reference implementation's tests (phc-winner-argon2, src/test.c).
const REFERENCE = "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc"

layer(argon2PasswordHasher())("argon2id at OWASP's parameters", (it) => {
  it.effect("makes PHC strings with m=19456, t=2, p=1, a 16-byte salt and a 32-byte tag", () =>
    Effect.gen(function* () {
      const made = yield* PasswordHasher.use((hasher) => hasher.hash("password"))
      assert.match(made, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
      assert.deepInclude(parseArgon2(made), { ...OWASP_ARGON2ID, version: 19 })
    }),
  )

  it.effect(
    "verifies the reference implementation's hash, so any argon2 library's hashes can be moved in",
    () =>
      Effect.gen(function* () {
        assert.isTrue(yield* PasswordHasher.use((hasher) => hasher.verify(REFERENCE, "password")))
        assert.isFalse(yield* PasswordHasher.use((hasher) => hasher.verify(REFERENCE, "Password")))
        assert.isTrue(yield* PasswordHasher.use((hasher) => Effect.succeed(hasher.needsRehash(REFERENCE))))
      }),
  )
})

describe("parseArgon2", () => {
  it.each([
    "$argon2i$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc",
    "$argon2id$v=19$m=999999999,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc",
    "$argon2id$v=19$m=65536,t=0,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc",
    "$argon2id$v=19$m=65536,t=2,p=0$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc",
    "$argon2id$v=19$m=65536,t=2,p=1$c2FsdA$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc",
    "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ",
  ])("refuses %s: another algorithm, parameters out of bounds, a short salt, no tag", (text) => {
    assert.isUndefined(parseArgon2(text))
  })
})
