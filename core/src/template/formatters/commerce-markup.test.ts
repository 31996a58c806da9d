import { describe, expect, it } from "vitest"
import { defaultRegistry, render } from "../index.ts"
import { commerceMarkupFormatters } from "./commerce-markup.ts"

/** Renders and checks that nothing went wrong on the way: a formatter reports no error for odd data. */
const show = (template: string, data: unknown): string => {
  const { output, errors } = render(template, data)
  expect(errors).toEqual([])
  return output
}

const item = (structuredContent: unknown, extra: object = {}) => ({
  item: { id: "p1", structuredContent, ...extra },
})
const physical = (...qty: number[]) => ({
  productType: 1,
  variants: qty.map((qtyInStock) => ({ qtyInStock })),
})

/** Values that are not product items at all. */
const oddValues = [undefined, null, 0, 7, "", "text", true, [], [1, 2], {}, { structuredContent: "x" }]

describe("TPL commerce markup formatters", () => {
  it("TPL-041 every commerce markup formatter is registered", () => {
    for (const name of Object.keys(commerceMarkupFormatters))
      expect(defaultRegistry.formatterNames.has(name)).toBe(true)
  })

  it.each(Object.keys(commerceMarkupFormatters))("TPL %s never throws, whatever the value", (name) => {
    for (const value of oddValues) {
      const { errors } = render(`{v|${name}}{@|${name} a b}`, { v: value, localizedStrings: 5 })
      expect(errors).toEqual([])
    }
  })
})

describe("ADDCART-008 add-to-cart-btn", () => {
  const label = (content: unknown, data: object = {}) =>
    /data-original-label="([^"]*)"/.exec(show("{item|add-to-cart-btn}", { ...item(content), ...data }))?.[1]

  it.each([
    [{}, "Add To Cart"],
    [{ isSubscribable: true }, "Subscribe"],
    [{ isSubscribable: "true" }, "Subscribe"],
    [{ isSubscribable: "false" }, "Add To Cart"],
    [{ useCustomAddButtonText: true, customAddButtonText: "Book Now" }, "Book Now"],
    [{ useCustomAddButtonText: true, customAddButtonText: "  " }, "Add To Cart"],
    [{ useCustomAddButtonText: "yes", customAddButtonText: "Book Now" }, "Add To Cart"],
    [{ useCustomAddButtonText: true, customAddButtonText: 'Say "hi"' }, "Say &quot;hi&quot;"],
    ["not an object", "Add To Cart"],
  ])("ADDCART-008 %j says %j", (content, text) => {
    expect(label(content)).toBe(text)
  })

  it("ADDCART-008 the site's translations replace the two default texts, never a custom one", () => {
    const localizedStrings = { productAddToCartText: "Ajouter", productSubscribeText: "S'abonner" }
    expect(label({}, { localizedStrings })).toBe("Ajouter")
    expect(label({ isSubscribable: true }, { localizedStrings })).toBe("S'abonner")
    expect(
      label({ useCustomAddButtonText: true, customAddButtonText: "Réserver" }, { localizedStrings }),
    ).toBe("Réserver")
    expect(label({}, { localizedStrings: { productAddToCartText: "" } })).toBe("Add To Cart")
  })

  it("ADDCART-008 only a subscribable product carries its first subscription option", () => {
    const options = [{ id: "opt-1" }, { id: "opt-2" }]
    const subscribable = show(
      "{item|add-to-cart-btn}",
      item({ isSubscribable: true, productSubscriptionOptions: options }),
    )
    expect(subscribable).toContain(
      'data-is-subscription="true" data-original-label="Subscribe" data-subscription-option-id="opt-1">',
    )
    const plain = show("{item|add-to-cart-btn}", item({ productSubscriptionOptions: options }))
    expect(plain).not.toContain("subscription")
    expect(
      show("{item|add-to-cart-btn}", item({ isSubscribable: true, productSubscriptionOptions: "x" })),
    ).toContain('data-original-label="Subscribe" >')
  })

  it("ADDCART-008 item fields are escaped in attributes", () => {
    const output = show("{item|add-to-cart-btn}", { item: { id: '"><script>', collectionId: 3 } })
    expect(output).toContain('data-collection-id="3" data-item-id="&quot;&gt;&lt;script&gt;"')
  })
})

