import { describe, expect, it } from "@effect/vitest"
import {
  ADD_BUTTON_TEXT,
  addButtonText,
  QUANTITY_INPUT,
  SELECT_OPTION_HINT_MS,
  showsQuantityInput,
} from "./add-button.ts"
import { isSoldOut } from "./display.ts"
import { makeProduct, makeVariant } from "./fixtures.test-support.ts"
import { ProductType } from "./product-type.ts"

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType
const services = (allowed: boolean) => ({ multipleQuantityAllowedForServices: allowed })

describe("ADDCART-008 to ADDCART-010 add button text", () => {
  it.each([
    [{}, "Add To Cart"],
    [{ isSubscribable: true }, "Subscribe"],
    [{ useCustomAddButtonText: true, customAddButtonText: "Book Now" }, "Book Now"],
    [{ useCustomAddButtonText: true, customAddButtonText: "Join", isSubscribable: true }, "Join"],
    [{ useCustomAddButtonText: false, customAddButtonText: "Book Now" }, "Add To Cart"],
    [{ useCustomAddButtonText: true, customAddButtonText: "" }, "Add To Cart"],
    [{ useCustomAddButtonText: true, customAddButtonText: "   " }, "Add To Cart"],
    [{ useCustomAddButtonText: true, customAddButtonText: "   ", isSubscribable: true }, "Subscribe"],
  ])("ADDCART-008 a product with %j says %j", (overrides, text) => {
    expect(addButtonText(makeProduct(overrides))).toBe(text)
  })

  it.each([
    [{}, "Ajouter"],
    [{ isSubscribable: true }, "S'abonner"],
    [{ useCustomAddButtonText: true, customAddButtonText: "Book Now" }, "Book Now"],
  ])("ADDCART-008 in the store's wording, a product with %j says %j", (overrides, text) => {
    expect(addButtonText(makeProduct(overrides), { addToCart: "Ajouter", subscribe: "S'abonner" })).toBe(text)
  })

  it("ADDCART-008 the default texts are 'Add To Cart' and 'Subscribe'", () => {
    expect(ADD_BUTTON_TEXT.addToCart).toBe("Add To Cart")
    expect(ADD_BUTTON_TEXT.subscribe).toBe("Subscribe")
  })

  it("ADDCART-009 a listing page hints 'Select Option' for 2000 ms", () => {
    expect(ADD_BUTTON_TEXT.selectOption).toBe("Select Option")
    expect(SELECT_OPTION_HINT_MS).toBe(2000)
  })

  it("ADDCART-010 a sold-out product's listing button says 'Sold Out'", () => {
    const soldOut = makeProduct({ variants: [makeVariant({ qtyInStock: 0 })] })
    expect(isSoldOut(soldOut)).toBe(true)
    expect(ADD_BUTTON_TEXT.soldOutButton).toBe("Sold Out")
  })
})

describe("DISPLAY-013 to DISPLAY-016 quantity input", () => {
  it("DISPLAY-013 the quantity input is min 1, max 9999, step 1, default 1", () => {
    expect(QUANTITY_INPUT).toEqual({ min: 1, max: 9999, step: 1, defaultValue: 1 })
  })

  it.each([
    [PHYSICAL, true, true],
    [PHYSICAL, false, true],
    [SERVICE, true, true],
    [SERVICE, false, false],
    [DIGITAL, true, false],
    [GIFT_CARD, true, false],
    [PAYWALL, true, false],
  ])(
    "DISPLAY-014 type %s with several services allowed = %s shows the input: %s",
    (productType, allowed, shown) => {
      expect(showsQuantityInput(makeProduct({ productType }), services(allowed))).toBe(shown)
    },
  )

  it.each([PHYSICAL, SERVICE])(
    "DISPLAY-015 a subscribable product of type %s never shows the input",
    (productType) => {
      expect(showsQuantityInput(makeProduct({ productType, isSubscribable: true }), services(true))).toBe(
        false,
      )
    },
  )

  it.each([
    ["total stock 0", [makeVariant({ qtyInStock: 0 })], false],
    ["total stock 1", [makeVariant({ qtyInStock: 1 })], false],
    [
      "total stock 1 across variants",
      [makeVariant({ qtyInStock: 1 }), makeVariant({ qtyInStock: 0 })],
      false,
    ],
    ["negative stock ignored", [makeVariant({ qtyInStock: 2 }), makeVariant({ qtyInStock: -1 })], true],
    ["total stock 2", [makeVariant({ qtyInStock: 2 })], true],
    ["total stock 2 across variants", [makeVariant({ qtyInStock: 1 }), makeVariant({ qtyInStock: 1 })], true],
    ["unlimited", [makeVariant({ qtyInStock: 0, unlimited: true })], true],
    ["no variants", [], false],
  ])("DISPLAY-016 %s: input shown = %s", (_, variants, shown) => {
    expect(showsQuantityInput(makeProduct({ variants }), services(true))).toBe(shown)
  })
})
