import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import type { StockRecord } from "./model.ts"
import { passesStockCheck } from "./stock.ts"

const record = (qtyInStock: number, unlimited = false): StockRecord => ({
  variantId: "v",
  sku: "S",
  unlimited,
  qtyInStock,
})

describe("STOCK-002 stock check", () => {
  it.each([
    ["in stock 3, none in cart", [record(3)], 0, true],
    ["in stock 3, 2 in cart", [record(3)], 2, true],
    ["in stock 3, 3 in cart", [record(3)], 3, false],
    ["in stock 3, 4 in cart", [record(3)], 4, false],
    ["in stock 0", [record(0)], 0, false],
    ["negative stock", [record(-1)], 0, false],
    ["unlimited with 0 in stock", [record(0, true)], 0, true],
    ["unlimited with many in cart", [record(0, true)], 1_000_000, true],
    ["one of two records unlimited", [record(0), record(0, true)], 5, true],
    ["one of two records above the cart", [record(0), record(6)], 5, true],
    ["no records", [], 0, false],
  ])("STOCK-002 %s: passes = %s (adding one)", (_, records, inCart, passes) => {
    expect(passesStockCheck(records, inCart)).toBe(passes)
    expect(passesStockCheck(records, inCart, 1)).toBe(passes)
  })

  it.each([
    [5, 0, 5, true],
    [5, 0, 6, false],
    [5, 2, 3, true],
    [5, 2, 4, false],
  ])(
    "STOCK-002 generalised: stock %s, %s in cart, adding %s passes = %s",
    (stock, inCart, adding, passes) => {
      expect(passesStockCheck([record(stock)], inCart, adding)).toBe(passes)
    },
  )

  it("STOCK-002 with limited stock, passes exactly when stock covers the cart plus what is added", () => {
    fc.assert(
      fc.property(
        fc.nat(20_000),
        fc.nat(10_000),
        fc.integer({ min: 1, max: 9999 }),
        (stock, inCart, adding) => {
          expect(passesStockCheck([record(stock)], inCart, adding)).toBe(stock >= inCart + adding)
        },
      ),
    )
  })

  it("STOCK-002 at one unit it is the spec's wording: stock above what the cart holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), fc.nat(100), (stock, inCart) => {
        expect(passesStockCheck([record(stock)], inCart)).toBe(stock > inCart)
      }),
    )
  })

  it("STOCK-002 an unlimited record always passes", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), fc.nat(), (stocks, inCart, adding) => {
        expect(passesStockCheck([...stocks.map((s) => record(s)), record(0, true)], inCart, adding)).toBe(
          true,
        )
      }),
    )
  })
})
