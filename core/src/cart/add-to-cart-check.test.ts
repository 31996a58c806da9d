import { describe, expect, it } from "@effect/vitest"
import { makeOptionProduct, makeProduct, makeVariant } from "../catalog/fixtures.test-support.ts"
import type { Product } from "../catalog/model.ts"
import { ProductType } from "../catalog/product-type.ts"
import { moneyFromMinor } from "../money/rules.ts"
import {
  ADD_TO_CART_MESSAGE,
  type AddToCartRequest,
  checkAddToCart,
  missingOptionsMessage,
} from "./add-to-cart-check.ts"
import type { StockRecord, StoredEntry } from "./model.ts"

const stockFor = (product: Product): StockRecord[] =>
  product.variants.map((v) => ({
    variantId: v.id,
    sku: v.sku,
    unlimited: v.unlimited,
    qtyInStock: v.qtyInStock,
  }))

const entry = (product: Product, sku: string, quantity: number): StoredEntry => ({
  id: `entry-${sku}`,
  itemId: product.id,
  quantity,
  chosenVariant: { sku, attributes: {} },
  title: product.title,
  productType: product.productType,
  imageUrl: null,
  purchasePriceCents: 1000,
  additionalFields: null,
})

const check = (request: AddToCartRequest, entries: readonly StoredEntry[] = []) =>
  checkAddToCart(request, stockFor(request.product), entries)

const problemOf = (request: AddToCartRequest, entries: readonly StoredEntry[] = []) => {
  const result = check(request, entries)
  return result.ok ? undefined : { tag: result.problem._tag, message: result.problem.message }
}

const tee = makeOptionProduct({
  Size: ["S", "M"],
  Colour: ["Red", "Blue"],
  Fit: ["Slim", "Loose"],
  Sleeve: ["Short"],
})

describe("ADDCART-012 to ADDCART-014 missing options message", () => {
  it.each([
    [["Size"], "Please select the Size option."],
    [["Size", "Colour"], "Please select the Size and Colour options."],
    [["Size", "Colour", "Fit"], "Please select the Size, Colour and Fit options."],
    [["Size", "Colour", "Fit", "Sleeve"], "Please select the Size, Colour, Fit and Sleeve options."],
  ])("ADDCART-012..014 missing %j reads %j", (options, message) => {
    expect(missingOptionsMessage(options)).toBe(message)
  })

  it.each([
    [{ Colour: "Red", Fit: "Slim", Sleeve: "Short" }, "Please select the Size option."],
    [{ Fit: "Slim", Sleeve: "Short" }, "Please select the Size and Colour options."],
    [{ Sleeve: "Short" }, "Please select the Size, Colour and Fit options."],
    [{}, "Please select the Size, Colour, Fit and Sleeve options."],
  ])("ADDCART-012..014 choosing only %j is refused with %j", (selection, message) => {
    expect(problemOf({ product: tee, selection, quantity: 1 })).toEqual({
      tag: "OptionsNotSelected",
      message,
    })
  })

  it("ADDCART-012 the refusal lists the missing options in display order", () => {
    const result = check({ product: tee, selection: { Colour: "Red" }, quantity: 1 })
    expect(result.ok ? [] : result.problem._tag === "OptionsNotSelected" && result.problem.options).toEqual([
      "Size",
      "Fit",
      "Sleeve",
    ])
  })
})

describe("ADDCART-015 the variant must exist", () => {
  const twoSizes = makeOptionProduct({ Size: ["S", "M"], Colour: ["Red", "Blue"] })
  const noMediumBlue = { ...twoSizes, variants: twoSizes.variants.filter((v) => v.sku !== "M-Blue") }
  const unavailable = {
    tag: "VariantUnavailable",
    message: "Sorry, that item variant is unavailable. Please select another variant.",
  }

  it.each([
    ["an unknown SKU", { product: twoSizes, sku: "XL-Green", quantity: 1 }],
    ["a SKU of another product", { product: twoSizes, sku: makeVariant().sku, quantity: 1 }],
    [
      "a combination not sold",
      { product: noMediumBlue, selection: { Size: "M", Colour: "Blue" }, quantity: 1 },
    ],
    [
      "an option value not sold",
      { product: twoSizes, selection: { Size: "XL", Colour: "Blue" }, quantity: 1 },
    ],
    ["a product with no variants", { product: makeProduct({ variants: [] }), quantity: 1 }],
  ])("ADDCART-015 %s is refused", (_, request) => {
    expect(problemOf(request)).toEqual(unavailable)
    expect(ADD_TO_CART_MESSAGE.variantUnavailable).toBe(unavailable.message)
  })

  it.each([
    ["by SKU", { sku: "M-Red" }],
    ["by SKU, ignoring a stale selection", { sku: "M-Red", selection: { Size: "S" } }],
    ["by options", { selection: { Size: "M", Colour: "Red" } }],
  ])("ADDCART-015 the variant is found %s", (_, request) => {
    const result = check({ product: twoSizes, quantity: 1, ...request })
    expect(result.ok && result.variant.sku).toBe("M-Red")
  })

  it.each([undefined, null, ""])("ADDCART-015 a single-variant product needs no SKU (sku %j)", (sku) => {
    const product = makeProduct({ variants: [makeVariant({ attributes: { Size: "One size" } })] })
    const result = check({ product, sku, quantity: 1 })
    expect(result.ok && result.variant).toBe(product.variants[0])
  })
})

