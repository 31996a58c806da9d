import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { CART_FORM_ERRORS } from "./cart-form-errors.ts"
import {
  additionalFieldsSubmitText,
  LIGHTBOX,
  lightboxTopMargin,
  nextAdditionalFieldsState,
} from "./lightbox.ts"

describe("the additional-fields lightbox", () => {
  it("UI-010 the lightbox animation lasts 0.3 s", () => {
    expect(LIGHTBOX.animationMs).toBe(300)
  })

  it("UI-011 content taller than the window gets a 50 px top margin", () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (contentHeight, windowHeight) => {
        expect(lightboxTopMargin({ contentHeight, windowHeight })).toBe(
          contentHeight > windowHeight ? 50 : null,
        )
      }),
    )
  })

  it("FORM-035 the form goes normal, then saving with 'Saving…', then back to editing", () => {
    const saving = nextAdditionalFieldsState("normal", "save")
    expect(saving).toBe("saving")
    expect(additionalFieldsSubmitText(saving, "Add To Cart")).toBe("Saving…")
    expect(nextAdditionalFieldsState(saving, "saved")).toBe("editing")
    expect(nextAdditionalFieldsState(saving, "failed")).toBe("editing")
    expect(additionalFieldsSubmitText("editing", "Save")).toBe("Save")
    expect(nextAdditionalFieldsState("editing", "save")).toBe("saving")
  })
})

describe("cart and form error messages", () => {
  it("ERR-001 the cart entry messages", () => {
    expect([CART_FORM_ERRORS.updateQuantity, CART_FORM_ERRORS.addItem, CART_FORM_ERRORS.removeItem]).toEqual([
      "Unable to update quantity",
      "Unable to add item",
      "Unable to remove item",
    ])
  })

  it("ERR-002 the form messages", () => {
    expect([CART_FORM_ERRORS.openForm, CART_FORM_ERRORS.updateForm]).toEqual([
      "Unable to open form",
      "Unable to update form",
    ])
  })

  it("ERR-003 the retry and connectivity messages", () => {
    expect([CART_FORM_ERRORS.tryAgain, CART_FORM_ERRORS.checkConnection]).toEqual([
      "Please try again",
      "Please check your internet connection",
    ])
  })

  it("ERR-004 the missing or invalid information message", () => {
    expect(CART_FORM_ERRORS.fixAbove).toBe("Update the missing or invalid information above")
  })
})
