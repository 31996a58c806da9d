import { createHash } from "node:crypto"
import { assert, layer } from "@effect/vitest"
import { AccountRepository, Sessions, SignInAttempts } from "@vitrine/core/account"
import { Effect, Layer, Schema } from "effect"
import { pgliteOptions } from "../../../contract-tests/src/setup/database.ts"
import { accountsLayer } from "../src/accounts.ts"
import { databaseLayer } from "../src/database.ts"
import { query } from "../src/query.ts"

const database = Layer.unwrap(Effect.map(Effect.promise(pgliteOptions), databaseLayer))
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url")
// Every column of every row of a table, as text, to look for a secret anywhere in it.
const everything = (table: string) =>
  Effect.map(
    query(Schema.Struct({ row: Schema.String }), {
      sql: `SELECT t::text AS row FROM ${table} t`,
      params: [],
    }),
    (rows) => rows.map((found) => found.row).join("\n"),
  ).pipe(Effect.orDie)

layer(Layer.merge(accountsLayer().pipe(Layer.provideMerge(database)), database))(
  "what the account tables keep",
  (it) => {
    it.effect("a session is stored under its token's SHA-256; the token itself is nowhere in the table", () =>
      Effect.gen(function* () {
        const account = yield* AccountRepository.use((accounts) =>
          accounts.create({
            websiteId: "w",
            kind: "member",
            email: "ada@example.com",
            passwordHash: "$h",
            roles: [],
          }),
        )
        const { token, session } = yield* Sessions.use((sessions) =>
          sessions.create({
            userId: account.id,
            websiteId: "w",
            kind: "member",
            roles: [],
            rememberMe: false,
            createdAt: 0,
            lastSeenAt: 0,
            idleExpiresAt: 1,
            absoluteExpiresAt: 2,
          }),
        )
        const stored = yield* everything("sessions")
        assert.notInclude(stored, token)
        assert.include(stored, sha256(token))
        assert.include(stored, session.id)
      }),
    )

    it.effect("failed sign-ins are kept under their key's SHA-256: no e-mail or address in the table", () =>
      Effect.gen(function* () {
        const key = "account:w:member:grace@example.com"
        yield* SignInAttempts.use((attempts) => attempts.recordFailure(key, 0, 60_000))
        yield* SignInAttempts.use((attempts) => attempts.recordFailure("address:198.51.100.7", 0, 60_000))
        const stored = yield* everything("sign_in_failures")
        assert.notInclude(stored, "grace@example.com")
        assert.notInclude(stored, "198.51.100.7")
        assert.include(stored, sha256(key))
      }),
    )
  },
)
