import { QUANTITY_INPUT } from "../catalog/add-button.ts"
import { tracksStock } from "../catalog/display.ts"
import type { OptionSelection, Product, Variant } from "../catalog/model.ts"
import { findVariant, optionNames } from "../catalog/options.ts"
import { ProductType } from "../catalog/product-type.ts"
import type { StockRecord, StoredEntry } from "./model.ts"
import { parseQuantity, QUANTITY_MESSAGE, type QuantityProblem } from "./quantity.ts"
import { passesStockCheck } from "./stock.ts"
import { quantityInCart } from "./totals.ts"

/**
 * The options not yet chosen, in display order (here rather than with the option rules of
 * `catalog/options.ts`: only the add check reads it, and the check is not on a product page's first load). A product with a single variant and no options
 * needs no choice.
 *
 * @example
 * missingOptions(tee, { Size: "M" }) // ["Colour"]
 */
export const missingOptions = (product: Product, selection: OptionSelection): readonly string[] =>
  optionNames(product).filter((name) => !selection[name])

/** Add-to-cart messages of spec 000 §5 (ADDCART-015, ADDCART-016, ADDCART-019). */
export const ADD_TO_CART_MESSAGE = {
  variantUnavailable: "Sorry, that item variant is unavailable. Please select another variant.",
  outOfStock: "Sorry, we do not have enough of that item available.",
  giftCardDenomination: "Select a denomination for the Gift Card",
} as const

/**
 * The message for unchosen options (ADDCART-012 to ADDCART-014): one, two, or a comma list and the
 * last one.
 *
 * @example
 * missingOptionsMessage(["Size"]) // "Please select the Size option."
 * missingOptionsMessage(["Size", "Colour", "Fit"]) // "Please select the Size, Colour and Fit options."
 */
export const missingOptionsMessage = (options: readonly string[]): string => {
  if (options.length === 1) return `Please select the ${options[0]} option.`
  const last = options[options.length - 1]
  return `Please select the ${options.slice(0, -1).join(", ")} and ${last} options.`
}

/** Why an item cannot be added. */
export type AddToCartProblem =
  | QuantityProblem
  | { readonly _tag: "OptionsNotSelected"; readonly options: readonly string[]; readonly message: string }
  | { readonly _tag: "GiftCardDenominationMissing"; readonly message: string }
  | { readonly _tag: "VariantUnavailable"; readonly message: string }
  | { readonly _tag: "OutOfStock"; readonly message: string }

/** What a visitor asks to add: a SKU when known (the wire sends one), else the options chosen. */
export interface AddToCartRequest {
  readonly product: Product
  readonly sku?: string | null | undefined
  readonly selection?: OptionSelection | undefined
  readonly quantity: unknown
}

/** The variant and quantity to add, or the first problem found. */
export type AddToCartCheck =
  | { readonly ok: true; readonly variant: Variant; readonly quantity: number }
  | { readonly ok: false; readonly problem: AddToCartProblem }

/**
 * Every add-to-cart rule of spec 000 §5 in one pure check, shared by the browser and the server.
 * Order: the variant (denomination, options, existence), then the quantity, then stock — so the
 * visitor fixes the choice before the amount. `stock` are the item's stock records; `entries` what the
 * cart holds now.
 *
 * @example
 * checkAddToCart({ product, sku: "TEE-M", quantity: "2" }, stock, cart.entries)
 */
export const checkAddToCart = (
  request: AddToCartRequest,
  stock: readonly StockRecord[],
  entries: readonly StoredEntry[],
): AddToCartCheck => {
  const chosen = chooseVariant(request)
  if (!chosen.ok) return chosen
  const quantity = parseQuantity(request.quantity)
  if (!quantity.ok) return quantity
  const { variant } = chosen
  const inCart = quantityInCart(entries, request.product.id, variant.sku)
  // The input is bounded (DISPLAY-013); the cart holds the variant to the same bound, so adding can
  // never build a line that changing its quantity would then refuse.
  if (inCart + quantity.quantity > QUANTITY_INPUT.max) {
    return problem({ _tag: "QuantityOutOfRange", message: QUANTITY_MESSAGE.tooLarge })
  }
  if (tracksStock(request.product)) {
    const records = stock.filter((record) => record.variantId === variant.id)
    if (!passesStockCheck(records, inCart, quantity.quantity)) {
      return problem({ _tag: "OutOfStock", message: ADD_TO_CART_MESSAGE.outOfStock })
    }
  }
  return { ok: true, variant, quantity: quantity.quantity }
}

const chooseVariant = ({ product, sku, selection }: AddToCartRequest) => {
  if (sku) {
    const variant = product.variants.find((candidate) => candidate.sku === sku)
    return variant ? ({ ok: true, variant } as const) : unavailable()
  }
  // A page's selects name the denomination as an option; without every option chosen (or with no
  // options to choose from), the gift card's own message.
  if (
    product.productType === ProductType.GIFT_CARD &&
    product.variants.length !== 1 &&
    (optionNames(product).length === 0 ||
      missingOptions(product, selection ?? {}).length > 0 ||
      findVariant(product, selection ?? {}) === undefined)
  ) {
    return problem({ _tag: "GiftCardDenominationMissing", message: ADD_TO_CART_MESSAGE.giftCardDenomination })
  }
  const missing = missingOptions(product, selection ?? {})
  if (missing.length > 0 && product.variants.length > 1) {
    return problem({ _tag: "OptionsNotSelected", options: missing, message: missingOptionsMessage(missing) })
  }
  const variant = product.variants.length === 1 ? product.variants[0] : findVariant(product, selection ?? {})
  return variant ? ({ ok: true, variant } as const) : unavailable()
}

const unavailable = () =>
  problem({ _tag: "VariantUnavailable", message: ADD_TO_CART_MESSAGE.variantUnavailable })

const problem = (found: AddToCartProblem) => ({ ok: false, problem: found }) as const
