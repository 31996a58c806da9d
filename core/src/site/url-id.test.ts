import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { MIN_URL_ID_LENGTH, STORE_FALLBACK_TITLE, storeUrlId, urlIdFromTitle } from "./url-id.ts"

describe("STORE-005 URL id from the title", () => {
  it.each([
    ["Shop", "shop"],
    ["  Café & Bar! ", "cafe-bar"],
    ["Crème Brûlée", "creme-brulee"],
    ["Straße", "strasse"],
    ["Ørsted Æble", "orsted-aeble"],
    ["Summer  Sale -- 2025", "summer-sale-2025"],
    ["__Hello__World__", "hello-world"],
    ["ＦＵＬＬ width", "full-width"],
    ["日本語", ""],
    ["", ""],
  ])("STORE-005 %j → %j", (title, id) => {
    expect(urlIdFromTitle(title)).toBe(id)
  })

  it("STORE-005 an id only has a-z, 0-9 and single inner dashes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (title) => {
        expect(urlIdFromTitle(title)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
      }),
    )
  })
})

describe("STORE-006 fallback title", () => {
  it("STORE-006 the fallback title is 'Shop'", () => {
    expect(STORE_FALLBACK_TITLE).toBe("Shop")
    expect(MIN_URL_ID_LENGTH).toBe(3)
  })

  it.each(["", "  ", "A", "ab", "é!", "日本語", "--"])("STORE-006 %j falls back to 'shop'", (title) => {
    expect(storeUrlId(title, [])).toBe("shop")
  })

  it("STORE-006 three characters are enough", () => {
    expect(storeUrlId("Abc", [])).toBe("abc")
  })
})

describe("STORE-007 taken ids", () => {
  it.each([
    [["shop"], "shop-1"],
    [["shop", "shop-1"], "shop-2"],
    [["shop", "shop-2"], "shop-1"],
    [["shop-1"], "shop"],
    [["SHOP", "Shop-1"], "shop-2"],
  ])("STORE-007 with %j taken → %s", (taken, id) => {
    expect(storeUrlId("Shop", taken)).toBe(id)
  })

  it("STORE-007 the result is never taken, and uses the smallest unused N", () => {
    const title = fc.oneof(fc.constantFrom("Shop", "Store", "a", "Summer Sale"), fc.string())
    fc.assert(
      fc.property(
        title,
        fc.array(fc.integer({ min: 0, max: 12 })),
        fc.array(fc.string()),
        (t, ns, others) => {
          const derived = urlIdFromTitle(t)
          const base = derived.length >= 3 ? derived : "shop"
          const taken = [...ns.map((n) => (n === 0 ? base : `${base}-${n}`)), ...others]
          const id = storeUrlId(t, taken)
          const used = new Set(taken.map((x) => x.toLowerCase()))
          expect(used.has(id)).toBe(false)
          if (!used.has(base)) {
            expect(id).toBe(base)
          } else {
            const n = Number(id.slice(base.length + 1))
            expect(id).toBe(`${base}-${n}`)
            for (let k = 1; k < n; k++) expect(used.has(`${base}-${k}`)).toBe(true)
          }
        },
      ),
    )
  })
})
