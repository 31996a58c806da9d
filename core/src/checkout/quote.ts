import { Effect, Option } from "effect"
import { CartNotFound } from "../cart/errors.ts"
import type { StoredCart } from "../cart/model.ts"
import { CartRepository } from "../cart/port.ts"
import type { Product } from "../catalog/model.ts"
import { Catalog } from "../catalog/port.ts"
import { ProductType } from "../catalog/product-type.ts"
import type { CurrencyCode } from "../money/currencies.ts"
import { minorUnits, moneyFromMinor } from "../money/rules.ts"
import type { ShippingAddress } from "./address.ts"
import { OrderOutOfStock } from "./errors.ts"
import { orderLines } from "./lines.ts"
import { checkCheckoutMinimum } from "./minimum.ts"
import type { CheckoutSettings, OrderItem } from "./model.ts"
import { type ShippingOption, shippingOptions } from "./shipping.ts"
import { type CheckoutTotals, checkoutTotals } from "./totals.ts"

/**
 * The store a checkout sells in: its website, currency and checkout settings.
 *
 * @example
 * const store: CheckoutStore = { websiteId: "site-1", currency: "USD", settings: DEMO_CHECKOUT_SETTINGS }
 */
export interface CheckoutStore {
  readonly websiteId: string
  readonly currency: CurrencyCode
  readonly settings: CheckoutSettings
}

/**
 * What the checkout page shows before the shopper pays: the lines at today's prices, the shipping
 * options, the totals for the address and option given (the first option and no tax region when
 * none yet), and the minimum-subtotal check (CHECKOUT-001).
 */
export interface CheckoutQuote {
  readonly cart: StoredCart
  readonly items: readonly OrderItem[]
  readonly requiresShipping: boolean
  readonly shippingOptions: readonly ShippingOption[]
  readonly shipping: ShippingOption | undefined
  readonly totals: CheckoutTotals
  readonly minimum: ReturnType<typeof checkCheckoutMinimum>
}

const productsOf = (cart: StoredCart) =>
  Effect.gen(function* () {
    const catalog = yield* Catalog
    const ids = [...new Set(cart.entries.map((entry) => entry.itemId))]
    const found = yield* Effect.forEach(ids, (id) => catalog.find(id), { concurrency: "unbounded" })
    const products = new Map<string, Product>()
    for (const product of found) if (Option.isSome(product)) products.set(product.value.id, product.value)
    return products
  })

/**
 * The quote of the visitor's open cart. Fails with CartNotFound when there is no open cart with
 * lines, and OrderOutOfStock when a line's product or variant no longer exists.
 *
 * @example
 * quoteCheckout(store, "cart-1", { country: "US", region: "TX" }, "standard")
 */
export const quoteCheckout = Effect.fn("quoteCheckout")(function* (
  store: CheckoutStore,
  cartId: string | null,
  destination: Pick<ShippingAddress, "country" | "region">,
  shippingOptionId: string | null,
) {
  const found = cartId === null ? Option.none<StoredCart>() : yield* (yield* CartRepository).find(cartId)
  if (Option.isNone(found) || found.value.isPurchased || found.value.entries.length === 0) {
    return yield* new CartNotFound({ cartId })
  }
  const cart = found.value
  const lines = orderLines(cart.entries, yield* productsOf(cart), cart.currency)
  if (!lines.ok) return yield* new OrderOutOfStock({ sku: lines.sku })
  const priced = lines.items.map((item) => ({
    unitPriceCents: Number(minorUnits(item.unitPrice)),
    quantity: item.quantity,
  }))
  const subtotalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
  const requiresShipping = cart.entries.some((entry) => entry.productType === ProductType.PHYSICAL)
  const options = shippingOptions(store.settings.shippingRates, subtotalCents, requiresShipping)
  const shipping = requiresShipping ? options.find((option) => option.id === shippingOptionId) : options[0]
  const totals = checkoutTotals(
    priced,
    shipping ?? options[0] ?? ZERO,
    destination,
    store.settings,
    cart.currency,
  )
  const minimum = store.settings.minimumSubtotalCents
  return {
    cart,
    items: lines.items,
    requiresShipping,
    shippingOptions: options,
    shipping,
    totals,
    minimum: checkCheckoutMinimum(
      totals.subtotal,
      minimum === null ? null : moneyFromMinor(minimum, cart.currency),
    ),
  } satisfies CheckoutQuote
})

const ZERO: ShippingOption = { id: "", label: "", costCents: 0 }
