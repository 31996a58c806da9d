import { Clock, Effect, Layer, Option, Ref } from "effect"
import { AccountEmailTaken } from "../account/errors.ts"
import type { Account, Credentials } from "../account/model.ts"
import { AccountRepository } from "../account/port.ts"
import type { MemoryAccounts } from "./accounts-store.ts"
import { randomText } from "./random-text.ts"

const sameKey = (a: Account, b: Pick<Account, "websiteId" | "kind" | "email">) =>
  a.websiteId === b.websiteId && a.kind === b.kind && a.email === b.email

const changed = (
  store: MemoryAccounts,
  accountId: string,
  change: (credentials: Credentials) => Credentials,
) =>
  Ref.modify(store.accounts, (accounts) => {
    const found = accounts.get(accountId)
    if (found === undefined) return [Option.none<Account>(), accounts]
    const next = change(found)
    return [Option.some(next.account), new Map(accounts).set(accountId, next)]
  })

/**
 * AccountRepository in memory: accounts by id in the order created; ids random, `created` the
 * Effect clock's time.
 *
 * @example
 * Layer.provide(program, memoryAccountRepository(makeMemoryAccounts()))
 */
export const memoryAccountRepository = (store: MemoryAccounts): Layer.Layer<AccountRepository> =>
  Layer.succeed(
    AccountRepository,
    AccountRepository.of({
      create: ({ passwordHash, ...draft }) =>
        Effect.gen(function* () {
          const created = new Date(yield* Clock.currentTimeMillis).toISOString()
          const account: Account = { id: yield* randomText(16), ...draft, roles: [...draft.roles], created }
          const stored = yield* Ref.modify(store.accounts, (accounts) =>
            [...accounts.values()].some((other) => sameKey(other.account, draft))
              ? [false, accounts]
              : [true, new Map(accounts).set(account.id, { account, passwordHash })],
          )
          return stored ? account : yield* new AccountEmailTaken({ email: draft.email })
        }),
      findCredentials: (websiteId, kind, email) =>
        Effect.map(Ref.get(store.accounts), (accounts) =>
          Option.fromNullishOr(
            [...accounts.values()].find((found) => sameKey(found.account, { websiteId, kind, email })),
          ),
        ),
      findById: (accountId) =>
        Effect.map(Ref.get(store.accounts), (accounts) =>
          Option.map(Option.fromNullishOr(accounts.get(accountId)), (found) => found.account),
        ),
      listStaff: (websiteId) =>
        Effect.map(Ref.get(store.accounts), (accounts) =>
          [...accounts.values()]
            .map((found) => found.account)
            .filter((account) => account.websiteId === websiteId && account.kind === "staff"),
        ),
      setRoles: (accountId, roles) =>
        changed(store, accountId, (found) => ({
          ...found,
          account: { ...found.account, roles: [...roles] },
        })),
      setLanguage: (accountId, language) =>
        changed(store, accountId, (found) => ({ ...found, account: { ...found.account, language } })),
      // The sessions go with the account, as the Postgres foreign key deletes them.
      remove: (accountId) =>
        Effect.gen(function* () {
          const existed = yield* Ref.modify(store.accounts, (accounts) => {
            if (!accounts.has(accountId)) return [false, accounts]
            const kept = new Map(accounts)
            kept.delete(accountId)
            return [true, kept]
          })
          yield* Ref.update(
            store.sessions,
            (sessions) => new Map([...sessions].filter(([, session]) => session.userId !== accountId)),
          )
          return existed
        }),
      setPasswordHash: (accountId, passwordHash) =>
        Effect.asVoid(changed(store, accountId, (found) => ({ ...found, passwordHash }))),
    }),
  )
