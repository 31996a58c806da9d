import { type RootCategoryPayload, type StorePagePayload, StorePages } from "@vitrine/core/site"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { query } from "./query.ts"
import { findByUrlId, listPages, readCollection, saveCollection, UUID } from "./store-page-collections.ts"

const UrlIdRow = Schema.Struct({ url_id: Schema.String })
const IdRow = Schema.Struct({ id: Schema.String })
const PageRow = Schema.Struct({
  url_id: Schema.String,
  navigation_title: Schema.String,
  title: Schema.String,
  description: Schema.String,
  enabled: Schema.Literal(true),
})
const CategoryRow = Schema.Struct({
  display_name: Schema.String,
  parent_category_id: Schema.Null,
  type: Schema.Literal("ROOT"),
  page_rendering: Schema.Literal("LIST_VIEW"),
  display_index: Schema.Literal(1),
})

const urlIds = (websiteId: string) =>
  query(UrlIdRow, { sql: "SELECT url_id FROM store_pages WHERE website_id = $1", params: [websiteId] }).pipe(
    Effect.map((rows) => rows.map((row) => row.url_id)),
    Effect.orDie,
  )

const createStorePage = (websiteId: string, page: StorePagePayload) =>
  query(IdRow, {
    sql: `INSERT INTO store_pages (website_id, url_id, navigation_title, title, description, enabled)
      VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    params: [websiteId, page.urlId, page.navigationTitle, page.title, page.description, page.enabled],
  }).pipe(
    Effect.map((rows) => rows[0]?.id ?? ""),
    Effect.orDie,
  )

// Inserted only when the page is the website's: a category never lands in another website's page.
const createCategory = (websiteId: string, collectionId: string, category: RootCategoryPayload) =>
  UUID.test(collectionId)
    ? query(IdRow, {
        sql: `INSERT INTO store_categories (store_page_id, display_name, parent_category_id, type, page_rendering, display_index)
          SELECT id, $3, $4, $5, $6, $7 FROM store_pages WHERE id = $1::uuid AND website_id = $2 RETURNING id::text AS id`,
        params: [
          collectionId,
          websiteId,
          category.displayName,
          category.parentCategoryId,
          category.type,
          category.pageRendering,
          category.displayIndex,
        ],
      }).pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie,
      )
    : Effect.succeed(false)

const page = (websiteId: string, collectionId: string) =>
  UUID.test(collectionId)
    ? query(PageRow, {
        sql: `SELECT url_id, navigation_title, title, description, enabled
          FROM store_pages WHERE id = $1::uuid AND website_id = $2`,
        params: [collectionId, websiteId],
      }).pipe(
        Effect.map((rows) =>
          Option.map(
            Option.fromNullishOr(rows[0]),
            (row): StorePagePayload => ({
              navigationTitle: row.navigation_title,
              title: row.title,
              urlId: row.url_id,
              description: row.description,
              enabled: row.enabled,
            }),
          ),
        ),
        Effect.orDie,
      )
    : Effect.succeed(Option.none<StorePagePayload>())

const categories = (websiteId: string, collectionId: string) =>
  UUID.test(collectionId)
    ? query(CategoryRow, {
        sql: `SELECT c.display_name, c.parent_category_id, c.type, c.page_rendering, c.display_index
          FROM store_categories c JOIN store_pages p ON p.id = c.store_page_id
          WHERE p.id = $1::uuid AND p.website_id = $2 ORDER BY c.id`,
        params: [collectionId, websiteId],
      }).pipe(
        Effect.map((rows) =>
          rows.map(
            (row): RootCategoryPayload => ({
              displayName: row.display_name,
              parentCategoryId: row.parent_category_id,
              type: row.type,
              pageRendering: row.page_rendering,
              displayIndex: row.display_index,
            }),
          ),
        ),
        Effect.orDie,
      )
    : Effect.succeed([])

/**
 * StorePages on Postgres: `store_pages` (URL ids unique per website, case-insensitively),
 * `store_categories` and `store_collections` (see store-page-collections.ts), one statement per call
 * (a lost compare-and-set reads once more to tell "stale" from "missing"). A row that does not decode is a defect.
 *
 * @example
 * Layer.provide(storePagesLayer(), databaseLayer({}))
 */
export const storePagesLayer = (): Layer.Layer<StorePages, never, Database> =>
  Layer.effect(
    StorePages,
    withDatabase((provide) =>
      StorePages.of({
        urlIds: (websiteId) => provide(urlIds(websiteId)),
        createStorePage: (websiteId, page) => provide(createStorePage(websiteId, page)),
        createCategory: (websiteId, collectionId, category) =>
          provide(createCategory(websiteId, collectionId, category)),
        page: (websiteId, collectionId) => provide(page(websiteId, collectionId)),
        categories: (websiteId, collectionId) => provide(categories(websiteId, collectionId)),
        list: (websiteId) => provide(listPages(websiteId)),
        findByUrlId: (websiteId, urlId) => provide(findByUrlId(websiteId, urlId)),
        collection: (websiteId, collectionId) => provide(readCollection(websiteId, collectionId)),
        saveCollection: (websiteId, collectionId, version, collection) =>
          provide(saveCollection(websiteId, collectionId, version, collection)),
      }),
    ),
  )
