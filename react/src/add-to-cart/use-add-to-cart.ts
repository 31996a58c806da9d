import {
  ADD_BUTTON_TEXT,
  addButtonText,
  isSoldOut,
  type OptionSelection,
  type Product,
  SELECT_OPTION_HINT_MS,
} from "@vitrine/core/catalog"
import { CART_FORM_ERRORS } from "@vitrine/core/form"
import { useEffect, useRef, useState } from "react"
import { useCart } from "../cart/use-cart.ts"
import { useVitrineClient } from "../provider/client-context.ts"
import { useStoreSettings } from "../settings/use-store-settings.ts"
import type { AddAlertTexts } from "./alert-texts.ts"
import { alertTitle } from "./alert-title.ts"
import { type AddButtonPhase, type AddButtonStateTexts, useAddButton } from "./use-add-button.ts"

/**
 * The add button's state, for `data-state` and styling: core's idle → adding → added, `failed` (the
 * second after an error), `hint` ('Select Option' on a card) and `sold-out`.
 */
export type AddToCartState = AddButtonPhase | "hint" | "sold-out"

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions {
  /** The idle text, in place of core's. */
  readonly idleText?: string | undefined
  /**
   * The button's texts in the page's language (a dictionary of `@vitrine/core/site` fits): the idle
   * text when the product has no custom one, the busy texts, 'Select Option' and 'Sold Out'; core's
   * English when left out.
   */
  readonly texts?: AddToCartTexts | undefined
  /** Asks the product's additional fields before adding (`useAdditionalFields().ask`). */
  readonly askAdditionalFields?: ((save: (answers: string) => Promise<boolean>) => void) | undefined
  /** Goes to a page instead of the added state: the checkout page in express checkout (ADDCART-005). */
  readonly onLeave?: ((path: string) => void) | undefined
  /**
   * Put before the paths `onLeave` is given (`/fr`: `/fr/checkout`), so express checkout stays in
   * the page's language; none: the paths as core gives them. Applied by the click's lazily loaded
   * flow, so a page's first load pays nothing for it.
   */
  readonly pathPrefix?: string | undefined
}

/**
 * The add button's texts in the page's language (core's `ADD_BUTTON_TEXT` keys and the busy texts)
 * and, optionally, its error alert's (`AddAlertTexts`: any left out reads the spec's English).
 */
export interface AddToCartTexts extends AddButtonStateTexts, AddAlertTexts {
  readonly addToCart: string
  readonly subscribe: string
  readonly selectOption: string
  readonly soldOutButton: string
}

/** What the visitor chose on a product page: the options and the quantity as typed. */
export interface AddToCartChoice {
  readonly selection: OptionSelection
  readonly quantity: unknown
}

// What a click does (core's check, the alerts' texts, the call, where to go after) is not needed to
// show the button: a chunk of its own, asked for once a button is on screen, long before a visitor
// can click it. Once loaded, a click runs it at once, as part of the click.
let addFlow: typeof import("./add-flow.ts") | undefined
let loading: Promise<unknown> | undefined

/**
 * Loads the code a click on an add button runs (`useAddToCart` asks for it when a button mounts);
 * tests await it, so a click runs as it does once a page has settled.
 *
 * @example
 * await loadAddFlow()
 */
export const loadAddFlow = (): Promise<unknown> => {
  loading ??= import("./add-flow.ts").then(
    (module) => {
      addFlow = module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

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
  const texts = options.texts ?? ADD_BUTTON_TEXT
  const button = useAddButton(options.idleText ?? addButtonText(product, texts), options.texts)
  const [hinting, setHinting] = useState(false)
  const soldOut = isSoldOut(product)

  useEffect(() => {
    if (!hinting) return
    const timer = setTimeout(() => setHinting(false), SELECT_OPTION_HINT_MS)
    return () => clearTimeout(timer)
  }, [hinting])

  useEffect(() => {
    void loadAddFlow().catch(() => undefined)
  }, [])

  // A click before the flow's chunk has arrived waits for it, and further clicks meanwhile do nothing;
  // if it cannot load, ERR-003's connection text shows.
  const waiting = useRef(false)
  const add = (choice?: AddToCartChoice) => {
    if (soldOut || hinting || button.busy || waiting.current) return
    const click = {
      product,
      choice,
      session,
      client,
      expressCheckout,
      button,
      options,
      hint: () => setHinting(true),
    }
    if (addFlow) return addFlow.addOnClick(click)
    waiting.current = true
    loadAddFlow().then(
      () => {
        waiting.current = false
        addFlow?.addOnClick(click)
      },
      () => {
        waiting.current = false
        button.showAlert({
          title: alertTitle(product, expressCheckout, options.texts),
          message: options.texts?.checkConnection ?? CART_FORM_ERRORS.checkConnection,
        })
      },
    )
  }

  const state: AddToCartState = soldOut ? "sold-out" : hinting ? "hint" : button.phase
  const text = soldOut ? texts.soldOutButton : hinting ? texts.selectOption : button.text
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
