import type { Cart } from "@vitrine/core/cart"
import { moneyFromMinor } from "@vitrine/core/money"
import { absoluteUrl, templateMoney } from "./product-json.ts"

/**
 * A cart as the order e-mail reads it. We have no orders yet, so the confirmation renders from the
 * cart (the closest thing to one): `entries` with `quantity` (TPL-009, what `cart-quantity` sums),
 * each line's title, options, unit price and line total as template money, and the cart's subtotal
 * and item count. Image URLs are made absolute on `baseUrl`.
 *
 * @example
 * orderJson(cart, "https://shop.example").entries[0].subTotal // { value: "136.00", currency: "USD", … }
 */
export const orderJson = (cart: Cart, baseUrl: string) => ({
  id: cart.id,
  currency: cart.currency,
  totalQuantity: cart.totalQuantity,
  subtotal: templateMoney(cart.subtotal),
  entries: cart.entries.map((entry) => ({
    id: entry.id,
    itemId: entry.itemId,
    title: entry.title,
    quantity: entry.quantity,
    productType: entry.productType,
    sku: entry.chosenVariant.sku,
    optionValues: Object.entries(entry.chosenVariant.attributes).map(([optionName, value]) => ({
      optionName,
      value,
    })),
    ...(entry.imageUrl === null ? {} : { imageUrl: absoluteUrl(baseUrl, entry.imageUrl) }),
    unitPrice: templateMoney(moneyFromMinor(entry.purchasePriceCents, cart.currency)),
    subTotal: templateMoney(entry.subTotal),
  })),
})
