/**
 * How the commerce plugins read the storefront's JSON: a product item's `structuredContent` as the
 * catalogue rules want it (DISPLAY-001, DISPLAY-002), the per-product merchandising context
 * (scarcity, restock form, custom sold-out text) and the site's translated strings. Reading is
 * lenient: a field that is missing or of the wrong kind takes its neutral default, never throws.
 */
import type { Product, ProductDisplay, Variant } from "../../catalog/model.ts"
import type { ProductOptions } from "../../catalog/options.ts"
import { ProductType } from "../../catalog/product-type.ts"
import { asNumber, asString, Kind, kindOf, type PluginContext, stepPath } from "../plugins.ts"
import { perRender } from "../render-memo.ts"

/**
 * A variant as the display, stock and option rules read it.
 *
 * @example
 * const variant: DisplayedVariant = { attributes: { Size: "M" }, onSale: false, qtyInStock: 2, unlimited: false }
 */
export type DisplayedVariant = Pick<Variant, "attributes" | "onSale" | "qtyInStock" | "unlimited">

/**
 * A product as the display, add-button, quantity, scarcity and option rules read it.
 *
 * @example
 * isSoldOut(readProduct(item.structuredContent))
 */
export interface DisplayedProduct
  extends ProductDisplay,
    ProductOptions,
    Pick<Product, "isSubscribable" | "useCustomAddButtonText" | "customAddButtonText" | "scarcityEnabled"> {
  readonly variants: readonly DisplayedVariant[]
}

/**
 * A yes/no field: `true`, or the text "true" that some stores send (`"isSubscribable": "true"`).
 *
 * @example
 * isFlagSet("true") // true
 */
export const isFlagSet = (value: unknown): boolean => value === true || value === "true"

const productTypes: ReadonlySet<number> = new Set(Object.values(ProductType))

// A type we cannot place is read as physical: its stock then decides, so a product we know
// nothing about shows as sold out rather than being offered for sale (the reference engine shows
// "sold out" for type -1 too).
const readProductType = (value: unknown): ProductType => {
  const kind = kindOf(value)
  const code = kind === Kind.Number || kind === Kind.String ? asNumber(value) : Number.NaN
  return productTypes.has(code) ? (code as ProductType) : ProductType.PHYSICAL
}

const readStock = (value: unknown): number => {
  const kind = kindOf(value)
  const qty = kind === Kind.Number || kind === Kind.String ? Math.trunc(asNumber(value)) : 0
  return Number.isFinite(qty) ? qty : 0
}

/**
 * An object's members whose values print as text (strings, numbers, booleans), as text.
 *
 * @example
 * textMembers({ Size: "M", Count: 2, Nested: {} }) // { Size: "M", Count: "2" }
 */
export const textMembers = (value: unknown): Readonly<Record<string, string>> => {
  const members: Record<string, string> = {}
  if (kindOf(value) !== Kind.Object) return members
  for (const [name, member] of Object.entries(value as object)) {
    const kind = kindOf(member)
    if (kind === Kind.String || kind === Kind.Number || kind === Kind.Boolean)
      members[name] = asString(member)
  }
  return members
}

/**
 * The elements of a value that is an array; nothing for anything else.
 *
 * @example
 * arrayOf(stepPath(content, "variants")) // [] when variants is missing
 */
export const arrayOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : [])

/**
 * A variant (or a merchandising view of one: `qtyInStock` and `attributes`) from its JSON.
 *
 * @example
 * readVariant({ qtyInStock: 3, attributes: { Color: "Red" } }).qtyInStock // 3
 */
export const readVariant = (value: unknown): DisplayedVariant => ({
  attributes: textMembers(stepPath(value, "attributes")),
  onSale: isFlagSet(stepPath(value, "onSale")),
  qtyInStock: readStock(stepPath(value, "qtyInStock")),
  unlimited: isFlagSet(stepPath(value, "unlimited")),
})

/**
 * A product from an item's `structuredContent`. Anything that is not an object reads as a physical
 * product without variants (so: sold out).
 *
 * @example
 * readProduct({ productType: 2, variants: [] }).productType // ProductType.DIGITAL
 */
export const readProduct = (content: unknown): DisplayedProduct => ({
  productType: readProductType(stepPath(content, "productType")),
  variants: arrayOf(stepPath(content, "variants")).map(readVariant),
  variantOptionOrdering: arrayOf(stepPath(content, "variantOptionOrdering")).map(asString),
  onSale: isFlagSet(stepPath(content, "onSale")),
  isSubscribable: isFlagSet(stepPath(content, "isSubscribable")),
  useCustomAddButtonText: isFlagSet(stepPath(content, "useCustomAddButtonText")),
  customAddButtonText: asString(stepPath(content, "customAddButtonText")),
  scarcityEnabled: isFlagSet(stepPath(content, "scarcityEnabled")),
})

/**
 * {@link readProduct} once per render (see `render-memo.ts`): the dozen commerce formatters and
 * predicates of a product share one reading. The result is shared: never change it.
 *
 * @example
 * isSoldOut(productOf(ctx, stepPath(item, "structuredContent")))
 */
export const productOf: (ctx: PluginContext, content: unknown) => DisplayedProduct = perRender(readProduct)

/**
 * The merchandising context of an item (`productMerchandisingContext[item.id]` of the page data):
 * scarcity views, restock form views and texts, custom sold-out text. Missing → undefined.
 *
 * @example
 * stepPath(merchandisingOf(item, ctx), "scarcityEnabled")
 */
export const merchandisingOf = (item: unknown, ctx: PluginContext): unknown => {
  const id = asString(stepPath(item, "id"))
  return id === "" ? undefined : stepPath(ctx.resolve("productMerchandisingContext"), id)
}

/**
 * The site's translation of a built-in text (`localizedStrings.<key>` of the page data), or
 * undefined when there is none (the core rule's own text applies).
 *
 * @example
 * selectPrompt(name, translation(ctx, "productVariantSelectText"))
 */
export const translation = (ctx: PluginContext, key: string): string | undefined => {
  const text = asString(stepPath(ctx.resolve("localizedStrings"), key))
  return text === "" ? undefined : text
}
