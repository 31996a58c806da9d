import type { Cart } from "@vitrine/core/cart"
import type { Order } from "@vitrine/core/checkout"
import { minorUnits, moneyFromMinor, multiplyMoney } from "@vitrine/core/money"
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

/**
 * A placed order as the order e-mail reads it: the same `cart` shape as {@link orderJson} (lines
 * from the order's items, at the prices charged) plus `order` — its id, shipping, tax and grand
 * total, the shipping address and option, and `testMode` — which the template shows when present.
 *
 * @example
 * orderEmailJson(order).order.grandTotal // { value: "58.13", currency: "USD" }
 */
export const orderEmailJson = (order: Order) => ({
  cart: {
    id: order.purchasedCartId,
    currency: order.money,
    totalQuantity: order.items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: templateMoney(order.subtotal),
    entries: order.items.map((item) => ({
      itemId: item.itemId,
      title: item.productName,
      quantity: item.quantity,
      sku: item.sku,
      optionValues: [],
      unitPrice: templateMoney(item.unitPrice),
      subTotal: templateMoney(multiplyMoney(item.unitPrice, item.quantity)),
    })),
  },
  order: {
    id: order.id,
    testMode: order.testMode,
    shippingTotal: templateMoney(order.shippingTotal),
    taxTotal: templateMoney(order.taxTotal),
    hasTax: minorUnits(order.taxTotal) > 0n,
    grandTotal: templateMoney(order.grandTotal),
    shippingOption: order.shippingOption.label,
    shippingAddress: order.shippingAddress,
  },
})
