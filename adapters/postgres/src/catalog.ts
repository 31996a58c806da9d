import { Catalog, CatalogEditor, type Product, ProductSchema } from "@vitrine/core/catalog"
import { Effect, Layer, Option, Schema } from "effect"
import { type Database, withDatabase } from "./database.ts"
import { rememberStock, stockChanged } from "./inventory.ts"
import { query, queryBehind } from "./query.ts"
import { transactionally } from "./session.ts"

/**
 * SQL for the product row `p` with its variants and their stock as one JSON value, decoded with the
 * core's own ProductSchema. Money leaves as a string of minor units, as MoneySchema wants.
 *
 * @example
 * `SELECT ${PRODUCT_OBJECT} AS product FROM products p`
 */
export const PRODUCT_OBJECT = `json_build_object(
  'id', p.id, 'urlSlug', p.url_slug, 'title', p.title, 'description', p.description,
  'productType', p.product_type,
  'variants', COALESCE((
    SELECT json_agg(json_build_object(
      'id', v.id, 'sku', v.sku, 'attributes', v.attributes,
      'priceMoney', json_build_object('value', CAST(v.price_minor AS text), 'currency', v.price_currency),
      'salePriceMoney', json_build_object('value', CAST(v.sale_price_minor AS text), 'currency', v.sale_price_currency),
      'onSale', v.on_sale, 'qtyInStock', COALESCE(s.qty_in_stock, 0), 'unlimited', COALESCE(s.unlimited, false),
      'mainImageId', v.main_image_id
    ) ORDER BY v.position)
    FROM variants v LEFT JOIN stock s ON s.variant_id = v.id
    WHERE v.product_id = p.id
  ), '[]'),
  'variantOptionOrdering', p.variant_option_ordering, 'images', p.images, 'onSale', p.on_sale,
  'isSubscribable', p.is_subscribable, 'subscriptionPlan', p.subscription_plan,
  'useCustomAddButtonText', p.use_custom_add_button_text, 'customAddButtonText', p.custom_add_button_text,
  'additionalFieldsFormId', p.additional_fields_form_id, 'scarcityEnabled', p.scarcity_enabled
)`

const PRODUCT_JSON = `${PRODUCT_OBJECT} AS product`

const ProductRow = Schema.Struct({ product: ProductSchema })

const productRow = (product: Product) => ({
  id: product.id,
  url_slug: product.urlSlug,
  title: product.title,
  description: product.description,
  product_type: product.productType,
  variant_option_ordering: JSON.stringify(product.variantOptionOrdering),
  images: JSON.stringify(product.images),
  on_sale: product.onSale,
  is_subscribable: product.isSubscribable,
  subscription_plan: product.subscriptionPlan === null ? null : JSON.stringify(product.subscriptionPlan),
  use_custom_add_button_text: product.useCustomAddButtonText,
  custom_add_button_text: product.customAddButtonText,
  additional_fields_form_id: product.additionalFieldsFormId,
  scarcity_enabled: product.scarcityEnabled,
})

const variantRows = (product: Product) =>
  product.variants.map((variant, position) => ({
    id: variant.id,
    product_id: product.id,
    position,
    sku: variant.sku,
    attributes: JSON.stringify(variant.attributes),
    price_minor: variant.priceMoney.value,
    price_currency: variant.priceMoney.currency,
    sale_price_minor: variant.salePriceMoney.value,
    sale_price_currency: variant.salePriceMoney.currency,
    on_sale: variant.onSale,
    main_image_id: variant.mainImageId,
  }))

const stockRows = (product: Product) =>
  product.variants.map((variant) => ({
    variant_id: variant.id,
    qty_in_stock: variant.qtyInStock,
    unlimited: variant.unlimited,
  }))

const list = query(ProductRow, (knex) =>
  knex.raw(`SELECT ${PRODUCT_JSON} FROM products p ORDER BY p.position`),
).pipe(
  Effect.map((rows) => rows.map((row) => row.product)),
  Effect.orDie,
)

const find = (idOrSlug: string) =>
  Effect.gen(function* () {
    const rows = yield* query(ProductRow, (knex) =>
      knex.raw(
        `SELECT ${PRODUCT_JSON} FROM products p WHERE p.id = ? OR p.url_slug = ?
         ORDER BY CASE WHEN p.id = ? THEN 0 ELSE 1 END LIMIT 1`,
        [idOrSlug, idOrSlug, idOrSlug],
      ),
    ).pipe(Effect.orDie)
    const found = Option.fromNullishOr(rows[0]?.product)
    if (Option.isSome(found)) yield* rememberStock(found.value)
    return found
  })

// The four writes go out together and land together: `transactionally` joins the caller's transaction
// or opens one, and COMMIT reports any failure (a clashing slug, negative stock) as a defect.
const save = (product: Product) =>
  transactionally(
    Effect.gen(function* () {
      yield* stockChanged
      yield* queryBehind((knex) =>
        knex("products")
          .insert(productRow(product))
          .onConflict("id")
          .merge({ ...productRow(product), revision: knex.raw("products.revision + 1") }),
      )
      const ids = product.variants.map((variant) => variant.id)
      yield* queryBehind((knex) =>
        knex("variants").where("product_id", product.id).whereNotIn("id", ids).delete(),
      )
      if (ids.length === 0) return
      yield* queryBehind((knex) => knex("variants").insert(variantRows(product)).onConflict("id").merge())
      yield* queryBehind((knex) => knex("stock").insert(stockRows(product)).onConflict("variant_id").merge())
    }),
  )

/**
 * Catalog and CatalogEditor on Postgres. `find` and `list` read a product, its variants and their
 * stock in one statement; `find` prefers an id to a slug. Slugs are unique: saving a second product
 * with a slug already taken is a defect. Inside a transaction, `find` also tells Inventory the stock
 * it read, so the `stockOf` that add-to-cart makes next costs no round trip.
 *
 * @example
 * Layer.provide(catalogLayer(), databaseLayer({}))
 */
export const catalogLayer = (): Layer.Layer<Catalog | CatalogEditor, never, Database> =>
  Layer.merge(
    Layer.effect(
      Catalog,
      withDatabase((provide) =>
        Catalog.of({
          list: provide(list),
          find: (idOrSlug) => provide(find(idOrSlug)),
        }),
      ),
    ),
    Layer.effect(
      CatalogEditor,
      withDatabase((provide) => CatalogEditor.of({ save: (product) => provide(save(product)) })),
    ),
  )
