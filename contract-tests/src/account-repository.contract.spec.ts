import { assert, layer } from "@effect/vitest"
import { type AccountDraft, AccountRepository } from "@vitrine/core/account"
import { ContributorRole } from "@vitrine/core/enums"
import { Effect, Exit, Option } from "effect"
import { TestClock } from "effect/testing"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

/** A draft on a website of its own (suites share a database), with a fresh e-mail. */
const aDraft = (overrides: Partial<AccountDraft> = {}): AccountDraft => ({
  websiteId: freshId(),
  kind: "member",
  email: `${freshId()}@example.com`,
  passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA",
  roles: [],
  ...overrides,
})
const create = (draft: AccountDraft) => AccountRepository.use((accounts) => accounts.create(draft))

/**
 * The AccountRepository contract: accounts with a unique e-mail per website and kind, their
 * credentials, staff lists, roles and password hashes.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`AccountRepository contract (${name})`, (it) => {
    it.effect(
      "create stores an account as drafted, with a fresh id and the clock's time; reads never carry the hash",
      () =>
        Effect.gen(function* () {
          yield* TestClock.setTime(Date.UTC(2025, 2, 14, 9, 26, 53, 589))
          const draft = aDraft({ kind: "staff", roles: [ContributorRole.ADMIN, ContributorRole.VIEWER] })
          const account = yield* create(draft)
          const { passwordHash, ...shown } = draft
          assert.deepStrictEqual(account, { ...shown, id: account.id, created: "2025-03-14T09:26:53.589Z" })
          assert.notProperty(account, "passwordHash")
          assert.deepStrictEqual(
            yield* AccountRepository.use((a) => a.findById(account.id)),
            Option.some(account),
          )
          const credentials = yield* AccountRepository.use((a) =>
            a.findCredentials(draft.websiteId, "staff", draft.email),
          )
          assert.deepStrictEqual(credentials, Option.some({ account, passwordHash }))
          assert.notStrictEqual((yield* create(aDraft())).id, account.id)
        }),
    )

    it.effect(
      "an e-mail is unique per website and kind: a second account is refused and nothing stored",
      () =>
        Effect.gen(function* () {
          const draft = aDraft()
          const first = yield* create(draft)
          const error = yield* Effect.flip(create({ ...draft, passwordHash: "other" }))
          assert.strictEqual(error._tag, "AccountEmailTaken")
          const found = yield* AccountRepository.use((a) =>
            a.findCredentials(draft.websiteId, "member", draft.email),
          )
          assert.deepStrictEqual(
            Option.map(found, (c) => [c.account.id, c.passwordHash]),
            Option.some([first.id, draft.passwordHash]),
          )
          yield* create({ ...draft, kind: "staff" })
          yield* create({ ...draft, websiteId: freshId() })
        }),
    )

    it.effect("two registrations of one e-mail at the same moment: exactly one succeeds", () =>
      Effect.gen(function* () {
        const draft = aDraft()
        const exits = yield* Effect.all(
          Array.from({ length: 4 }, () => Effect.exit(create(draft))),
          { concurrency: "unbounded" },
        )
        assert.strictEqual(exits.filter(Exit.isSuccess).length, 1)
        for (const exit of exits.filter(Exit.isFailure)) {
          assert.isTrue(
            Exit.isFailure(exit) &&
              Option.getOrThrow(Exit.findErrorOption(exit))._tag === "AccountEmailTaken",
          )
        }
      }),
    )

    it.effect("findCredentials and findById return none for what does not exist", () =>
      Effect.gen(function* () {
        const draft = aDraft()
        yield* create(draft)
        const find = (websiteId: string, kind: "member" | "staff", email: string) =>
          AccountRepository.use((a) => a.findCredentials(websiteId, kind, email))
        assert.isTrue(Option.isNone(yield* find(draft.websiteId, "staff", draft.email)))
        assert.isTrue(Option.isNone(yield* find(freshId(), "member", draft.email)))
        assert.isTrue(Option.isNone(yield* find(draft.websiteId, "member", `x${draft.email}`)))
        assert.isTrue(Option.isNone(yield* AccountRepository.use((a) => a.findById(freshId()))))
      }),
    )

    it.effect("listStaff lists the website's staff only, oldest first", () =>
      Effect.gen(function* () {
        const websiteId = freshId()
        const first = yield* create(aDraft({ websiteId, kind: "staff" }))
        yield* TestClock.adjust(1_000)
        const second = yield* create(aDraft({ websiteId, kind: "staff", roles: [ContributorRole.VIEWER] }))
        yield* create(aDraft({ websiteId, kind: "member" }))
        yield* create(aDraft({ kind: "staff" }))
        const staff = yield* AccountRepository.use((a) => a.listStaff(websiteId))
        assert.deepStrictEqual(staff, [first, second])
        assert.deepStrictEqual(yield* AccountRepository.use((a) => a.listStaff(freshId())), [])
      }),
    )

    it.effect("setRoles replaces the roles and returns the account; none for an unknown id", () =>
      Effect.gen(function* () {
        const account = yield* create(aDraft({ kind: "staff", roles: [ContributorRole.ADMIN] }))
        const roles = [ContributorRole.STORE_MANAGER, ContributorRole.WEBSITE_MANAGER]
        const changed = yield* AccountRepository.use((a) => a.setRoles(account.id, roles))
        assert.deepStrictEqual(changed, Option.some({ ...account, roles }))
        assert.deepStrictEqual(yield* AccountRepository.use((a) => a.findById(account.id)), changed)
        const none = yield* AccountRepository.use((a) => a.setRoles(freshId(), roles))
        assert.isTrue(Option.isNone(none))
        const cleared = yield* AccountRepository.use((a) => a.setRoles(account.id, []))
        assert.deepStrictEqual(
          Option.map(cleared, (a) => a.roles),
          Option.some([]),
        )
      }),
    )

    it.effect(
      "SESSION-002 setLanguage keeps a member's language on the account; none for an unknown id",
      () =>
        Effect.gen(function* () {
          const account = yield* create(aDraft())
          assert.notProperty(account, "language")
          const changed = yield* AccountRepository.use((a) => a.setLanguage(account.id, "fr-CA"))
          assert.deepStrictEqual(changed, Option.some({ ...account, language: "fr-CA" }))
          assert.deepStrictEqual(yield* AccountRepository.use((a) => a.findById(account.id)), changed)
          const again = yield* AccountRepository.use((a) => a.setLanguage(account.id, "de"))
          assert.deepStrictEqual(
            Option.map(again, (a) => a.language),
            Option.some("de"),
          )
          assert.isTrue(Option.isNone(yield* AccountRepository.use((a) => a.setLanguage(freshId(), "de"))))
        }),
    )

    it.effect("remove deletes the account, so its e-mail is free again; false for an unknown id", () =>
      Effect.gen(function* () {
        const draft = aDraft({ kind: "staff", roles: [ContributorRole.VIEWER] })
        const account = yield* create(draft)
        assert.isTrue(yield* AccountRepository.use((a) => a.remove(account.id)))
        assert.isTrue(Option.isNone(yield* AccountRepository.use((a) => a.findById(account.id))))
        assert.deepStrictEqual(yield* AccountRepository.use((a) => a.listStaff(draft.websiteId)), [])
        assert.isFalse(yield* AccountRepository.use((a) => a.remove(account.id)))
        const again = yield* create(draft)
        assert.notStrictEqual(again.id, account.id)
      }),
    )

    it.effect("setPasswordHash replaces the hash; an unknown id is a no-op", () =>
      Effect.gen(function* () {
        const draft = aDraft()
        const account = yield* create(draft)
        yield* AccountRepository.use((a) => a.setPasswordHash(account.id, "$new$hash"))
        yield* AccountRepository.use((a) => a.setPasswordHash(freshId(), "$other"))
        const found = yield* AccountRepository.use((a) =>
          a.findCredentials(draft.websiteId, "member", draft.email),
        )
        assert.deepStrictEqual(found, Option.some({ account, passwordHash: "$new$hash" }))
      }),
    )

    it.effect.skipIf(options.sharedDatabase === true)("a fresh store has no staff", () =>
      Effect.gen(function* () {
        assert.deepStrictEqual(yield* AccountRepository.use((a) => a.listStaff("site-1")), [])
      }),
    )
  })
