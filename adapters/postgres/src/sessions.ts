import { randomUUID } from "node:crypto"
import {
  type IssuedSession,
  type Session,
  type SessionDraft,
  SessionSchema,
  Sessions,
} from "@vitrine/core/account"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { digest, isTokenShaped, newToken } from "./digest.ts"
import { epochMs, timestamp } from "./epoch.ts"
import { query, queryBehind } from "./query.ts"

const SessionRow = Schema.Struct({ session: SessionSchema })
const CountRow = Schema.Struct({ n: Schema.Int })

const SESSION = `json_build_object('id', s.id, 'userId', s.user_id, 'websiteId', s.website_id, 'kind', s.kind,
  'roles', to_json(s.roles), 'rememberMe', s.remember_me, 'createdAt', ${epochMs("s.created_at")},
  'lastSeenAt', ${epochMs("s.last_seen_at")}, 'idleExpiresAt', ${epochMs("s.idle_expires_at")},
  'absoluteExpiresAt', ${epochMs("s.absolute_expires_at")}) AS session`

const CREATE = `INSERT INTO sessions (token_hash, id, user_id, website_id, kind, roles, remember_me, created_at,
    last_seen_at, idle_expires_at, absolute_expires_at)
  VALUES ($1, $2, $3, $4, $5, $6::smallint[], $7, $8::timestamptz, $9::timestamptz, $10::timestamptz, $11::timestamptz)`

// The token leaves this function in the answer and nowhere else: only its SHA-256 is written.
const create = (draft: SessionDraft) =>
  Effect.gen(function* () {
    const token = newToken()
    const session: Session = { ...draft, id: randomUUID() }
    const { createdAt, lastSeenAt, idleExpiresAt, absoluteExpiresAt } = session
    const times = [createdAt, lastSeenAt, idleExpiresAt, absoluteExpiresAt].map(timestamp)
    const params = [digest(token), session.id, session.userId, session.websiteId, session.kind, session.roles]
    yield* queryBehind({ sql: CREATE, params: [...params, session.rememberMe, ...times] })
    return { token, session } satisfies IssuedSession
  })

const FIND = `SELECT ${SESSION} FROM sessions s WHERE s.token_hash = $1`

const find = (token: string) =>
  isTokenShaped(token)
    ? query(SessionRow, { sql: FIND, params: [digest(token)], name: "vitrine_find_session" }).pipe(
        Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => row.session)),
        Effect.orDie,
      )
    : Effect.succeed(Option.none<Session>())

const TOUCH = `UPDATE sessions SET last_seen_at = $2::timestamptz, idle_expires_at = $3::timestamptz WHERE id = $1`

const ROTATE = `UPDATE sessions s SET token_hash = $2, id = $3, roles = $4::smallint[] WHERE s.id = $1 RETURNING ${SESSION}`

const rotate = (sessionId: string, roles: Session["roles"]) =>
  Effect.gen(function* () {
    const token = newToken()
    const rows = yield* query(SessionRow, {
      sql: ROTATE,
      params: [sessionId, digest(token), randomUUID(), roles],
    })
    return Option.map(
      Option.fromNullishOr(rows[0]),
      (row): IssuedSession => ({ token, session: row.session }),
    )
  }).pipe(Effect.orDie)

const counted = (sql: string, params: readonly unknown[]) =>
  query(CountRow, {
    sql: `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    params,
  }).pipe(
    Effect.map((rows) => rows[0]?.n ?? 0),
    Effect.orDie,
  )

/**
 * Sessions on Postgres. A token is 256 bits from the CSPRNG (`newToken`); the table's key is its
 * SHA-256, so a stolen copy of the table opens no session, and a token of the wrong shape is refused
 * without a query. Ids are random UUIDs. `find` is one indexed lookup (a prepared statement); expired
 * rows stay until `sweep` (or `currentSession`) deletes them.
 *
 * @example
 * Layer.provide(sessionsLayer(), databaseLayer({}))
 */
export const sessionsLayer = (): Layer.Layer<Sessions, never, Database> =>
  Layer.effect(
    Sessions,
    withDatabase((provide) =>
      Sessions.of({
        create: (draft) => provide(create(draft)),
        find: (token) => provide(find(token)),
        touch: (sessionId, times) =>
          provide(
            queryBehind({
              sql: TOUCH,
              params: [sessionId, timestamp(times.lastSeenAt), timestamp(times.idleExpiresAt)],
            }),
          ),
        rotate: (sessionId, roles) => provide(rotate(sessionId, roles)),
        remove: (sessionId) =>
          provide(queryBehind({ sql: "DELETE FROM sessions WHERE id = $1", params: [sessionId] })),
        removeAllOf: (userId, except) =>
          provide(
            counted("DELETE FROM sessions WHERE user_id = $1 AND ($2::text IS NULL OR id <> $2::text)", [
              userId,
              except ?? null,
            ]),
          ),
        sweep: (now) =>
          provide(
            counted(
              "DELETE FROM sessions WHERE idle_expires_at <= $1::timestamptz OR absolute_expires_at <= $1::timestamptz",
              [timestamp(now)],
            ),
          ),
      }),
    ),
  )
