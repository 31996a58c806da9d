import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

/** Whether `predicate` holds for an item with this `structuredContent`. */
const holds = (predicate: string, structuredContent: unknown): boolean =>
  render(`{.section item}{.${predicate}}yes{.or}no{.end}{.end}`, { item: { structuredContent, id: 1 } })
    .output === "yes"

describe("DISPLAY-003 / DISPLAY-005 commerce predicates on bad input", () => {
  it.each<[string, unknown]>([
    ["no structuredContent", undefined],
    ["a string", "product"],
    ["variants that are not a list", { productType: 1, variants: { onSale: true } }],
  ])("DISPLAY-005 on-sale?, has-variants? and varied-prices? are false for %s", (_, content) => {
    expect(holds("on-sale?", content)).toBe(false)
    expect(holds("has-variants?", content)).toBe(false)
    expect(holds("varied-prices?", content)).toBe(false)
    expect(holds("subscribable?", content)).toBe(false)
  })

  it("DISPLAY-003 a physical product with empty variants is sold out; a digital one never", () => {
    expect(holds("sold-out?", { productType: 1, variants: [] })).toBe(true)
    expect(holds("sold-out?", { productType: 1, variants: [{ qtyInStock: 0, unlimited: true }] })).toBe(false)
    expect(holds("sold-out?", { productType: 2, variants: [] })).toBe(false)
  })

  it("DISPLAY-002 varied-prices? compares selling prices in any price field, ignoring unreadable ones", () => {
    const varied = { productType: 1, variants: [{ priceMoney: { value: "1" } }, { price: 200 }] }
    expect(holds("varied-prices?", varied)).toBe(true)
    const same = {
      productType: 3,
      variants: [{ priceMoney: { value: "2" } }, { price: 200 }, { priceMoney: { value: "?" } }],
    }
    expect(holds("varied-prices?", same)).toBe(false)
  })
})

describe("SUBS-003 subscribable?", () => {
  it.each<[unknown, boolean]>([
    [{ productType: 1, isSubscribable: true }, true],
    [{ productType: 3, isSubscribable: "true" }, true],
    [{ productType: 1, isSubscribable: "yes" }, false],
    [{ productType: 2, isSubscribable: true }, false],
    [{ productType: 4, isSubscribable: true }, false],
  ])("SUBS-003 %j is subscribable: %s", (content, expected) => {
    expect(holds("subscribable?", content)).toBe(expected)
  })
})

describe("DISPLAY-001 product-type?", () => {
  it.each<[string, unknown, boolean]>([
    ["product-type? physical", { productType: 1 }, true],
    ["product-type? digital service", { productType: 3 }, true],
    ["product-type? gift-card", { productType: 4 }, true],
    ["product-type? 5", { productType: 5 }, true],
    ["product-type? PAYWALL", { productType: "5" }, true],
    ["product-type? physical", { productType: 2 }, false],
    ["product-type? constructor", { productType: 1 }, false],
    ["product-type? 0", { productType: 0 }, false],
    ["product-type?", { productType: 1 }, false],
    ["product-type? physical", undefined, false],
  ])("DISPLAY-001 {.%s} for %j is %s", (predicate, content, expected) => {
    expect(holds(predicate, content)).toBe(expected)
  })
})
