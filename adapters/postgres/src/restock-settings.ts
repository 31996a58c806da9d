import type { RestockSettings } from "@vitrine/core/restock"
import { DEFAULT_RESTOCK_SETTINGS } from "@vitrine/core/restock"
import { Effect, Schema } from "effect"
import type { Database } from "./database.ts"
import { query } from "./query.ts"

// The restock settings' one row (migrations 033 and 039), and the sign-up removal of an unsubscribe.

const SettingsRow = Schema.Struct({
  auto_send: Schema.Boolean,
  mailing_list_sign_up: Schema.Boolean,
  mailing_list_opt_in_by_default: Schema.Boolean,
})
const SETTINGS_COLUMNS = "auto_send, mailing_list_sign_up, mailing_list_opt_in_by_default"

const settingsOf = (row: typeof SettingsRow.Type): RestockSettings => ({
  autoSend: row.auto_send,
  mailingListSignUp: row.mailing_list_sign_up,
  mailingListOptInByDefault: row.mailing_list_opt_in_by_default,
})
const KeyRow = Schema.Struct({ link_key: Schema.String })
const IdRow = Schema.Struct({ id: Schema.String })

/** The settings as saved, the defaults when the row does not exist yet. */
export const restockSettings: Effect.Effect<RestockSettings, never, Database> = query(SettingsRow, {
  name: "restock_settings",
  sql: `SELECT ${SETTINGS_COLUMNS} FROM restock_settings WHERE id = 1`,
  params: [],
}).pipe(
  Effect.orDie,
  Effect.map(([row]) => (row === undefined ? DEFAULT_RESTOCK_SETTINGS : settingsOf(row))),
)

// One upsert (the key, drawn on insert, is never touched here): a setting not given (null) keeps
// the stored value, read under the row's lock, so concurrent saves of different settings queue
// on the row and each lays its own over the other's rather than over a stale read.
/** Saves the settings given over those stored (the defaults when the row does not exist yet). */
export const saveRestockSettings = (
  settings: Partial<RestockSettings>,
): Effect.Effect<RestockSettings, never, Database> => {
  const first = { ...DEFAULT_RESTOCK_SETTINGS, ...settings }
  return query(SettingsRow, {
    name: "restock_save_settings",
    sql: `INSERT INTO restock_settings (id, ${SETTINGS_COLUMNS}) VALUES (1, $4, $5, $6)
          ON CONFLICT (id) DO UPDATE SET auto_send = COALESCE($1::boolean, restock_settings.auto_send),
            mailing_list_sign_up = COALESCE($2::boolean, restock_settings.mailing_list_sign_up),
            mailing_list_opt_in_by_default = COALESCE($3::boolean, restock_settings.mailing_list_opt_in_by_default)
          RETURNING ${SETTINGS_COLUMNS}`,
    params: [
      settings.autoSend ?? null,
      settings.mailingListSignUp ?? null,
      settings.mailingListOptInByDefault ?? null,
      first.autoSend,
      first.mailingListSignUp,
      first.mailingListOptInByDefault,
    ],
  }).pipe(
    Effect.orDie,
    Effect.flatMap(([row]) =>
      row === undefined
        ? Effect.die(new Error("restock settings row missing"))
        : Effect.succeed(settingsOf(row)),
    ),
  )
}

// DO UPDATE (of nothing) rather than DO NOTHING: it returns the row that won, even one a concurrent
// first ask inserted, so every caller gets the one key.
/** The link key, the row made (and the key drawn) on the first ask. */
export const restockLinkKey: Effect.Effect<string, never, Database> = query(KeyRow, {
  name: "restock_link_key",
  sql: `INSERT INTO restock_settings (id) VALUES (1)
        ON CONFLICT (id) DO UPDATE SET id = restock_settings.id RETURNING link_key`,
  params: [],
}).pipe(
  Effect.orDie,
  Effect.flatMap(([row]) =>
    row === undefined ? Effect.die(new Error("restock settings row missing")) : Effect.succeed(row.link_key),
  ),
)

/** Deletes a sign-up by id; true when one was there. */
export const removeSignUp = (id: string): Effect.Effect<boolean, never, Database> =>
  query(IdRow, {
    name: "restock_remove_sign_up",
    sql: "DELETE FROM restock_sign_ups WHERE id = $1 RETURNING id",
    params: [id],
  }).pipe(
    Effect.orDie,
    Effect.map((removed) => removed.length > 0),
  )
