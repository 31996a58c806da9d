import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { compareMoney, splitMoney, subtractMoney, sumMoney } from "./arithmetic.ts"
import { CURRENCY_CODES } from "./currencies.ts"
import { addMoney, type Money, minorUnits, moneyFromDecimal, moneyFromMinor } from "./rules.ts"

const usd = (minor: number | bigint): Money => moneyFromMinor(minor, "USD")
const values = (amounts: readonly Money[]) => amounts.map((amount) => amount.value)

describe("comparison and subtraction in exact minor units", () => {
  it.each([
    [usd(5), usd(10), -1],
    [usd(10), usd(10), 0],
    [usd(11), usd(10), 1],
    [usd(-1), usd(0), -1],
    [usd(10n ** 30n + 1n), usd(10n ** 30n), 1],
  ])("MONEY-001 compareMoney(%j, %j) is %s", (a, b, order) => {
    expect(compareMoney(a, b)).toBe(order)
  })

  it("subtractMoney is exact and refuses two currencies", () => {
    expect(subtractMoney(usd(1000), usd(1))).toEqual(usd(999))
    expect(subtractMoney(usd(1), usd(1000))).toEqual(usd(-999))
    expect(() => subtractMoney(usd(1), moneyFromMinor(1, "EUR"))).toThrow(RangeError)
    expect(() => compareMoney(usd(1), moneyFromMinor(1, "JPY"))).toThrow(RangeError)
  })
})

describe("sums: no float drift, ever", () => {
  it("ten dimes make exactly one dollar (0.1 + 0.2 is not a problem here)", () => {
    const dime = moneyFromDecimal("0.10", "USD") as Money
    expect(
      sumMoney(
        Array.from({ length: 10 }, () => dime),
        "USD",
      ),
    ).toEqual(usd(100))
    const sum = sumMoney([moneyFromDecimal("0.1") as Money, moneyFromDecimal("0.2") as Money], "USD")
    expect(sum).toEqual(moneyFromDecimal("0.3"))
  })

  it("the sum of nothing is zero in the given currency; other currencies are refused", () => {
    expect(sumMoney([], "JPY")).toEqual(moneyFromMinor(0, "JPY"))
    expect(() => sumMoney([usd(1)], "EUR")).toThrow(RangeError)
  })

  it("sumMoney is exact bigint addition, in any order, for any currency", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.array(fc.bigInt()), (code, minors) => {
        const amounts = minors.map((minor) => moneyFromMinor(minor, code))
        const expected = minors.reduce((total, minor) => total + minor, 0n)
        expect(minorUnits(sumMoney(amounts, code))).toBe(expected)
        expect(sumMoney([...amounts].reverse(), code)).toEqual(sumMoney(amounts, code))
        expect(amounts.reduce(addMoney, moneyFromMinor(0, code))).toEqual(sumMoney(amounts, code))
      }),
    )
  })
})

describe("splitting into instalments", () => {
  it.each([
    [1000, 4, ["250", "250", "250", "250"]],
    [1003, 4, ["253", "250", "250", "250"]],
    [1000, 3, ["334", "333", "333"]],
    [1, 4, ["1", "0", "0", "0"]],
    [0, 4, ["0", "0", "0", "0"]],
    [-1003, 4, ["-253", "-250", "-250", "-250"]],
    [999, 1, ["999"]],
  ])("splitMoney(%s cents, %s) is %j", (minor, parts, expected) => {
    expect(values(splitMoney(usd(minor), parts))).toEqual(expected)
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("splitMoney refuses %s parts", (parts) => {
    expect(() => splitMoney(usd(100), parts)).toThrow(RangeError)
  })

  it("instalments always sum to the total, the first carries the remainder, the rest are equal", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt(),
        fc.integer({ min: 1, max: 60 }),
        (code, minor, n) => {
          const total = moneyFromMinor(minor, code)
          const parts = splitMoney(total, n)
          expect(parts).toHaveLength(n)
          expect(sumMoney(parts, code)).toEqual(total)
          const [first, ...rest] = parts.map(minorUnits)
          for (const part of rest) expect(part).toBe(rest[0])
          const regular = rest[0] ?? first ?? 0n
          const remainder = (first ?? 0n) - regular
          const abs = (value: bigint) => (value < 0n ? -value : value)
          expect(abs(remainder) < BigInt(n)).toBe(true)
          expect(abs(first ?? 0n) >= abs(regular)).toBe(true)
        },
      ),
    )
  })
})
