import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  INCORRECT_NUMBER,
  passesLuhn,
  REAL_CARD_IN_TEST_MODE,
  TEST_CARDS,
  testCardFor,
} from "./test-cards.ts"

describe("test-mode cards", () => {
  it("every test card passes the Luhn check and is found with spaces or dashes", () => {
    for (const [number, card] of Object.entries(TEST_CARDS)) {
      expect(passesLuhn(number)).toBe(true)
      expect(testCardFor(number.replace(/(\d{4})/g, "$1 ").trim())).toEqual(card)
      expect(testCardFor(number.replace(/(\d{4})(?=\d)/g, "$1-"))).toEqual(card)
    }
  })

  it("property: a number that fails the Luhn check is incorrect; a valid one that is no test card is a real card, declined", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{16}$/), (digits) => {
        if (digits in TEST_CARDS) return
        const card = testCardFor(digits)
        expect(card.outcome).toBe("declined")
        expect(card.message).toBe(passesLuhn(digits) ? REAL_CARD_IN_TEST_MODE : INCORRECT_NUMBER)
      }),
    )
    expect(testCardFor("not a card").message).toBe(INCORRECT_NUMBER)
  })
})
