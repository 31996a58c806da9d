import {
  type AddToCartCheck,
  addToCartErrorMessage,
  type CartEntry,
  checkAddToCart,
  type StockRecord,
} from "@vitrine/core/cart"
import type { OptionSelection, Product } from "@vitrine/core/catalog"
import type { ApiError } from "../client.ts"
import { type AddAlertTexts, alertMessageIn } from "./alert-texts.ts"
import { alertTitle } from "./alert-title.ts"
import type { AddAlert } from "./use-add-button.ts"

/**
 * The stock records of a product as its variants carry them, for the browser-side stock check; the
 * server checks again against the database.
 *
 * @example
 * stockOfProduct(tee) // [{ variantId: "v1", sku: "TEE-S", unlimited: false, qtyInStock: 4 }, …]
 */
export const stockOfProduct = (product: Product): readonly StockRecord[] =>
  product.variants.map((variant) => ({
    variantId: variant.id,
    sku: variant.sku,
    unlimited: variant.unlimited,
    qtyInStock: variant.qtyInStock,
  }))

/**
 * Core's add-to-cart check run in the browser before anything is sent, so a missing option or a
 * bad quantity shows the spec's message without a round trip (ADDCART-012 to ADDCART-019).
 *
 * @example
 * checkInBrowser(tee, { Size: "M" }, "1", cart?.entries ?? [])
 */
export const checkInBrowser = (
  product: Product,
  selection: OptionSelection,
  quantity: unknown,
  entries: readonly CartEntry[],
): AddToCartCheck => checkAddToCart({ product, selection, quantity }, stockOfProduct(product), entries)

/**
 * The alert for a failed add-to-cart call (ADDCART-020 to ADDCART-023), in `texts`' language when
 * given (a page's dictionary): the server's refusals are core's fixed messages, each translated; a
 * message of its own stays as it came. A network failure (status 0) carries no server message, so
 * core answers with its connection text.
 *
 * @example
 * alertForError(tee, false, { status: 429, message: "", fieldErrors: {}, crumbFail: false })
 */
export const alertForError = (
  product: Product,
  expressCheckout: boolean,
  error: ApiError,
  texts?: AddAlertTexts,
): AddAlert => ({
  title: alertTitle(product, expressCheckout, texts),
  message: alertMessageIn(
    addToCartErrorMessage({
      status: error.status,
      crumbFail: error.crumbFail,
      serverMessage: error.status === 0 || error.message === "" ? undefined : error.message,
      cookiesEnabled: navigator.cookieEnabled,
    }),
    texts,
  ),
})