describe("DISPLAY-003 to DISPLAY-007 product-status", () => {
  const status = (content: unknown, extra: object = {}) =>
    show("{item|product-status}", item(content, extra)).trim()

  it.each([
    ["no stock left", physical(0, 0), "sold-out"],
    ["stock left", physical(0, 3), ""],
    ["a service without stock", { productType: 3, variants: [{ qtyInStock: 0 }] }, "sold-out"],
    ["a digital product", { productType: 2, variants: [] }, ""],
    ["a gift card", { productType: 4, variants: [{ qtyInStock: 0 }] }, ""],
    ["a digital product on sale", { productType: 2, onSale: true }, "sale"],
    ["a variant on sale", { productType: 1, variants: [{ qtyInStock: 1, onSale: true }] }, "sale"],
    [
      "sold out and on sale (sold out wins)",
      { productType: 1, variants: [{ qtyInStock: 0, onSale: true }] },
      "sold-out",
    ],
    ["unlimited stock", { productType: 1, variants: [{ unlimited: true }] }, ""],
    ["variants that are not a list", { productType: 1, variants: "many" }, "sold-out"],
    ["an unknown type", { productType: "-1" }, "sold-out"],
  ])("DISPLAY-006 %s: mark %j", (_, content, state) => {
    const output = status(content)
    expect(output).toBe(
      state === "" ? "" : `<div class="product-mark ${state}">${state.replace("-", " ")}</div>`,
    )
  })

  it("DISPLAY-007 the store's sold-out text replaces 'sold out', not 'sale'", () => {
    const context = { productMerchandisingContext: { p1: { customSoldOutText: "Gone & done" } } }
    const data = { ...item(physical(0)), ...context }
    expect(show("{item|product-status}", data)).toBe(
      '<div class="product-mark sold-out">Gone &amp; done</div>',
    )
    const onSale = { ...item({ productType: 1, variants: [{ qtyInStock: 1, onSale: true }] }), ...context }
    expect(show("{item|product-status}", onSale)).toBe('<div class="product-mark sale">sale</div>')
  })
})

describe("DISPLAY-008 product-quick-view", () => {
  it.each([
    ["{item|product-quick-view}", ""],
    ["{item|product-quick-view group}", "g1"],
    ["{item|product-quick-view other}", "other"],
    ["{item|product-quick-view obj}", ""],
    ["{item|product-quick-view quoted}", "&quot;x&quot;"],
  ])("DISPLAY-008 %s has group %j and the label 'Quick View'", (template, group) => {
    const data = { item: { id: "p1" }, group: "g1", obj: { a: 1 }, quoted: '"x"' }
    expect(show(template, data)).toBe(
      `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1" data-group="${group}">Quick View</span>`,
    )
  })
})

describe("DISPLAY-013 to DISPLAY-017 quantity-input", () => {
  const shown = (content: unknown, data: object = {}) =>
    show("{item|quantity-input}", { ...item(content), ...data }).includes("product-quantity-input")

  it("DISPLAY-013 the input is a number from 1 to 9999, step 1, default 1, labelled 'Quantity' (DISPLAY-009)", () => {
    expect(show("{item|quantity-input}", item(physical(5)))).toContain(
      '<div class="quantity-label">Quantity:</div>\n  <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>',
    )
  })

  it.each([
    ["physical, stock 2", physical(1, 1), true],
    ["physical, stock 1", physical(1), false],
    ["physical, unlimited", { productType: 1, variants: [{ unlimited: true }] }, true],
    ["service, stock 2", { productType: 3, variants: [{ qtyInStock: 2 }] }, true],
    ["digital", { productType: 2, variants: [{ qtyInStock: 5 }] }, false],
    ["gift card", { productType: 4, variants: [{ qtyInStock: 5 }] }, false],
    ["subscribable", { ...physical(5), isSubscribable: "true" }, false],
    ["no variants", { productType: 1 }, false],
    ["not an object", [], false],
  ])("DISPLAY-014 DISPLAY-015 DISPLAY-016 %s: shown = %s", (_, content, expected) => {
    expect(shown(content)).toBe(expected)
  })

  it("DISPLAY-017 services show the input unless the store turns multiple quantities off", () => {
    const service = { productType: 3, variants: [{ qtyInStock: 2 }] }
    expect(shown(service, { storeSettings: {} })).toBe(true)
    expect(shown(service, { storeSettings: { multipleQuantityAllowedForServices: "no" } })).toBe(true)
    expect(shown(service, { storeSettings: { multipleQuantityAllowedForServices: false } })).toBe(false)
    expect(shown(physical(5), { storeSettings: { multipleQuantityAllowedForServices: false } })).toBe(true)
  })
})

