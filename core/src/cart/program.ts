import { Effect, Option } from "effect"
import { currentPrice, tracksStock, variantImage } from "../catalog/display.ts"
import { Catalog } from "../catalog/port.ts"
import type { CurrencyCode } from "../money/currencies.ts"
import { minorUnits } from "../money/rules.ts"
import { Transaction } from "../transaction/port.ts"
import { ADD_TO_CART_MESSAGE, type AddToCartProblem, checkAddToCart } from "./add-to-cart-check.ts"
import { CartChangeRejected, CartEntryNotFound, CartNotFound, ProductNotFound } from "./errors.ts"
import type { Cart, CartEntry, StoredCart } from "./model.ts"
import { CartRepository, Inventory } from "./port.ts"
import { parseQuantity } from "./quantity.ts"
import { passesStockCheck } from "./stock.ts"
import { cartFromStored, quantityInCart } from "./totals.ts"

/** The store a cart belongs to. */
export interface StoreContext {
  readonly websiteId: string
  readonly currency: CurrencyCode
}

/** An add-to-cart request as it arrives (API-001). */
export interface AddToCartInput {
  readonly cartId: string | null
  readonly itemId: string
  readonly sku: string | null
  readonly quantity: unknown
  readonly additionalFields: string | null
}

const atomically = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const transaction = yield* Transaction
    return yield* transaction.run(effect)
  })

const openCart = Effect.fnUntraced(function* (cartId: string | null) {
  if (cartId === null) return Option.none<StoredCart>()
  const carts = yield* CartRepository
  const found = yield* carts.find(cartId)
  return Option.filter(found, (cart) => !cart.isPurchased)
})

const reject = (problem: AddToCartProblem) => Effect.fail(new CartChangeRejected({ problem }))

/**
 * Adds an item to the visitor's cart, creating the cart on the first add, after every check of
 * spec 000 §5 (`checkAddToCart`). Runs as one transaction. Returns the cart and the line added.
 *
 * @example
 * addToCart({ websiteId: "w", currency: "USD" }, { cartId: null, itemId: "p1", sku: "TEE-M", quantity: 1, additionalFields: null })
 */
export const addToCart = Effect.fn("addToCart")(function* (store: StoreContext, input: AddToCartInput) {
  return yield* atomically(
    Effect.gen(function* () {
      const catalog = yield* Catalog
      const carts = yield* CartRepository
      const inventory = yield* Inventory
      const product = yield* Effect.flatMap(catalog.find(input.itemId), (found) =>
        Option.isSome(found)
          ? Effect.succeed(found.value)
          : Effect.fail(new ProductNotFound({ itemId: input.itemId })),
      )
      const existing = yield* openCart(input.cartId)
      const stock = yield* inventory.stockOf(product.id)
      const entries = Option.isSome(existing) ? existing.value.entries : []
      const check = checkAddToCart({ product, sku: input.sku, quantity: input.quantity }, stock, entries)
      if (!check.ok) return yield* reject(check.problem)
      const cart = Option.isSome(existing) ? existing.value : yield* carts.create(store)
      const added = yield* carts.addEntry(cart.id, {
        itemId: product.id,
        quantity: check.quantity,
        chosenVariant: { sku: check.variant.sku, attributes: check.variant.attributes },
        title: product.title,
        productType: product.productType,
        imageUrl: variantImage(product, check.variant)?.url ?? null,
        purchasePriceCents: Number(minorUnits(currentPrice(check.variant))),
        additionalFields: input.additionalFields,
      })
      if (Option.isNone(added))
        return yield* Effect.die(new Error(`Cart ${cart.id} vanished inside its transaction`))
      const result = cartFromStored(added.value.cart)
      const newlyAdded = result.entries.find((entry) => entry.id === added.value.entryId) as CartEntry
      return { cart: result, newlyAdded, cartId: result.id }
    }),
  )
})

/**
 * The visitor's cart with its totals, or none when there is no open cart.
 *
 * @example
 * getCart("c1") // Effect<Option<Cart>>
 */
export const getCart = Effect.fn("getCart")(function* (cartId: string | null) {
  const found = yield* openCart(cartId)
  return Option.map(found, cartFromStored)
})

/**
 * Sets a cart line's quantity, with the same quantity and stock rules as adding.
 *
 * @example
 * changeQuantity("c1", "e1", "3")
 */
export const changeQuantity = Effect.fn("changeQuantity")(function* (
  cartId: string | null,
  entryId: string,
  quantityInput: unknown,
) {
  return yield* atomically(
    Effect.gen(function* () {
      const cart = yield* requireCart(cartId)
      const entry = cart.entries.find((candidate) => candidate.id === entryId)
      if (!entry) return yield* Effect.fail(new CartEntryNotFound({ entryId, action: "update" }))
      const quantity = parseQuantity(quantityInput)
      if (!quantity.ok) return yield* reject(quantity.problem)
      const inventory = yield* Inventory
      const stock = yield* inventory.stockOf(entry.itemId)
      const others = quantityInCart(cart.entries, entry.itemId, entry.chosenVariant.sku) - entry.quantity
      const records = stock.filter((record) => record.sku === entry.chosenVariant.sku)
      // As when adding: digital goods and gift cards are never limited by stock (DISPLAY-004).
      if (tracksStock(entry) && records.length > 0 && !passesStockCheck(records, others, quantity.quantity)) {
        return yield* reject({ _tag: "OutOfStock", message: ADD_TO_CART_MESSAGE.outOfStock })
      }
      const carts = yield* CartRepository
      return yield* updated(yield* carts.setQuantity(cart.id, entryId, quantity.quantity), entryId, "update")
    }),
  )
})

/**
 * Removes a line from the cart.
 *
 * @example
 * removeEntry("c1", "e1")
 */
export const removeEntry = Effect.fn("removeEntry")(function* (cartId: string | null, entryId: string) {
  const cart = yield* requireCart(cartId)
  const carts = yield* CartRepository
  return yield* updated(yield* carts.removeEntry(cart.id, entryId), entryId, "remove")
})

/**
 * The stock records of an item (API-005).
 *
 * @example
 * stockOf("p1") // Effect<readonly StockRecord[]>
 */
export const stockOf = Effect.fn("stockOf")(function* (itemId: string) {
  const inventory = yield* Inventory
  return yield* inventory.stockOf(itemId)
})

const requireCart = (cartId: string | null) =>
  Effect.flatMap(openCart(cartId), (found) =>
    Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new CartNotFound({ cartId })),
  )

const updated = (
  result: Option.Option<StoredCart>,
  entryId: string,
  action: CartEntryNotFound["action"],
): Effect.Effect<Cart, CartEntryNotFound> =>
  Option.isSome(result)
    ? Effect.succeed(cartFromStored(result.value))
    : Effect.fail(new CartEntryNotFound({ entryId, action }))
