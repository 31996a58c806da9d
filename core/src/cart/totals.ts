import { ProductType } from "../catalog/product-type.ts"
import { moneyFromMinor } from "../money/rules.ts"
import type { Cart, StoredCart, StoredEntry } from "./model.ts"

/**
 * The cart with every derived field filled: subtotal and quantity summed from the entries, grand
 * total = subtotal + tax + shipping − discount, and the digital/shipping flags (CART-003 to CART-006).
 * Tax, shipping and discounts are 0 until checkout computes them. A cart with no entries is neither
 * digital nor in need of shipping.
 *
 * @example
 * cartFromStored({ ...stored, entries: [] }).totalQuantity // 0
 */
export const cartFromStored = (stored: StoredCart): Cart => {
  const subtotalCents = stored.entries.reduce((sum, entry) => sum + entrySubtotalCents(entry), 0)
  const totalQuantity = stored.entries.reduce((sum, entry) => sum + entry.quantity, 0)
  const digital = stored.entries.filter(isDigitalEntry).length
  const taxCents = 0
  const shippingCostCents = 0
  const discountCents = 0
  return {
    ...stored,
    entries: stored.entries.map((entry) => ({
      ...entry,
      subTotal: moneyFromMinor(entrySubtotalCents(entry), stored.currency),
    })),
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents + taxCents + shippingCostCents - discountCents,
    totalQuantity,
    hasDigital: digital > 0,
    purelyDigital: stored.entries.length > 0 && digital === stored.entries.length,
    requiresShipping: stored.entries.some((entry) => entry.productType === ProductType.PHYSICAL),
    subtotal: moneyFromMinor(subtotalCents, stored.currency),
  }
}

const isDigitalEntry = (entry: StoredEntry): boolean =>
  entry.productType === ProductType.DIGITAL || entry.productType === ProductType.GIFT_CARD

/**
 * How many units of one item (or one variant of it) the cart already holds.
 *
 * @example
 * quantityInCart(cart.entries, "prod-1", "TEE-M") // 2
 */
export const quantityInCart = (entries: readonly StoredEntry[], itemId: string, sku?: string): number =>
  entries
    .filter((entry) => entry.itemId === itemId && (sku === undefined || entry.chosenVariant.sku === sku))
    .reduce((sum, entry) => sum + entry.quantity, 0)

/**
 * An entry's line total in minor units.
 *
 * @example
 * entrySubtotalCents({ purchasePriceCents: 250, quantity: 3 }) // 750
 */
export const entrySubtotalCents = (entry: Pick<StoredEntry, "purchasePriceCents" | "quantity">): number =>
  entry.purchasePriceCents * entry.quantity
