import type { AddToCartCheck } from "@vitrine/core/cart"
import {
  ADD_BUTTON_TEXT,
  addButtonText,
  isSoldOut,
  type OptionSelection,
  type Product,
  QUANTITY_INPUT,
  SELECT_OPTION_HINT_MS,
} from "@vitrine/core/catalog"
import { afterAdd } from "@vitrine/core/checkout"
import { subscriptionPlanOf } from "@vitrine/core/subscription"
import { useEffect, useState } from "react"
import { useCart } from "../cart/use-cart.ts"
import { useVitrineClient } from "../provider/client-context.ts"
import { useStoreSettings } from "../settings/use-store-settings.ts"
import { alertForError, alertTitle, checkInBrowser } from "./check.ts"
import { type AddButtonPhase, useAddButton } from "./use-add-button.ts"

/**
 * The add button's state, for `data-state` and styling: core's idle → adding → added, `failed` (the
 * second after an error), `hint` ('Select Option' on a card) and `sold-out`.
 */
export type AddToCartState = AddButtonPhase | "hint" | "sold-out"

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions {
  /** The idle text, in place of core's. */
  readonly idleText?: string
  /** Asks the product's additional fields before adding (`useAdditionalFields().ask`). */
  readonly askAdditionalFields?: ((save: (answers: string) => Promise<boolean>) => void) | undefined
  /** Goes to a page instead of the added state: the checkout page in express checkout (ADDCART-005). */
  readonly onLeave?: ((path: string) => void) | undefined
}

/** What the visitor chose on a product page: the options and the quantity as typed. */
export interface AddToCartChoice {
  readonly selection: OptionSelection
  readonly quantity: unknown
}

// A card has no selects: it adds the one variant, one of it.
const CARD_CHOICE: AddToCartChoice = { selection: {}, quantity: QUANTITY_INPUT.defaultValue }

const needsChoice = (check: AddToCartCheck) =>
  !check.ok &&
  (check.problem._tag === "OptionsNotSelected" || check.problem._tag === "GiftCardDenominationMissing")

/**
 * Adding one product to the cart, with the button's state machine and core's texts and timings
 * (spec 000 §4): core's check first (a problem shows the alert, nothing is sent), then the server,
 * whose refusals show too; 'Adding…', 'Added!' 1 s after the click, idle 2 s later, idle 1 s after
 * an error (ADDCART-001 to ADDCART-004). A sold-out product reads 'Sold Out' and adds nothing
 * (ADDCART-010).
 *
 * `add(choice)` adds what a product page chose. `add()` with no choice is a product card's button:
 * a product that needs a choice first (options, or a gift card's denomination) shows 'Select
 * Option' for 2 s, then its text again (ADDCART-009, ADDCART-011; the spec leaves the trigger open,
 * ours is that click); any other product adds its one variant at once. With `askAdditionalFields`
 * (a product with a custom form, FORM-034), a valid choice first opens the form: it calls back
 * `save(answers)` with the answers as JSON text, which adds the line with them and resolves true once
 * it is in the cart. `onLeave(path)` takes the visitor to another page where the flow goes on
 * instead of the added state: the checkout page in express checkout (ADDCART-005, core's `afterAdd`).
 *
 * @example
 * const adding = useAddToCart(product)
 * <button aria-disabled={adding.busy} onClick={() => adding.add({ selection, quantity: "2" })}>{adding.text}</button>
 */
export const useAddToCart = (product: Product, options: UseAddToCartOptions = {}) => {
  const session = useCart()
  const client = useVitrineClient()
  const { settings } = useStoreSettings()
  const expressCheckout = settings?.expressCheckout ?? false
  const button = useAddButton(options.idleText ?? addButtonText(product))
  const [hinting, setHinting] = useState(false)
  const soldOut = isSoldOut(product)

  useEffect(() => {
    if (!hinting) return
    const timer = setTimeout(() => setHinting(false), SELECT_OPTION_HINT_MS)
    return () => clearTimeout(timer)
  }, [hinting])

  const send = (check: AddToCartCheck) => {
    if (!check.ok) {
      button.showAlert({ title: alertTitle(product, expressCheckout), message: check.problem.message })
      return
    }
    if (options.askAdditionalFields) {
      options.askAdditionalFields((answers) => sendWith(check, answers))
      return
    }
    void sendWith(check, null)
  }

  // Resolves true once the line is in the cart; a refusal shows the alert and resolves false.
  const sendWith = (check: Extract<AddToCartCheck, { ok: true }>, additionalFields: string | null) =>
    new Promise<boolean>((resolve) => {
      void button
        .run(async () => {
          const line = { itemId: product.id, sku: check.variant.sku }
          const extra = additionalFields === null ? {} : { additionalFields }
          // ADDCART-006: a subscription goes into a cart of its own (API-004), named by its token.
          const subscribe = subscriptionPlanOf(product) === null ? undefined : client.startSubscription
          const result = subscribe
            ? await subscribe({ ...line, qty: check.quantity, ...extra })
            : await session.add({ ...line, quantity: check.quantity, ...extra })
          resolve(result.ok)
          if (!result.ok) return { ok: false, alert: alertForError(product, expressCheckout, result.error) }
          const cartToken = "cartToken" in result.value ? result.value.cartToken : null
          // ADDCART-005/006/007: express checkout, a subscription and a gift card skip the added state.
          const next = afterAdd(product, { expressCheckout, cartToken })
          if (next._tag !== "Added" && options.onLeave !== undefined) {
            options.onLeave(next.path)
            return { ok: true, skipAdded: true }
          }
          return { ok: true }
        })
        .then(() => resolve(false))
    })

  const add = (choice?: AddToCartChoice) => {
    if (soldOut || hinting || button.busy) return
    const { selection, quantity } = choice ?? CARD_CHOICE
    const check = checkInBrowser(product, selection, quantity, session.cart?.entries ?? [])
    if (choice === undefined && needsChoice(check)) setHinting(true)
    else send(check)
  }

  const state: AddToCartState = soldOut ? "sold-out" : hinting ? "hint" : button.phase
  const text = soldOut ? ADD_BUTTON_TEXT.soldOut : hinting ? ADD_BUTTON_TEXT.selectOption : button.text
  return {
    state,
    text,
    soldOut,
    busy: hinting || button.busy,
    alert: button.alert,
    dismissAlert: button.dismissAlert,
    add,
  }
}
