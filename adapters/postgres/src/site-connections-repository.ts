import {
  AutomationConnectionSchema,
  MailingConnectionSchema,
  SiteConnectionsRepository,
} from "@vitrine/core/site"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { digest, isTokenShaped, newToken } from "./digest.ts"
import { query, queryBehind } from "./query.ts"

const MailingRow = Schema.Struct({ mailing: Schema.NullOr(MailingConnectionSchema) })

// The time as epoch milliseconds, rounded back to whole milliseconds (as the multilingual settings).
const AutomationRow = Schema.Struct({
  automation_status: Schema.Literals(["disconnected", "awaiting", "connected"]),
  automation_at: Schema.NullOr(Schema.Number),
})

const findMailing = (websiteId: string) =>
  query(MailingRow, {
    sql: "SELECT mailing FROM site_connections WHERE website_id = $1",
    params: [websiteId],
  }).pipe(
    Effect.map((rows) => Option.fromNullishOr(rows[0]?.mailing)),
    Effect.orDie,
  )

const saveMailing = (websiteId: string, mailing: object | null) =>
  queryBehind({
    sql: `INSERT INTO site_connections (website_id, mailing) VALUES ($1, $2::jsonb)
      ON CONFLICT (website_id) DO UPDATE SET mailing = excluded.mailing`,
    params: [websiteId, mailing === null ? null : JSON.stringify(mailing)],
  })

const findAutomation = (websiteId: string) =>
  query(AutomationRow, {
    sql: `SELECT automation_status, (extract(epoch FROM automation_at) * 1000)::float8 AS automation_at
      FROM site_connections WHERE website_id = $1`,
    params: [websiteId],
  }).pipe(
    Effect.map((rows) =>
      Option.map(Option.fromNullishOr(rows[0]), ({ automation_status, automation_at }) => {
        const at = automation_at === null ? "" : new Date(Math.round(automation_at)).toISOString()
        return Schema.decodeUnknownSync(AutomationConnectionSchema)(
          automation_status === "disconnected"
            ? { status: "disconnected" }
            : automation_status === "awaiting"
              ? { status: "awaiting", requestedAt: at }
              : { status: "connected", connectedAt: at },
        )
      }),
    ),
    Effect.orDie,
  )

// Each write is one upsert touching only its own columns: the mailing connection and the automation
// state never overwrite each other.
const saveAutomation = (websiteId: string, status: string, at: string | null, keyDigest: string | null) =>
  queryBehind({
    sql: `INSERT INTO site_connections (website_id, automation_status, automation_at, automation_key_digest)
      VALUES ($1, $2, $3::timestamptz, $4)
      ON CONFLICT (website_id) DO UPDATE SET automation_status = excluded.automation_status,
        automation_at = excluded.automation_at, automation_key_digest = excluded.automation_key_digest`,
    params: [websiteId, status, at, keyDigest],
  })

const Confirmed = Schema.Struct({ website_id: Schema.String })

// The compare-and-set: the row changes only while it still awaits this key's digest, so a reconnect
// (a new digest) or a disconnect (none) committed after the caller's read leaves the old key
// connecting nothing. The expiry is the program's, decided on the state it read: a digest is unique
// to one wait, so a key that still matches here belongs to that same wait.
const confirmAwaited = (websiteId: string, key: string, connectedAt: string) =>
  query(Confirmed, {
    sql: `UPDATE site_connections SET automation_status = 'connected', automation_at = $3::timestamptz,
        automation_key_digest = NULL
      WHERE website_id = $1 AND automation_key_digest = $2 AND automation_status = 'awaiting'
      RETURNING website_id`,
    params: [websiteId, digest(key), connectedAt],
  }).pipe(
    Effect.map((rows) => rows.length === 1),
    Effect.orDie,
  )

/**
 * SiteConnectionsRepository on Postgres: one `site_connections` row per website (migration 049).
 * Keys are 32 bytes of the CSPRNG (`newToken`); only their SHA-256 is stored, and a key is compared
 * by its digest, so the comparison reveals nothing of the key. A text not shaped like a key is
 * refused without a query.
 *
 * @example
 * Layer.provide(siteConnectionsLayer(), databaseLayer({}))
 */
export const siteConnectionsLayer = (): Layer.Layer<SiteConnectionsRepository, never, Database> =>
  Layer.effect(
    SiteConnectionsRepository,
    withDatabase((provide) =>
      SiteConnectionsRepository.of({
        findMailing: (websiteId) => provide(findMailing(websiteId)),
        saveMailing: (websiteId, connection) => provide(saveMailing(websiteId, Option.getOrNull(connection))),
        findAutomation: (websiteId) => provide(findAutomation(websiteId)),
        awaitAutomation: (websiteId, requestedAt) => {
          const key = newToken()
          return provide(Effect.as(saveAutomation(websiteId, "awaiting", requestedAt, digest(key)), key))
        },
        confirmAwaited: (websiteId, key, connected) =>
          isTokenShaped(key)
            ? provide(confirmAwaited(websiteId, key, connected.connectedAt))
            : Effect.succeed(false),
        settleAutomation: (websiteId, state) =>
          provide(
            saveAutomation(
              websiteId,
              state.status,
              state.status === "connected" ? state.connectedAt : null,
              null,
            ),
          ),
      }),
    ),
  )
