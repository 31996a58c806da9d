import type { Knex } from "knex"
import { catalogMigration } from "./001-catalog.ts"
import { cartsMigration } from "./002-carts.ts"
import { rateLimitsMigration } from "./003-rate-limits.ts"
import { storeSettingsMigration } from "./004-store-settings.ts"
import { cartRevisionsMigration } from "./005-cart-revisions.ts"
import { accountsMigration } from "./006-accounts.ts"
import { sessionsMigration } from "./007-sessions.ts"
import { signInFailuresMigration } from "./008-sign-in-failures.ts"
import { cartMembersMigration } from "./009-cart-members.ts"
import { formsMigration } from "./010-forms.ts"
import { spentBotTokensMigration } from "./011-spent-bot-tokens.ts"
import { accountLanguageMigration } from "./012-account-language.ts"
import { commercePreferencesMigration } from "./015-commerce-preferences.ts"
import { censusEventsMigration } from "./016-census-events.ts"
import { censusRollupsMigration } from "./017-census-rollups.ts"
import { ordersMigration } from "./020-orders.ts"
import { restockSignUpsMigration } from "./025-restock-sign-ups.ts"
import { outboxMigration } from "./026-outbox.ts"
import { restockSettingsMigration } from "./033-restock-settings.ts"
import { restockMailingListMigration } from "./039-restock-mailing-list.ts"
import { siteHeaderFooterMigration } from "./044-site-header-footer.ts"
import { storePagesMigration } from "./045-store-pages.ts"
import { multilingualMigration } from "./046-multilingual.ts"
import { productRevisionsMigration } from "./047-product-revisions.ts"
import { siteFilesMigration } from "./048-site-files.ts"
import { siteConnectionsMigration } from "./049-site-connections.ts"
import { siteStylesMigration } from "./051-site-styles.ts"
import { homeLayoutMigration } from "./052-home-layout.ts"
import { storeCollectionsMigration } from "./053-store-collections.ts"
import { listSubscribersMigration } from "./054-list-subscribers.ts"
import { fileJobsMigration } from "./058-file-jobs.ts"

// Names are what knex records in `knex_migrations`: never rename or reorder, only append.
const migrations: ReadonlyArray<readonly [string, Knex.Migration]> = [
  ["001-catalog", catalogMigration],
  ["002-carts", cartsMigration],
  ["003-rate-limits", rateLimitsMigration],
  ["004-store-settings", storeSettingsMigration],
  ["005-cart-revisions", cartRevisionsMigration],
  ["006-accounts", accountsMigration],
  ["007-sessions", sessionsMigration],
  ["008-sign-in-failures", signInFailuresMigration],
  ["009-cart-members", cartMembersMigration],
  ["010-forms", formsMigration],
  ["011-spent-bot-tokens", spentBotTokensMigration],
  ["012-account-language", accountLanguageMigration],
  ["015-commerce-preferences", commercePreferencesMigration],
  ["016-census-events", censusEventsMigration],
  ["017-census-rollups", censusRollupsMigration],
  ["020-orders", ordersMigration],
  ["025-restock-sign-ups", restockSignUpsMigration],
  ["026-outbox", outboxMigration],
  ["033-restock-settings", restockSettingsMigration],
  ["039-restock-mailing-list", restockMailingListMigration],
  ["044-site-header-footer", siteHeaderFooterMigration],
  ["045-store-pages", storePagesMigration],
  ["046-multilingual", multilingualMigration],
  ["047-product-revisions", productRevisionsMigration],
  ["048-site-files", siteFilesMigration],
  ["049-site-connections", siteConnectionsMigration],
  ["051-site-styles", siteStylesMigration],
  ["052-home-layout", homeLayoutMigration],
  ["053-store-collections", storeCollectionsMigration],
  ["054-list-subscribers", listSubscribersMigration],
  ["058-file-jobs", fileJobsMigration],
]

/**
 * The adapter's migrations as TypeScript objects, handed to knex directly so nothing scans a folder
 * (which breaks once the package is bundled or run from its TypeScript sources).
 *
 * @example
 * await knex.migrate.latest({ migrationSource })
 */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = migrations.find(([candidate]) => candidate === name)
    if (found === undefined) throw new Error(`Unknown migration ${name}`)
    return found[1]
  },
}
