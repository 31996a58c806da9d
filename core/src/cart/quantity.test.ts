import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { parseQuantity, QUANTITY_MESSAGE } from "./quantity.ts"

const refused = (input: unknown) => {
  const result = parseQuantity(input)
  return result.ok ? undefined : result.problem
}

const notNumber = { _tag: "QuantityNotNumber", message: "Quantity must be a number." }
const notWhole = { _tag: "QuantityNotWhole", message: "Quantity must be a whole number" }
const tooSmall = { _tag: "QuantityOutOfRange", message: "Quantity must be at least 1." }
const tooLarge = { _tag: "QuantityOutOfRange", message: "Quantity must be 9999 or less." }

describe("ADDCART-017 / ADDCART-018 / DISPLAY-013 quantity", () => {
  it.each<[string, unknown, number]>([
    ["1", "1", 1],
    ["3", "3", 3],
    [" 3 ", " 3 ", 3],
    ["\t7\n", "\t7\n", 7],
    ["+3", "+3", 3],
    ["3.0", "3.0", 3],
    ["3.", "3.", 3],
    ["0003", "0003", 3],
    ["9999", "9999", 9999],
    ["the number 3", 3, 3],
    ["the number 9999", 9999, 9999],
    ["the number 1e3", 1e3, 1000],
  ])("DISPLAY-013 %s is accepted as %s", (_, input, quantity) => {
    expect(parseQuantity(input)).toEqual({ ok: true, quantity })
  })

  it.each<[string, unknown]>([
    ["abc", "abc"],
    ["an empty string", ""],
    ["spaces", "   "],
    ["1e3", "1e3"],
    ["0x10", "0x10"],
    ["1_000", "1_000"],
    ["1,000", "1,000"],
    ["3 units", "3 units"],
    ["Infinity as text", "Infinity"],
    ["NaN as text", "NaN"],
    ["a lone sign", "-"],
    ["a lone point", "."],
    ["non-ASCII digits", "٣"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["null", null],
    ["undefined", undefined],
    ["true", true],
    ["a bigint", 3n],
    ["an array", [3]],
    ["an object", { quantity: 3 }],
  ])("ADDCART-017 %s is not a number: 'Quantity must be a number.'", (_, input) => {
    expect(refused(input)).toEqual(notNumber)
  })

  it.each<[string, unknown]>([
    ["2.5", "2.5"],
    [".5", ".5"],
    ["-2.5", "-2.5"],
    ["0.1", "0.1"],
    ["9999.5", "9999.5"],
    ["the number 2.5", 2.5],
    ["the number 0.5", 0.5],
    ["the number 10000.5", 10000.5],
  ])("ADDCART-018 %s is not whole: 'Quantity must be a whole number'", (_, input) => {
    expect(refused(input)).toEqual(notWhole)
  })

  it.each<[string, unknown, object]>([
    ["0", "0", tooSmall],
    ["the number 0", 0, tooSmall],
    ["-0", -0, tooSmall],
    ["-1", "-1", tooSmall],
    ["the number -3", -3, tooSmall],
    ["10000", "10000", tooLarge],
    ["the number 10000", 10000, tooLarge],
    ["a huge string", "99999999999999999999999", tooLarge],
    ["Number.MAX_VALUE", Number.MAX_VALUE, tooLarge],
  ])("DISPLAY-013 %s is out of the range 1..9999", (_, input, problem) => {
    expect(refused(input)).toEqual(problem)
  })

  it("ADDCART-017 / ADDCART-018 the spec's texts, exactly", () => {
    expect(QUANTITY_MESSAGE.notNumber).toBe("Quantity must be a number.")
    expect(QUANTITY_MESSAGE.notWhole).toBe("Quantity must be a whole number")
  })
})

describe("quantity properties", () => {
  it("DISPLAY-013 any integer 1..9999, as a number or a string with any padding, is accepted as itself", () => {
    const padding = fc.constantFrom("", " ", "  ", "\t")
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        padding,
        padding,
        fc.boolean(),
        (n, before, after, asString) => {
          expect(parseQuantity(asString ? `${before}${n}${after}` : n)).toEqual({ ok: true, quantity: n })
        },
      ),
    )
  })

  it("DISPLAY-013 any integer outside 1..9999 is out of range", () => {
    const outside = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 10000 }))
    fc.assert(
      fc.property(outside, fc.boolean(), (n, asString) => {
        expect(refused(asString ? String(n) : n)?._tag).toBe("QuantityOutOfRange")
      }),
    )
  })

  it("ADDCART-018 any finite number that is not whole is QuantityNotWhole", () => {
    const fractional = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Number.isInteger(x))
    fc.assert(
      fc.property(fractional, (x) => {
        expect(refused(x)).toEqual(notWhole)
      }),
    )
  })

  it("ADDCART-018 a decimal string with a non-zero fraction is QuantityNotWhole", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -99999, max: 99999 }),
        fc.integer({ min: 1, max: 999 }),
        (whole, fraction) => {
          const text = `${whole}.${String(fraction).padStart(3, "0")}`
          expect(refused(text)).toEqual(notWhole)
        },
      ),
    )
  })

  it("ADDCART-017 any string JavaScript cannot read as a number is QuantityNotNumber", () => {
    const nonNumeric = fc.oneof(
      fc.string().filter((s) => s.trim() === "" || Number.isNaN(Number(s))),
      fc
        .tuple(fc.integer({ min: 1, max: 9999 }), fc.stringMatching(/^[a-zA-Z%$#!?]+$/))
        .map(([n, s]) => `${n}${s}`),
    )
    fc.assert(
      fc.property(nonNumeric, (s) => {
        expect(refused(s)).toEqual(notNumber)
      }),
    )
  })

  it("ADDCART-017 never throws, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
        (input) => {
          const result = parseQuantity(input)
          if (result.ok) expect(Number.isInteger(result.quantity)).toBe(true)
          else expect(Object.values(QUANTITY_MESSAGE)).toContain(result.problem.message)
        },
      ),
    )
  })
})
