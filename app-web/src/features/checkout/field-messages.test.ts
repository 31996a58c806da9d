import { ADDRESS_MESSAGE, addressErrors, GIFT_CARD_MESSAGE, GIFT_MESSAGE_MAX } from "@vitrine/core/checkout"
import { dictionaryFor } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { EMPTY_VALUES } from "./checkout-form.ts"
import { fieldErrorsIn } from "./field-messages.ts"

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
    }
    expect(fieldErrorsIn(errors, inFrench)).toEqual({
      email: "L'e-mail n'est pas valide",
      region: "Choisissez une région valide.",
      giftMessage: `Limitez le message à ${GIFT_MESSAGE_MAX} caractères.`,
      postalCode: "ZIP Codes need to be 5 digits.",
      city: undefined,
    })
  })

  it("SITE-009 in English every message of core's rules reads as core wrote it", () => {
    const errors = { ...addressErrors(EMPTY_VALUES), ...GIFT_CARD_MESSAGE, x: ADDRESS_MESSAGE.country }
    expect(fieldErrorsIn(errors, inEnglish)).toEqual(errors)
  })
})
