import { CurrencyCodeSchema } from "@vitrine/core/money"
import { type StoreSettings, StoreSettingsRepository } from "@vitrine/core/site"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

const SettingsRow = Schema.Struct({
  selected_currency: CurrencyCodeSchema,
  express_checkout: Schema.Boolean,
  multiple_quantity_allowed_for_services: Schema.Boolean,
})

const settingsOf = (row: typeof SettingsRow.Type): StoreSettings => ({
  selectedCurrency: row.selected_currency,
  expressCheckout: row.express_checkout,
  storeSettings: { multipleQuantityAllowedForServices: row.multiple_quantity_allowed_for_services },
})

const find = (websiteId: string) =>
  query(SettingsRow, (knex) =>
    knex("store_settings")
      .select("selected_currency", "express_checkout", "multiple_quantity_allowed_for_services")
      .where("website_id", websiteId),
  ).pipe(
    Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), settingsOf)),
    Effect.orDie,
  )

// One statement: an upsert, so two saves never clash on the primary key; the later one wins.
const save = (websiteId: string, settings: StoreSettings) =>
  queryBehind((knex) =>
    knex("store_settings")
      .insert({
        website_id: websiteId,
        selected_currency: settings.selectedCurrency,
        express_checkout: settings.expressCheckout,
        multiple_quantity_allowed_for_services: settings.storeSettings.multipleQuantityAllowedForServices,
      })
      .onConflict("website_id")
      .merge(),
  )

/**
 * StoreSettingsRepository on Postgres: one `store_settings` row per website, read in one statement
 * and saved with one upsert. A row whose currency is not a store currency is a defect.
 *
 * @example
 * Layer.provide(storeSettingsLayer(), databaseLayer({}))
 */
export const storeSettingsLayer = (): Layer.Layer<StoreSettingsRepository, never, Database> =>
  Layer.effect(
    StoreSettingsRepository,
    withDatabase((provide) =>
      StoreSettingsRepository.of({
        find: (websiteId) => provide(find(websiteId)),
        save: (websiteId, settings) => provide(save(websiteId, settings)),
      }),
    ),
  )