describe("DISPLAY-002 variant-descriptor", () => {
  it.each([
    [{ optionValues: [{ value: "Blue" }, { value: "L" }] }, "Blue / L"],
    [{ optionValues: [{ value: "Blue" }, {}, { value: "" }, { value: 2 }] }, "Blue / 2"],
    [{ optionValues: [{ value: "<b>" }] }, "&lt;b&gt;"],
    [{ optionValues: "Blue" }, ""],
    [{ optionValues: [null, "x"] }, ""],
  ])("DISPLAY-002 %j reads %j", (variant, text) => {
    expect(show("{v|variant-descriptor}", { v: variant })).toBe(text)
  })
})

describe("product-checkout", () => {
  it("DISPLAY-014 ADDCART-008 puts the variant chooser, the quantity input and the button together", () => {
    const output = show(
      "{item|product-checkout}",
      item({ productType: 1, variants: [{ qtyInStock: 5, attributes: { Size: "M" } }] }),
    )
    const at = ["product-variants", "product-quantity-input", "sqs-add-to-cart-button-wrapper"].map(
      (marker) => output.indexOf(marker),
    )
    expect(Math.min(...at)).toBeGreaterThan(-1)
    expect(at).toEqual([...at].sort((a, b) => a - b))
  })

  it("ADDCART-008 a product without options or quantity still gets its button", () => {
    expect(show("{item|product-checkout}", item("x")).trim()).toMatch(
      /^<div class="sqs-add-to-cart-button-wrapper"/,
    )
  })
})

describe("TPL markup blocks byte for byte as the reference engine writes them", () => {
  // The line breaks around each block are the reference engine's; a page rendered by either engine
  // is the same text, blank lines included.
  const content = {
    productType: 1,
    variantOptionOrdering: ["Size"],
    variants: [
      { qtyInStock: 3, attributes: { Size: "S" } },
      { qtyInStock: 0, attributes: { Size: "M" } },
    ],
  }
  const blocks = (name: string) => show(`[{item|${name}}]`, item(content))

  it.each<[string, RegExp]>([
    [
      "add-to-cart-btn",
      /^\[\n{13}<div class="sqs-add-to-cart-button-wrapper"[\s\S]*<\/div>\n {2}<\/div>\n<\/div>\]$/,
    ],
    ["quantity-input", /^\[\n{3}<div class="product-quantity-input"[\s\S]*<\/input>\n<\/div>\]$/],
    [
      "variants-select",
      /^\[\n( {2}\n){4}\n {2}<div class="product-variants"[\s\S]*<\/div>\n {4}<\/div>\n {2}<\/div>\n\]$/,
    ],
    [
      "product-checkout",
      /^\[\n( {2}\n){4}\n {2}<div class="product-variants"[\s\S]*\n {2}<\/div>\n\n{3}<div class="product-quantity-input"[\s\S]*<\/div>\n{13}<div class="sqs-add-to-cart-button-wrapper"[\s\S]*<\/div>\]$/,
    ],
  ])("TPL %s", (name, shape) => {
    expect(blocks(name)).toMatch(shape)
  })

  it("TPL the restock notice starts with six line breaks, even with no view to show", () => {
    expect(show("[{item|product-restock-notification}]", item(content))).toBe(`[${"\n".repeat(6)}]`)
  })
})
