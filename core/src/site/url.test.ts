import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { SITE_LIMITS } from "./limits.ts"
import { isValidUrl } from "./url.ts"

const ofLength = (length: number) => {
  const start = "https://shop.example.com/"
  return start + "a".repeat(length - start.length)
}

describe("URL validator", () => {
  it("CONST-010 a URL of 2083 characters passes; one of 2084 is refused", () => {
    expect(SITE_LIMITS.maxUrlLength).toBe(2083)
    expect(isValidUrl(ofLength(2083))).toBe(true)
    expect(isValidUrl(ofLength(2084))).toBe(false)
  })

  it("CONST-010 property: a well-formed URL passes exactly when it has at most 2083 characters", () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 5000 }), (length) => {
        expect(isValidUrl(ofLength(length))).toBe(length <= 2083)
      }),
    )
  })

  it.each([
    "example.com",
    "https://shop.example.com/products/linen-shirt?size=M#reviews",
    "HTTP://EXAMPLE.COM",
    "http://localhost:3000/cart",
    "http://192.168.0.1/",
    "https://bücher.example/",
    "https://a-b.co.uk",
  ])("accepts %j", (text) => {
    expect(isValidUrl(text)).toBe(true)
  })

  it.each([
    "",
    "example",
    "https://",
    "ftp://example.com",
    "javascript:alert(1)",
    "https://exa mple.com",
    "https://example.com/a b",
    "https://example.com/\u0000",
    "https://-shop.example.com",
    "https://shop-.example.com",
    "https://example.c",
    "https://300.1.1.1",
    "https://user:secret@example.com",
    "//example.com",
  ])("refuses %j", (text) => {
    expect(isValidUrl(text)).toBe(false)
  })

  it("never throws and refuses any text with whitespace, whatever else it holds", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(isValidUrl(`${before} ${after}`)).toBe(false)
        expect(typeof isValidUrl(before + after)).toBe("boolean")
      }),
    )
  })
})
