import { Effect, Option } from "effect"
import { LanguageInvalid } from "./errors.ts"
import { normaliseLanguage } from "./language.ts"
import type { Session } from "./model.ts"
import { AccountRepository } from "./port.ts"

/**
 * Keeps the language a signed-in member switched to (SESSION-002, API-030) on their account, so it
 * follows them to every device and to what the store writes them. Answers the stored tag
 * (`normaliseLanguage`), or none when the account is gone. Fails with `LanguageInvalid` for text
 * that is no language tag, changing nothing.
 *
 * @example
 * setMemberLanguage({ session, language: "fr_CA" }) // Option.some("fr-CA")
 */
export const setMemberLanguage = Effect.fn("setMemberLanguage")(function* (input: {
  readonly session: Pick<Session, "userId">
  readonly language: string
}) {
  const language = normaliseLanguage(input.language)
  if (language === null) return yield* new LanguageInvalid({ language: input.language })
  const changed = yield* AccountRepository.use((accounts) =>
    accounts.setLanguage(input.session.userId, language),
  )
  return Option.map(changed, () => language)
})
