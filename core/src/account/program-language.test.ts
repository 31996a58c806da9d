import { assert, describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { LANGUAGE_MESSAGE } from "./language.ts"
import { AccountRepository } from "./port.ts"
import { aMember, withAccounts } from "./program.test-support.ts"
import { setMemberLanguage } from "./program-language.ts"

describe("setMemberLanguage", () => {
  it.effect("SESSION-002 API-030 a member's language is kept on their account, normalised", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { account, session } = yield* aMember()
        assert.deepStrictEqual(yield* setMemberLanguage({ session, language: "fr_ca" }), Option.some("fr-CA"))
        const stored = yield* AccountRepository.use((accounts) => accounts.findById(account.id))
        assert.deepStrictEqual(
          Option.map(stored, (found) => found.language),
          Option.some("fr-CA"),
        )
      }),
    ),
  )

  it.effect("SESSION-002 text that is no language tag fails with its message and changes nothing", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { account, session } = yield* aMember()
        yield* setMemberLanguage({ session, language: "de" })
        const error = yield* Effect.flip(setMemberLanguage({ session, language: "Deutsch, bitte" }))
        assert.strictEqual(error._tag, "LanguageInvalid")
        assert.strictEqual(error.message, LANGUAGE_MESSAGE)
        const stored = yield* AccountRepository.use((accounts) => accounts.findById(account.id))
        assert.deepStrictEqual(
          Option.map(stored, (found) => found.language),
          Option.some("de"),
        )
      }),
    ),
  )

  it.effect("an account removed meanwhile answers none", () =>
    withAccounts(() =>
      Effect.gen(function* () {
        const { account, session } = yield* aMember()
        yield* AccountRepository.use((accounts) => accounts.remove(account.id))
        assert.isTrue(Option.isNone(yield* setMemberLanguage({ session, language: "de" })))
      }),
    ),
  )
})
