import { demoCatalogue } from "@vitrine/app-server"
import type { Product } from "@vitrine/core/catalog"

/**
 * A demo product by slug; throws when the demo catalogue has none (a test written against a product
 * that was renamed).
 *
 * @example
 * demo("linen-shirt").id // "prod-linen-shirt"
 */
export const demo = (slug: string): Product => {
  const product = demoCatalogue.find((candidate) => candidate.urlSlug === slug)
  if (!product) throw new Error(`No demo product ${slug}`)
  return product
}

/**
 * The SKU of a demo product's variant with these option values.
 *
 * @example
 * skuOf("linen-shirt", { Size: "M", Colour: "Sage" }) // "LINEN-SHIRT-M-SAGE"
 */
export const skuOf = (slug: string, attributes: Record<string, string> = {}): string => {
  const variant = demo(slug).variants.find((candidate) =>
    Object.entries(attributes).every(([name, value]) => candidate.attributes[name] === value),
  )
  if (!variant) throw new Error(`No variant ${JSON.stringify(attributes)} of ${slug}`)
  return variant.sku
}

/**
 * The API paths the suites call, written out so the tests pin the wire rather than the contract's constants.
 *
 * @example
 * visitor.get(PATH.stock("prod-canvas-tote"))
 */
export const PATH = {
  products: "/api/commerce/products",
  cart: "/api/commerce/shopping-cart",
  entries: "/api/commerce/shopping-cart/entries",
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  quantity: (entryId: string) =>
    `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}/quantity`,
  stock: (itemId: string) => `/api/commerce/inventory/stock/?itemId=${encodeURIComponent(itemId)}`,
  settings: "/api/commerce/settings",
  health: "/api/health",
  memberSession: "/api/site-users/account/session",
  memberAccount: "/api/site-users/account",
  staffSession: "/api/staff/session",
} as const
