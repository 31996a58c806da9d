import { OTHER_POSTAL_RULE, POSTAL_RULES, type PostalCountry } from "@vitrine/core/address"
import { ADD_TO_CART_MESSAGE } from "@vitrine/core/cart"
import {
  ADDRESS_MESSAGE,
  addressErrors,
  CHECKOUT_MESSAGE,
  CHECKOUT_MINIMUM_MESSAGE,
  checkoutMinimumMessage,
  GIFT_CARD_MESSAGE,
  GIFT_MESSAGE_MAX,
} from "@vitrine/core/checkout"
import { formatMoney, moneyFromMinor } from "@vitrine/core/money"
import { DICTIONARIES, dictionaryFor, ENGLISH } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { EMPTY_VALUES, formErrors } from "./checkout-form.ts"
import { checkoutMessageIn, fieldErrorsIn, minimumMessageIn, POSTAL_MESSAGE_KEYS } from "./field-messages.ts"

const inFrench = dictionaryFor("fr")
const inEnglish = dictionaryFor("en")

describe("the checkout's field messages in the page's language", () => {
  it("SITE-009 core's fixed messages take the dictionary's wording; others stay as they came", () => {
    const errors = {
      email: ADDRESS_MESSAGE.email,
      region: ADDRESS_MESSAGE.region,
      giftMessage: GIFT_CARD_MESSAGE.messageTooLong,
      postalCode: "ZIP Codes need to be 5 digits.",
      city: undefined,
      line1: "The server wrote this one itself.",
    }
    expect(fieldErrorsIn(errors, inFrench)).toEqual({
      email: "L'e-mail n'est pas valide",
      region: "Choisissez une région valide.",
      giftMessage: `Limitez le message à ${GIFT_MESSAGE_MAX} caractères.`,
      postalCode: "Les codes ZIP doivent comporter 5 chiffres.",
      city: undefined,
      line1: "The server wrote this one itself.",
    })
  })

  const countries = Object.keys(POSTAL_RULES) as PostalCountry[]

  it.each(countries)(
    "SITE-009 %s's postal-code message (POSTAL-004 to POSTAL-013) is the English dictionary's text of its key, word for word",
    (country) => {
      expect(ENGLISH[POSTAL_MESSAGE_KEYS[country]]).toBe(POSTAL_RULES[country].message)
      expect(fieldErrorsIn({ postalCode: POSTAL_RULES[country].message }, inEnglish)).toEqual({
        postalCode: POSTAL_RULES[country].message,
      })
    },
  )

  it("POSTAL-014 the generic message is the English dictionary's too, and French on a French page", () => {
    expect(ENGLISH.postalInvalid).toBe(OTHER_POSTAL_RULE.message)
    expect(fieldErrorsIn({ postalCode: OTHER_POSTAL_RULE.message }, inFrench)).toEqual({
      postalCode: "Code postal non valide.",
    })
  })

  it.each(Object.entries(DICTIONARIES).filter(([tag]) => tag !== "en"))(
    "SITE-009 every country's postal-code message reads in %s, none left in English",
    (_tag, strings) => {
      for (const country of countries) {
        const shown = fieldErrorsIn({ postalCode: POSTAL_RULES[country].message }, strings).postalCode
        expect(shown).toBe(strings[POSTAL_MESSAGE_KEYS[country]])
        expect(shown).not.toBe(POSTAL_RULES[country].message)
      }
    },
  )

  it("POSTAL-004 the browser's check of a US ZIP code shows on a French page in French, on an English one as the spec words it", () => {
    const found = formErrors({ ...EMPTY_VALUES, country: "US", postalCode: "1234" })
    expect(fieldErrorsIn(found, inFrench).postalCode).toBe("Les codes ZIP doivent comporter 5 chiffres.")
    expect(fieldErrorsIn(found, inEnglish).postalCode).toBe("ZIP Codes need to be 5 digits.")
  })

  it("SITE-009 in English every message of core's rules reads as core wrote it", () => {
    const errors = { ...addressErrors(EMPTY_VALUES), ...GIFT_CARD_MESSAGE, x: ADDRESS_MESSAGE.country }
    expect(fieldErrorsIn(errors, inEnglish)).toEqual(errors)
  })

  it("SITE-009 the checkout's own messages when an order is not placed read in French, and in English as core wrote them", () => {
    const messages = [
      CHECKOUT_MESSAGE.invalid,
      CHECKOUT_MESSAGE.paymentUnavailable,
      CHECKOUT_MESSAGE.paymentsNotSetUp,
      ADD_TO_CART_MESSAGE.outOfStock,
    ]
    expect(messages.map((message) => checkoutMessageIn(message, inFrench))).toEqual([
      "Veuillez vérifier les champs signalés.",
      "Le paiement n'a pas pu être traité. Veuillez réessayer plus tard.",
      "Les paiements ne sont pas encore configurés pour cette boutique.",
      inFrench.notEnoughStock,
    ])
    expect(messages.map((message) => checkoutMessageIn(message, inEnglish))).toEqual(messages)
    // A declined card's message is the provider's: it stays as it came.
    expect(checkoutMessageIn("Your card was declined.", inFrench)).toBe("Your card was declined.")
  })

  it("CHECKOUT-001 SITE-009 the minimum-subtotal message is French on a French page, its amount as French writes it; the spec's English on an English one", () => {
    const minimum = moneyFromMinor(50, "USD")
    const quote = { minimumMessage: checkoutMinimumMessage(minimum), minimumSubtotal: minimum }
    const inLocale = (locale: string) => (money: typeof minimum, options?: { trimZeroFraction?: boolean }) =>
      formatMoney(money, { ...options, locale })
    expect(minimumMessageIn(quote, inFrench, inLocale("fr"))?.replace(/\s/g, " ")).toBe(
      "Pour passer commande, le sous-total de votre commande doit être d'au moins $US 0,50.",
    )
    expect(minimumMessageIn(quote, inEnglish, inLocale("en"))).toBe(
      "To check out, your order subtotal must be $0.50 or more.",
    )
    expect(ENGLISH.checkoutMinimum).toBe(CHECKOUT_MINIMUM_MESSAGE)
    // Reached, or an older server's quote without the amount: as it came.
    expect(minimumMessageIn({ minimumMessage: null }, inFrench, inLocale("fr"))).toBeNull()
    expect(minimumMessageIn({ minimumMessage: quote.minimumMessage }, inFrench, inLocale("fr"))).toBe(
      quote.minimumMessage,
    )
  })
})
