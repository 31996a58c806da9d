// The StorePages methods over `store_collections` (migration 053): the merchant's list, a page by
// its URL id, and each page's collection as one JSON document replaced by compare-and-set.
import type { KeptCollection, StoreCollection, StorePagePayload, StorePageSummary } from "@vitrine/core/site"
import { Effect, Option, Schema } from "effect"
import { query } from "./query.ts"

// Ids are uuids: anything else names no page (and must not reach a uuid comparison).
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const SummaryRow = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  url_id: Schema.String,
  description: Schema.String,
  product_count: Schema.Number,
})
const FoundRow = Schema.Struct({
  id: Schema.String,
  url_id: Schema.String,
  navigation_title: Schema.String,
  title: Schema.String,
  description: Schema.String,
  enabled: Schema.Literal(true),
})
const CollectionRow = Schema.Struct({
  version: Schema.Number,
  product_ids: Schema.Array(Schema.String),
  categories: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      parentId: Schema.NullOr(Schema.String),
      productIds: Schema.Array(Schema.String),
    }),
  ),
})
const VersionRow = Schema.Struct({ version: Schema.Number })

export const listPages = (websiteId: string) =>
  query(SummaryRow, {
    sql: `SELECT p.id::text AS id, p.title, p.url_id, p.description,
        COALESCE(jsonb_array_length(c.product_ids), 0)::int AS product_count
      FROM store_pages p LEFT JOIN store_collections c ON c.store_page_id = p.id
      WHERE p.website_id = $1 ORDER BY p.position`,
    params: [websiteId],
  }).pipe(
    Effect.map((rows) =>
      rows.map(
        (row): StorePageSummary => ({
          id: row.id,
          title: row.title,
          urlId: row.url_id,
          description: row.description,
          productCount: row.product_count,
        }),
      ),
    ),
    Effect.orDie,
  )

export const findByUrlId = (websiteId: string, urlId: string) =>
  query(FoundRow, {
    sql: `SELECT id::text AS id, url_id, navigation_title, title, description, enabled
      FROM store_pages WHERE website_id = $1 AND lower(url_id) = lower($2)`,
    params: [websiteId, urlId],
  }).pipe(
    Effect.map((rows) =>
      Option.map(Option.fromNullishOr(rows[0]), (row) => ({
        id: row.id,
        page: {
          navigationTitle: row.navigation_title,
          title: row.title,
          urlId: row.url_id,
          description: row.description,
          enabled: row.enabled,
        } satisfies StorePagePayload,
      })),
    ),
    Effect.orDie,
  )

export const readCollection = (websiteId: string, collectionId: string) =>
  UUID.test(collectionId)
    ? query(Schema.Struct({ ...CollectionRow.fields, version: Schema.NullOr(Schema.Number) }), {
        sql: `SELECT c.version, COALESCE(c.product_ids, '[]'::jsonb) AS product_ids,
            COALESCE(c.categories, '[]'::jsonb) AS categories
          FROM store_pages p LEFT JOIN store_collections c ON c.store_page_id = p.id
          WHERE p.id = $1::uuid AND p.website_id = $2`,
        params: [collectionId, websiteId],
      }).pipe(
        Effect.map((rows) =>
          Option.map(
            Option.fromNullishOr(rows[0]),
            (row): KeptCollection => ({
              version: row.version ?? 0,
              collection: { productIds: row.product_ids, categories: row.categories },
            }),
          ),
        ),
        Effect.orDie,
      )
    : Effect.succeed(Option.none<KeptCollection>())

// Version 0 is "never saved": the insert lands only if no row exists yet (a concurrent first save
// makes it a no-op); later versions update only the row still at that version.
export const saveCollection = (
  websiteId: string,
  collectionId: string,
  version: number,
  collection: StoreCollection,
) => {
  if (!UUID.test(collectionId)) return Effect.succeed("missing" as const)
  const params = [
    collectionId,
    websiteId,
    version,
    JSON.stringify(collection.productIds),
    JSON.stringify(collection.categories),
  ]
  const sql =
    version === 0
      ? `INSERT INTO store_collections (store_page_id, version, product_ids, categories)
          SELECT id, $3::int + 1, $4::jsonb, $5::jsonb FROM store_pages WHERE id = $1::uuid AND website_id = $2
          ON CONFLICT (store_page_id) DO NOTHING RETURNING version`
      : `UPDATE store_collections c SET version = $3::int + 1, product_ids = $4::jsonb, categories = $5::jsonb
          FROM store_pages p WHERE c.store_page_id = p.id AND p.id = $1::uuid AND p.website_id = $2
            AND c.version = $3::int RETURNING c.version`
  return query(VersionRow, { sql, params }).pipe(
    Effect.flatMap((rows) =>
      rows.length > 0
        ? Effect.succeed("saved" as const)
        : Effect.map(readCollection(websiteId, collectionId), (kept) =>
            Option.isSome(kept) ? ("stale" as const) : ("missing" as const),
          ),
    ),
    Effect.orDie,
  )
}
