import { Effect, Option, Result } from "effect"
import { currentPrice, tracksStock, variantImage } from "../catalog/display.ts"
import type { CurrencyCode } from "../money/currencies.ts"
import { minorUnits } from "../money/rules.ts"
import { Transaction } from "../transaction/port.ts"
import { ADD_TO_CART_MESSAGE, type AddToCartProblem, checkAddToCart } from "./add-to-cart-check.ts"
import { answersFor } from "./additional-fields.ts"
import { CartChangeRejected, CartEntryNotFound, CartNotFound, ProductNotFound } from "./errors.ts"
import type { Cart, CartEntry, StoredCart } from "./model.ts"
import { type AddTarget, CartRepository, Inventory, type SnapshotFreshness } from "./port.ts"
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

// Each retry means another change to the same cart landed first (a visitor adding from two tabs), so
// the bound is reached only if the cart keeps changing under us; then it is a defect, not a rule.
const ADD_ATTEMPTS = 10

/**
 * Adds an item to the visitor's cart, creating the cart on the first add, after every check of
 * spec 000 §5 (`checkAddToCart`) and, for a product with a custom form, its answers checked with the
 * form's Schema (`answersFor`). Two steps and no transaction: one read of the product, its stock and
 * the cart, and one write that lands only if the cart is still at the revision the check saw (or is
 * new). When the cart changed in between, the program reads and decides again, so concurrent adds can
 * never make a cart hold more than the stock the check allowed.
 *
 * The first read may take the product and its stock from a copy the repository keeps (`"kept"`), so
 * a visitor's first add of a popular product costs the database one statement. Such a copy may be out
 * of date, so nothing is refused on it: a refusal is decided again on a current read; and its write
 * names what it was checked against, landing only if the product and the variant's stock are
 * unchanged (else it too is decided again on a current read). Returns the cart and the line added.
 *
 * @example
 * addToCart({ websiteId: "w", currency: "USD" }, { cartId: null, itemId: "p1", sku: "TEE-M", quantity: 1, additionalFields: null })
 */
export const addToCart = Effect.fnUntraced(function* (store: StoreContext, input: AddToCartInput) {
  const carts = yield* CartRepository
  let freshness: SnapshotFreshness = "kept"
  for (let attempt = 1; ; attempt++) {
    const seen = yield* carts.findForAdd(input.cartId, input.itemId, freshness)
    // Only a current read may refuse: on a kept copy, a refusal means "read again".
    const mayBeStale = seen.kept === true
    freshness = "current"
    if (Option.isNone(seen.product)) {
      if (mayBeStale) continue
      return yield* new ProductNotFound({ itemId: input.itemId })
    }
    const product = seen.product.value
    // CART-003: a purchased cart is never added to again; the visitor gets a new one.
    const open = Option.filter(seen.cart, (cart) => !cart.stored.isPurchased)
    const entries = Option.isSome(open) ? open.value.stored.entries : []
    const check = checkAddToCart({ product, sku: input.sku, quantity: input.quantity }, seen.stock, entries)
    if (!check.ok) {
      if (mayBeStale) continue
      return yield* reject(check.problem)
    }
    const answers = yield* Effect.result(answersFor(store.websiteId, product, input.additionalFields))
    if (Result.isFailure(answers)) {
      if (mayBeStale) continue
      return yield* Effect.fail(answers.failure)
    }
    const checked = mayBeStale
      ? { checked: { product, stock: seen.stock.find((record) => record.variantId === check.variant.id) } }
      : {}
    const target: AddTarget = Option.isSome(open)
      ? { _tag: "Existing", cartId: open.value.stored.id, revision: open.value.revision, ...checked }
      : { _tag: "New", websiteId: store.websiteId, currency: store.currency, ...checked }
    const added = yield* carts.addEntryIfUnchanged(target, {
      itemId: product.id,
      quantity: check.quantity,
      chosenVariant: { sku: check.variant.sku, attributes: check.variant.attributes },
      title: product.title,
      productType: product.productType,
      imageUrl: variantImage(product, check.variant)?.url ?? null,
      purchasePriceCents: Number(minorUnits(currentPrice(check.variant))),
      additionalFields: answers.success,
    })
    if (Option.isSome(added)) {
      const cart = cartFromStored(added.value.cart)
      const newlyAdded = cart.entries.find((entry) => entry.id === added.value.entryId) as CartEntry
      return { cart, newlyAdded, cartId: cart.id }
    }
    if (attempt === ADD_ATTEMPTS) {
      return yield* Effect.die(new Error(`Cart ${input.cartId} changed under ${ADD_ATTEMPTS} adds in a row`))
    }
  }
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
