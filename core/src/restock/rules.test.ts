import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { RESTOCK_MESSAGES } from "./messages.ts"
import {
  checkRestockEmail,
  productSignUpTotal,
  restockFailureMessage,
  restockMessageKey,
  restockPayload,
  restockSuccessMessage,
} from "./rules.ts"

describe("the restock e-mail check", () => {
  it.each(["", " ", "\t  \n"])("RESTOCK-005 a blank e-mail (%j) shows 'Email cannot be blank'", (email) => {
    expect(checkRestockEmail(email)).toEqual({ ok: false, message: "Email cannot be blank" })
  })

  it.each([
    "ada",
    "ada@",
    "@example.com",
    "ada@example",
    "Ada <ada@example.com>",
    "a b@example.com",
    "a@b.co, c@d.co",
  ])("RESTOCK-006 an invalid e-mail (%j) shows 'Email is invalid'", (email) =>
    expect(checkRestockEmail(email)).toEqual({ ok: false, message: "Email is invalid" }),
  )

  it("RESTOCK-005 RESTOCK-006 any text is blank, invalid or one normalised address, never anything else", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (email) => {
        const check = checkRestockEmail(email)
        if (email.trim() === "") expect(check).toEqual({ ok: false, message: RESTOCK_MESSAGES.emailBlank })
        else if (check.ok) expect(check.email).toBe(email.trim().toLowerCase())
        else expect(check.message).toBe(RESTOCK_MESSAGES.emailInvalid)
      }),
    )
  })

  it("accepts a valid address in any case and with spaces around it, normalised", () => {
    expect(checkRestockEmail("  Ada.Lovelace+shop@Example.COM ")).toEqual({
      ok: true,
      email: "ada.lovelace+shop@example.com",
    })
  })
})

describe("the restock sign-up payload", () => {
  const box = { productId: "merino-beanie", variantId: "beanie-grey" }

  it("RESTOCK-011 carries the checkbox, the box's ids, the e-mail and the token", () => {
    expect(
      restockPayload(box, { email: "ada@example.com", joinMailingList: true, token: "tok" }, null),
    ).toEqual({
      isJoinMailingList: true,
      productId: "merino-beanie",
      variantId: "beanie-grey",
      siteVisitorEmail: "ada@example.com",
      recaptchaEnterpriseV3Token: "tok",
    })
  })

  it("RESTOCK-011 a box without the optional checkbox sends isJoinMailingList false", () => {
    expect(
      restockPayload(box, { email: "a@b.co", joinMailingList: null, token: null }, null).isJoinMailingList,
    ).toBe(false)
  })

  it("RESTOCK-012 carries a language only when a translation widget is present", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ minLength: 1 }), { nil: null }), (language) => {
        const payload = restockPayload(box, { email: "a@b.co", joinMailingList: false, token: "t" }, language)
        if (language === null) expect("language" in payload).toBe(false)
        else expect(payload.language).toBe(language)
      }),
    )
  })
})

describe("the restock box's answers", () => {
  it("RESTOCK-009 success shows the configured text, else 'Signed up!'", () => {
    expect(restockSuccessMessage("We'll e-mail you.")).toBe("We'll e-mail you.")
    expect(restockSuccessMessage(null)).toBe("Signed up!")
    expect(restockSuccessMessage(undefined)).toBe("Signed up!")
    expect(restockSuccessMessage("   ")).toBe("Signed up!")
  })

  it("RESTOCK-010 failure shows the answer's message, else 'Unable to submit form. Please try again later.'", () => {
    expect(restockFailureMessage("Email is invalid")).toBe("Email is invalid")
    expect(restockFailureMessage(null)).toBe("Unable to submit form. Please try again later.")
    expect(restockFailureMessage("")).toBe("Unable to submit form. Please try again later.")
  })

  it("RESTOCK-009 RESTOCK-010 a non-blank text is always shown as given", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== ""),
        (text) => {
          expect(restockSuccessMessage(text)).toBe(text)
          expect(restockFailureMessage(text)).toBe(text)
        },
      ),
    )
  })
})

describe("sign-up totals and outbox keys", () => {
  it("API-012 a product's total is the sum over its variants, waiting and sent", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            productId: fc.constantFrom("a", "b"),
            variantId: fc.string(),
            waiting: fc.nat(100),
            sent: fc.nat(100),
          }),
        ),
        (groups) => {
          const expected = groups
            .filter((group) => group.productId === "a")
            .map((group) => group.waiting + group.sent)
            .reduce((sum, n) => sum + n, 0)
          expect(productSignUpTotal(groups, "a")).toBe(expected)
        },
      ),
    )
  })

  it("each sign-up and round has its own outbox key", () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.uuid(),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (a, b, r, s) => {
          const same = restockMessageKey({ id: a, round: r }) === restockMessageKey({ id: b, round: s })
          expect(same).toBe(a === b && r === s)
        },
      ),
    )
  })
})
