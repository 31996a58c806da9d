import {
  ADD_TO_CART_ERROR,
  ADD_TO_CART_MESSAGE,
  type AddToCartProblem,
  QUANTITY_MESSAGE,
} from "@vitrine/core/cart"
import { QUANTITY_INPUT } from "@vitrine/core/catalog"
import { CART_FORM_ERRORS } from "@vitrine/core/form"
import { fixedMessages, translate } from "@vitrine/core/site"
import type { AlertTitleTexts } from "./alert-title.ts"

// Read by the click's lazily loaded flow alone (add-flow.ts, check.ts): a page's first load carries
// neither this table nor the texts.

/**
 * The add-to-cart alert's texts in the page's language, by the dictionaries' keys (a dictionary of
 * `@vitrine/core/site` fits): the titles, the check's messages (ADDCART-012 to ADDCART-019) and the
 * failures' (ADDCART-020 to ADDCART-022, ERR-003). Any left out reads the spec's English.
 */
export interface AddAlertTexts extends AlertTitleTexts {
  readonly variantUnavailable?: string
  readonly notEnoughStock?: string
  readonly giftCardDenomination?: string
  readonly selectOneOption?: string
  readonly selectOptions?: string
  readonly quantityNotNumber?: string
  readonly quantityNotWhole?: string
  readonly quantityTooSmall?: string
  readonly quantityTooLarge?: string
  readonly sessionExpired?: string
  readonly enableCookies?: string
  readonly rateLimited?: string
  readonly checkConnection?: string
  readonly tryAgain?: string
  /** The alert's dismiss control's name ("Dismiss message"). */
  readonly dismissMessage?: string
}

// Core's fixed messages of the add, each with its dictionary key.
const inLanguage = fixedMessages([
  [ADD_TO_CART_MESSAGE.variantUnavailable, "variantUnavailable"],
  [ADD_TO_CART_MESSAGE.outOfStock, "notEnoughStock"],
  [ADD_TO_CART_MESSAGE.giftCardDenomination, "giftCardDenomination"],
  [QUANTITY_MESSAGE.notNumber, "quantityNotNumber"],
  [QUANTITY_MESSAGE.notWhole, "quantityNotWhole"],
  [QUANTITY_MESSAGE.tooSmall, "quantityTooSmall", { min: String(QUANTITY_INPUT.min) }],
  [QUANTITY_MESSAGE.tooLarge, "quantityTooLarge", { max: String(QUANTITY_INPUT.max) }],
  [ADD_TO_CART_ERROR.sessionExpired, "sessionExpired"],
  [ADD_TO_CART_ERROR.enableCookies, "enableCookies"],
  [ADD_TO_CART_ERROR.rateLimited, "rateLimited"],
  [CART_FORM_ERRORS.checkConnection, "checkConnection"],
  [CART_FORM_ERRORS.tryAgain, "tryAgain"],
])

/**
 * An alert's message in `texts`' language: core's fixed messages by their key; a message with no
 * key (one the server wrote for itself) stays as it came, English rather than nothing. Without
 * `texts`, the message as core wrote it.
 *
 * @example
 * alertMessageIn("Quantity must be a number.", dictionaryFor("fr")) // "La quantité doit être un nombre."
 */
export const alertMessageIn = (message: string, texts: AddAlertTexts | undefined): string =>
  inLanguage(message, texts)

/**
 * The message of a problem core's check found, in `texts`' language. Unchosen options are named as
 * the merchant wrote them, in the language's own list ("les options Size et Colour").
 *
 * @example
 * problemMessageIn({ _tag: "OptionsNotSelected", options: ["Size"], message: "…" }, french)
 * // "Veuillez choisir l'option Size."
 */
export const problemMessageIn = (problem: AddToCartProblem, texts: AddAlertTexts | undefined): string => {
  if (problem._tag !== "OptionsNotSelected" || texts === undefined)
    return alertMessageIn(problem.message, texts)
  const { options } = problem
  return options.length === 1
    ? translate(texts, "selectOneOption", { option: options[0] ?? "" })
    : translate(texts, "selectOptions", {
        options: options.slice(0, -1).join(", "),
        lastOption: options[options.length - 1] ?? "",
      })
}
