import type { AccountRepository, Sessions, SignInAttempts } from "@vitrine/core/account"
import { Layer } from "effect"
import { accountRepositoryLayer } from "./account-repository.ts"
import type { Database } from "./database.ts"
import { sessionsLayer } from "./sessions.ts"
import { signInAttemptsLayer } from "./sign-in-attempts.ts"

/** The account ports the adapter provides. */
export type PostgresAccountServices = AccountRepository | Sessions | SignInAttempts

/**
 * AccountRepository, Sessions and SignInAttempts on the adapter's database.
 *
 * @example
 * Layer.provide(accountsLayer(), databaseLayer({}))
 */
export const accountsLayer = (): Layer.Layer<PostgresAccountServices, never, Database> =>
  Layer.mergeAll(accountRepositoryLayer(), sessionsLayer(), signInAttemptsLayer())