describe("ADDCART-019 gift card denomination", () => {
  const denominations = [25, 50, 100].map((dollars) =>
    makeVariant({
      sku: `GC-${dollars}`,
      attributes: { Amount: `$${dollars}` },
      priceMoney: moneyFromMinor(dollars * 100),
    }),
  )
  const giftCard = makeProduct({ productType: ProductType.GIFT_CARD, variants: denominations })

  it.each([undefined, null, ""])(
    "ADDCART-019 a gift card without a denomination (sku %j) is refused",
    (sku) => {
      expect(problemOf({ product: giftCard, sku, quantity: 1 })).toEqual({
        tag: "GiftCardDenominationMissing",
        message: "Select a denomination for the Gift Card",
      })
    },
  )

  it("ADDCART-019 the denomination message wins over missing options", () => {
    expect(problemOf({ product: giftCard, selection: {}, quantity: 1 })?.tag).toBe(
      "GiftCardDenominationMissing",
    )
  })

  it("ADDCART-019 ADDCART-007 a denomination chosen in the page's select (no SKU) is accepted", () => {
    const result = check({ product: giftCard, selection: { Amount: "$100" }, quantity: 1 })
    expect(result).toEqual({ ok: true, variant: denominations[2], quantity: 1 })
  })

  it("ADDCART-019 a chosen denomination is accepted, stock or not", () => {
    const result = check({ product: giftCard, sku: "GC-50", quantity: 2 })
    expect(result).toEqual({ ok: true, variant: denominations[1], quantity: 2 })
  })

  it("ADDCART-019 an unknown denomination is an unavailable variant", () => {
    expect(problemOf({ product: giftCard, sku: "GC-75", quantity: 1 })?.tag).toBe("VariantUnavailable")
  })
})

describe("ADDCART-016 stock and ADDCART-017/018 quantity in the check", () => {
  const limited = (qtyInStock: number, unlimited = false) =>
    makeProduct({ variants: [makeVariant({ sku: "ONE", qtyInStock, unlimited })] })
  const outOfStock = { tag: "OutOfStock", message: "Sorry, we do not have enough of that item available." }

  it.each([
    [5, 0, 5, true],
    [5, 0, 6, false],
    [5, 4, 1, true],
    [5, 5, 1, false],
    [5, 3, 3, false],
    [0, 0, 1, false],
  ])("ADDCART-016 stock %s, %s in the cart, adding %s: accepted = %s", (stock, inCart, adding, accepted) => {
    const product = limited(stock)
    const entries = inCart > 0 ? [entry(product, "ONE", inCart)] : []
    expect(problemOf({ product, sku: "ONE", quantity: adding }, entries)).toEqual(
      accepted ? undefined : outOfStock,
    )
  })

  it("ADDCART-016 units of other variants or other products in the cart do not count", () => {
    const product = makeProduct({
      variants: [makeVariant({ sku: "A", qtyInStock: 1 }), makeVariant({ sku: "B" })],
    })
    const other = makeProduct()
    const entries = [entry(product, "B", 5), entry(other, "A", 5)]
    expect(check({ product, sku: "A", quantity: 1 }, entries).ok).toBe(true)
  })

  it("ADDCART-016 unlimited stock always passes", () => {
    const product = limited(0, true)
    expect(check({ product, sku: "ONE", quantity: 4999 }, [entry(product, "ONE", 5000)]).ok).toBe(true)
  })

  it("DISPLAY-013 the cart holds at most 9999 of a variant, so no line outgrows the quantity input", () => {
    const product = limited(0, true)
    expect(problemOf({ product, sku: "ONE", quantity: 1 }, [entry(product, "ONE", 9999)])).toEqual({
      tag: "QuantityOutOfRange",
      message: "Quantity must be 9999 or less.",
    })
  })

  it.each([ProductType.DIGITAL, ProductType.GIFT_CARD, ProductType.PAYWALL])(
    "ADDCART-016 product type %s is not limited by stock",
    (productType) => {
      const product = makeProduct({ productType, variants: [makeVariant({ sku: "ONE", qtyInStock: 0 })] })
      expect(check({ product, sku: "ONE", quantity: 3 }, [entry(product, "ONE", 3)]).ok).toBe(true)
    },
  )

  it("ADDCART-016 a variant with no stock record is out of stock", () => {
    const product = limited(5)
    expect(checkAddToCart({ product, sku: "ONE", quantity: 1 }, [], []).ok).toBe(false)
  })

  it.each([
    ["abc", "QuantityNotNumber", "Quantity must be a number."],
    ["2.5", "QuantityNotWhole", "Quantity must be a whole number"],
  ])("ADDCART-017/018 quantity %j is refused with %s: %j", (quantity, tag, message) => {
    expect(problemOf({ product: limited(5), sku: "ONE", quantity })).toEqual({ tag, message })
  })

  it("ADDCART-015 the variant is checked before the quantity, and the quantity before stock", () => {
    expect(problemOf({ product: limited(0), sku: "NOPE", quantity: "abc" })?.tag).toBe("VariantUnavailable")
    expect(problemOf({ product: limited(0), sku: "ONE", quantity: "abc" })?.tag).toBe("QuantityNotNumber")
    expect(problemOf({ product: tee, quantity: "abc" })?.tag).toBe("OptionsNotSelected")
  })

  it("ADDCART-017 an accepted quantity comes back as a number", () => {
    expect(check({ product: limited(5), sku: "ONE", quantity: " 3 " })).toMatchObject({
      ok: true,
      quantity: 3,
    })
  })
})
