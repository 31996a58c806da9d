import { randomUUID } from "node:crypto"
import {
  type Account,
  type AccountDraft,
  AccountEmailTaken,
  AccountKindSchema,
  AccountRepository,
  type Credentials,
} from "@vitrine/core/account"
import { ContributorRoleSchema } from "@vitrine/core/enums"
import { Clock, Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { timestamp } from "./epoch.ts"
import { query, queryBehind } from "./query.ts"

const AccountRow = Schema.Struct({
  id: Schema.String,
  website_id: Schema.String,
  kind: AccountKindSchema,
  email: Schema.String,
  roles: Schema.Array(ContributorRoleSchema),
  created: Schema.String,
  password_hash: Schema.String,
  language: Schema.NullOr(Schema.String),
})
type Row = typeof AccountRow.Type

const COLUMNS = `id, website_id, kind, email, to_json(roles) AS roles, password_hash, language,
  to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created`

const accountOf = (row: Row): Account => ({
  id: row.id,
  websiteId: row.website_id,
  kind: row.kind,
  email: row.email,
  roles: row.roles,
  created: row.created,
  ...(row.language === null ? {} : { language: row.language }),
})
const first = <A>(rows: readonly Row[], f: (row: Row) => A) => Option.map(Option.fromNullishOr(rows[0]), f)

const CREATE = `INSERT INTO accounts (id, website_id, kind, email, password_hash, roles, created)
  VALUES ($1, $2, $3, $4, $5, $6::smallint[], $7::timestamptz) RETURNING ${COLUMNS}`

const create = (draft: AccountDraft) =>
  Effect.gen(function* () {
    const created = timestamp(yield* Clock.currentTimeMillis)
    const params = [
      randomUUID(),
      draft.websiteId,
      draft.kind,
      draft.email,
      draft.passwordHash,
      draft.roles,
      created,
    ]
    const rows = yield* query(AccountRow, { sql: CREATE, params }).pipe(
      Effect.catchTag("ConstraintViolation", (violation) =>
        violation.constraint === "accounts_email_unique"
          ? Effect.fail(new AccountEmailTaken({ email: draft.email }))
          : Effect.die(violation),
      ),
    )
    return accountOf(rows[0] as Row)
  })

const select = (where: string, params: readonly unknown[], order = "") =>
  query(AccountRow, { sql: `SELECT ${COLUMNS} FROM accounts WHERE ${where}${order}`, params }).pipe(
    Effect.orDie,
  )

const credentialsOf = (row: Row): Credentials => ({
  account: accountOf(row),
  passwordHash: row.password_hash,
})

const SET_LANGUAGE = `UPDATE accounts SET language = $2 WHERE id = $1 RETURNING ${COLUMNS}`

const SET_ROLES = `UPDATE accounts SET roles = $2::smallint[] WHERE id = $1 RETURNING ${COLUMNS}`

/**
 * AccountRepository on Postgres: one statement per method on the `accounts` table; ids are random
 * UUIDs, `created` the Effect clock's time. A second account of a kind with one e-mail on a website
 * breaks the unique index, which becomes `AccountEmailTaken` — so two registrations at once cannot
 * both succeed.
 *
 * @example
 * Layer.provide(accountRepositoryLayer(), databaseLayer({}))
 */
export const accountRepositoryLayer = (): Layer.Layer<AccountRepository, never, Database> =>
  Layer.effect(
    AccountRepository,
    withDatabase((provide) =>
      AccountRepository.of({
        create: (draft) => provide(create(draft)),
        findCredentials: (websiteId, kind, email) =>
          provide(
            Effect.map(
              select("website_id = $1 AND kind = $2 AND email = $3", [websiteId, kind, email]),
              (rows) => first(rows, credentialsOf),
            ),
          ),
        findById: (accountId) =>
          provide(Effect.map(select("id = $1", [accountId]), (rows) => first(rows, accountOf))),
        listStaff: (websiteId) =>
          provide(
            Effect.map(
              // Locked: the last-admin check reads this list inside its transaction, so two admins
              // removing or demoting each other at once cannot both pass it.
              select("website_id = $1 AND kind = 'staff'", [websiteId], " ORDER BY created, id FOR UPDATE"),
              (rows) => rows.map(accountOf),
            ),
          ),
        setRoles: (accountId, roles) =>
          provide(
            Effect.map(
              query(AccountRow, { sql: SET_ROLES, params: [accountId, roles] }).pipe(Effect.orDie),
              (rows) => first(rows, accountOf),
            ),
          ),
        setLanguage: (accountId, language) =>
          provide(
            Effect.map(
              query(AccountRow, { sql: SET_LANGUAGE, params: [accountId, language] }).pipe(Effect.orDie),
              (rows) => first(rows, accountOf),
            ),
          ),
        // The sessions go too: their foreign key cascades.
        remove: (accountId) =>
          provide(
            Effect.map(
              query(Schema.Struct({ id: Schema.String }), {
                sql: "DELETE FROM accounts WHERE id = $1 RETURNING id",
                params: [accountId],
              }).pipe(Effect.orDie),
              (rows) => rows.length > 0,
            ),
          ),
        setPasswordHash: (accountId, passwordHash) =>
          provide(
            queryBehind({
              sql: "UPDATE accounts SET password_hash = $2 WHERE id = $1",
              params: [accountId, passwordHash],
            }),
          ),
      }),
    ),
  )
