import { Data } from "effect"
import { CART_FORM_ERRORS } from "../form/cart-form-errors.ts"
import type { AddToCartProblem } from "./add-to-cart-check.ts"

/** The cart refused a change; `problem` carries the spec's message (ADDCART-012 to ADDCART-019). */
export class CartChangeRejected extends Data.TaggedError("CartChangeRejected")<{
  readonly problem: AddToCartProblem
}> {
  override get message(): string {
    return this.problem.message
  }
}

/** No product has this id; the item was removed or never existed. */
export class ProductNotFound extends Data.TaggedError("ProductNotFound")<{ readonly itemId: string }> {
  override get message(): string {
    return "Sorry, that item is no longer available."
  }
}

/** The cart has no such entry (already removed, or another cart's); the message names what failed (ERR-001). */
export class CartEntryNotFound extends Data.TaggedError("CartEntryNotFound")<{
  readonly entryId: string
  readonly action: "update" | "remove" | "answer"
}> {
  override get message(): string {
    if (this.action === "answer") return CART_FORM_ERRORS.updateForm
    return this.action === "remove" ? CART_FORM_ERRORS.removeItem : CART_FORM_ERRORS.updateQuantity
  }
}

/** There is no cart to change: the visitor has none yet, or it was purchased. */
export class CartNotFound extends Data.TaggedError("CartNotFound")<{ readonly cartId: string | null }> {
  override get message(): string {
    return "Your cart is empty."
  }
}
