import {
  ADD_TO_CART_ALERT_TITLES,
  ADD_TO_CART_ERROR,
  ADD_TO_CART_MESSAGE,
  checkAddToCart,
  missingOptionsMessage,
  QUANTITY_MESSAGE,
} from "@vitrine/core/cart"
import { CART_FORM_ERRORS } from "@vitrine/core/form"
import { dictionaryFor } from "@vitrine/core/site"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { giftCard, jacket, mug, tee } from "../../test/products.ts"
import { alertMessageIn, problemMessageIn } from "./alert-texts.ts"
import { alertTitle } from "./alert-title.ts"

const english = dictionaryFor("en")
const french = dictionaryFor("fr")

const CORE_MESSAGES = [
  ...Object.values(ADD_TO_CART_MESSAGE),
  ...Object.values(QUANTITY_MESSAGE),
  ADD_TO_CART_ERROR.sessionExpired,
  ADD_TO_CART_ERROR.enableCookies,
  ADD_TO_CART_ERROR.rateLimited,
  CART_FORM_ERRORS.checkConnection,
  CART_FORM_ERRORS.tryAgain,
]

describe("the add-to-cart alert in the page's language", () => {
  it("ADDCART-015 to ADDCART-022 an English page's dictionary keeps each of core's messages word for word", () => {
    for (const message of CORE_MESSAGES) expect(alertMessageIn(message, english)).toBe(message)
  })

  it("SITE-009 a French page reads each of core's messages in French, none left in English", () => {
    const inFrench = CORE_MESSAGES.map((message) => alertMessageIn(message, french))
    expect(inFrench).toContain("La quantité doit être un nombre.")
    expect(inFrench).toContain("Désolé, nous n'avons pas assez de cet article en stock.")
    expect(inFrench).toContain("La quantité doit être de 9999 au plus.")
    for (const [index, message] of CORE_MESSAGES.entries()) expect(inFrench[index]).not.toBe(message)
  })

  it("ADDCART-023 a message the server wrote for itself stays as it came, in any language", () => {
    fc.assert(
      fc.property(
        fc.string().filter((message) => !CORE_MESSAGES.includes(message as never)),
        (message) => {
          expect(alertMessageIn(message, french)).toBe(message)
          expect(alertMessageIn(message, undefined)).toBe(message)
        },
      ),
    )
  })

  it("ADDCART-012 to ADDCART-014 unchosen options: the spec's English, and French naming the same options", () => {
    const missing = (product: typeof tee) => {
      const check = checkAddToCart({ product, selection: {}, quantity: "1" }, [], [])
      if (check.ok) throw new Error("the check should refuse")
      return check.problem
    }
    expect(problemMessageIn(missing(tee), english)).toBe("Please select the Size and Colour options.")
    expect(problemMessageIn(missing(jacket), english)).toBe(missingOptionsMessage(["Size", "Colour", "Fit"]))
    expect(problemMessageIn(missing(tee), french)).toBe("Veuillez choisir les options Size et Colour.")
    expect(problemMessageIn(missing(jacket), french)).toBe(
      "Veuillez choisir les options Size, Colour et Fit.",
    )
    expect(
      problemMessageIn(
        { _tag: "OptionsNotSelected", options: ["Size"], message: "Please select the Size option." },
        french,
      ),
    ).toBe("Veuillez choisir l'option Size.")
  })

  it("ADDCART-024 to ADDCART-026 the titles: the spec's without texts or in English, French on a French page", () => {
    const titles = (texts?: typeof french) => [
      alertTitle(mug, false, texts),
      alertTitle(mug, true, texts),
      alertTitle(giftCard, true, texts),
    ]
    const spec = [
      ADD_TO_CART_ALERT_TITLES.addItemFailed,
      ADD_TO_CART_ALERT_TITLES.purchaseItemFailed,
      ADD_TO_CART_ALERT_TITLES.purchaseGiftCardFailed,
    ]
    expect(titles()).toEqual(spec)
    expect(titles(english)).toEqual(spec)
    expect(titles(french)).toEqual([
      "Impossible d'ajouter l'article",
      "Impossible d'acheter l'article",
      "Impossible d'acheter la carte cadeau",
    ])
  })
})
