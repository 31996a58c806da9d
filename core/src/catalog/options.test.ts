import { describe, expect, it } from "@effect/vitest"
import { missingOptions } from "../cart/add-to-cart-check.ts"
import { moneyFromMinor } from "../money/rules.ts"
import { makeOptionProduct, makeProduct, makeVariant } from "./fixtures.test-support.ts"
import { optionValueLabel } from "./option-value-label.ts"
import { describeVariant, findVariant, optionNames, optionValues, selectionOf } from "./options.ts"
import { ProductType } from "./product-type.ts"

const tee = makeOptionProduct({ Size: ["S", "M", "L"], Colour: ["Red", "Blue"] })

describe("option selection", () => {
  it("option names follow variantOptionOrdering", () => {
    expect(optionNames(tee)).toEqual(["Size", "Colour"])
    expect(optionNames({ ...tee, variantOptionOrdering: ["Colour", "Size"] })).toEqual(["Colour", "Size"])
  })

  it("options missing from the ordering follow it; orderings naming no variant option are dropped", () => {
    const product = makeProduct({
      variantOptionOrdering: ["Colour", "Material"],
      variants: [
        makeVariant({ attributes: { Size: "S", Colour: "Red" } }),
        makeVariant({ attributes: { Fit: "Slim" } }),
      ],
    })
    expect(optionNames(product)).toEqual(["Colour", "Size", "Fit"])
  })

  it("option values keep the variants' order without repeats", () => {
    expect(optionValues(tee, "Size")).toEqual(["S", "M", "L"])
    expect(optionValues(tee, "Colour")).toEqual(["Red", "Blue"])
    expect(optionValues(tee, "Material")).toEqual([])
  })

  it.each([
    [{}, ["Size", "Colour"]],
    [{ Size: "M" }, ["Colour"]],
    [{ Colour: "Red" }, ["Size"]],
    [{ Size: "M", Colour: "Red" }, []],
    [{ Size: "", Colour: "Red" }, ["Size"]],
    [{ Material: "Linen" }, ["Size", "Colour"]],
  ])("ADDCART-012 with %j chosen, %j are missing", (selection, missing) => {
    expect(missingOptions(tee, selection)).toEqual(missing)
  })

  it("ADDCART-012 a product without options needs no choice", () => {
    expect(missingOptions(makeProduct(), {})).toEqual([])
  })

  it.each([
    [{ Size: "M", Colour: "Blue" }, "M-Blue"],
    [{ Size: "L", Colour: "Red" }, "L-Red"],
    [{ Size: "XL", Colour: "Red" }, undefined],
    [{ Size: "M" }, undefined],
    [{}, undefined],
  ])("ADDCART-015 the selection %j finds variant %s", (selection, sku) => {
    expect(findVariant(tee, selection)?.sku).toBe(sku)
  })

  it("ADDCART-015 a combination the merchant does not sell finds nothing", () => {
    const partial = { ...tee, variants: tee.variants.filter((variant) => variant.sku !== "M-Blue") }
    expect(findVariant(partial, { Size: "M", Colour: "Blue" })).toBeUndefined()
  })

  it("ADDCART-015 selectionOf(variant) finds the same variant again", () => {
    for (const variant of tee.variants) expect(findVariant(tee, selectionOf(variant))).toBe(variant)
  })
})

describe("variant description", () => {
  it.each([
    [["Blue", "Large", "Normal"], "Blue / Large / Normal"],
    [["Blue"], "Blue"],
    [["Blue", "", "  ", "Normal"], "Blue / Normal"],
    [[], ""],
  ])("DISPLAY-002 a variant with option values %j reads %j", (values, text) => {
    expect(describeVariant(values)).toBe(text)
  })

  it("option names and values need only the ordering and the variants' attributes", () => {
    const product = {
      variantOptionOrdering: ["fit"],
      variants: [{ attributes: { color: "red", fit: "slim" } }],
    }
    expect(optionNames(product)).toEqual(["fit", "color"])
    expect(optionValues(product, "color")).toEqual(["red"])
  })
})

describe("option value labels", () => {
  const giftCard = makeProduct({
    productType: ProductType.GIFT_CARD,
    variants: [
      makeVariant({ attributes: { Amount: "25" }, priceMoney: moneyFromMinor(2500, "EUR") }),
      makeVariant({ attributes: { Amount: "50" }, priceMoney: moneyFromMinor(5000, "EUR") }),
    ],
  })
  const price = (money: { value: string; currency: string }) => `${money.currency} ${money.value}`

  it("shows a gift card's denomination as its variant's price in the store currency", () => {
    expect(optionValueLabel(giftCard, "Amount", "50", price)).toBe("EUR 5000")
  })

  it("keeps a gift card value no variant carries as typed", () => {
    expect(optionValueLabel(giftCard, "Amount", "75", price)).toBe("75")
  })

  it("shows any other product's option value as the merchant typed it", () => {
    expect(optionValueLabel(tee, "Size", "M", price)).toBe("M")
  })
})
