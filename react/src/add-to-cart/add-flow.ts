import type { AddToCartCheck } from "@vitrine/core/cart"
import { type Product, QUANTITY_INPUT } from "@vitrine/core/catalog"
import { afterAdd } from "@vitrine/core/checkout"
import { CART_FORM_ERRORS } from "@vitrine/core/form"
import { subscriptionPlanOf } from "@vitrine/core/subscription"
import type { CartSession } from "../cart/cart-context.ts"
import type { VitrineClient } from "../client.ts"
import { alertMessageIn, problemMessageIn } from "./alert-texts.ts"
import { alertTitle } from "./alert-title.ts"
import { alertForError, checkInBrowser } from "./check.ts"
import type { AddOutcome, useAddButton } from "./use-add-button.ts"
import type { AddToCartChoice, UseAddToCartOptions } from "./use-add-to-cart.ts"

/** One click on an add button, with what `useAddToCart` knew when it came. */
export interface AddClick {
  readonly product: Product
  /** The page's choice; none for a product card. */
  readonly choice: AddToCartChoice | undefined
  readonly session: CartSession
  readonly client: VitrineClient
  readonly expressCheckout: boolean
  readonly button: ReturnType<typeof useAddButton>
  readonly options: UseAddToCartOptions
  /** Shows 'Select Option' on a card whose product needs a choice first. */
  readonly hint: () => void
}

// A card has no selects: it adds the one variant, one of it.
const CARD_CHOICE: AddToCartChoice = { selection: {}, quantity: QUANTITY_INPUT.defaultValue }

const needsChoice = (check: AddToCartCheck) =>
  !check.ok &&
  (check.problem._tag === "OptionsNotSelected" || check.problem._tag === "GiftCardDenominationMissing")

/**
 * What a click on an add button does (see `useAddToCart`): core's check first (a problem shows the
 * alert, nothing is sent; a card whose product needs a choice hints instead), the additional fields
 * when the product asks them, then the server, and where the visitor goes after. Apart from the
 * hook, so a page loads the check's rules and texts after it has rendered, not before.
 *
 * @example
 * addOnClick({ product, choice, session, client, expressCheckout, button, options, hint })
 */
export const addOnClick = (click: AddClick): void => {
  const { product, choice, session } = click
  const { selection, quantity } = choice ?? CARD_CHOICE
  const check = checkInBrowser(product, selection, quantity, session.cart?.entries ?? [])
  if (choice === undefined && needsChoice(check)) click.hint()
  else send(click, check)
}

const send = (click: AddClick, check: AddToCartCheck) => {
  if (!check.ok) {
    const { texts } = click.options
    click.button.showAlert({
      title: alertTitle(click.product, click.expressCheckout, texts),
      message: problemMessageIn(check.problem, texts),
    })
    return
  }
  const ask = click.options.askAdditionalFields
  if (ask) {
    ask((answers) => sendWith(click, check, answers))
    return
  }
  void sendWith(click, check, null)
}

// Resolves true once the line is in the cart; a refusal shows the alert and resolves false.
const sendWith = (
  { product, session, client, expressCheckout, button, options }: AddClick,
  check: Extract<AddToCartCheck, { ok: true }>,
  additionalFields: string | null,
) =>
  new Promise<boolean>((resolve) => {
    // A throw is a bug: it reads ERR-003's generic text, in the page's language.
    const failed = (): AddOutcome => ({
      ok: false,
      alert: {
        title: alertTitle(product, expressCheckout, options.texts),
        message: alertMessageIn(CART_FORM_ERRORS.tryAgain, options.texts),
      },
    })
    const attempt = async (): Promise<AddOutcome> => {
      const line = { itemId: product.id, sku: check.variant.sku }
      const extra = additionalFields === null ? {} : { additionalFields }
      // ADDCART-006: a subscription goes into a cart of its own (API-004), named by its token.
      const subscribe = subscriptionPlanOf(product) === null ? undefined : client.startSubscription
      const result = subscribe
        ? await subscribe({ ...line, qty: check.quantity, ...extra })
        : await session.add({ ...line, quantity: check.quantity, ...extra })
      resolve(result.ok)
      if (!result.ok)
        return { ok: false, alert: alertForError(product, expressCheckout, result.error, options.texts) }
      const cartToken = "cartToken" in result.value ? result.value.cartToken : null
      // ADDCART-005/006/007: express checkout, a subscription and a gift card skip the added state.
      const next = afterAdd(product, { expressCheckout, cartToken })
      if (next._tag !== "Added" && options.onLeave !== undefined) {
        options.onLeave((options.pathPrefix ?? "") + next.path)
        return { ok: true, skipAdded: true }
      }
      return { ok: true }
    }
    void button.run(() => attempt().catch(failed)).then(() => resolve(false))
  })
