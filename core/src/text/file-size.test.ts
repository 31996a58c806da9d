import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { bytesOf, FILE_SIZE_STEP, FILE_SIZE_UNITS, formatFileSize } from "./file-size.ts"

describe("CONST-009 file sizes in 1024-based units", () => {
  it("CONST-009 units step by 1024: 1 MB is 1,048,576 bytes", () => {
    expect(FILE_SIZE_STEP).toBe(1024)
    expect(FILE_SIZE_UNITS).toEqual(["B", "KB", "MB", "GB", "TB", "PB"])
    expect(bytesOf(1, "MB")).toBe(1_048_576)
    expect(bytesOf(20, "MB")).toBe(20_971_520)
    expect(bytesOf(3, "B")).toBe(3)
  })

  it.each([
    [0, "0 B"],
    [1, "1 B"],
    [1023, "1,023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [1_000_000, "976.6 KB"],
    [1_048_575, "1 MB"],
    [1_048_576, "1 MB"],
    [20 * 1_048_576, "20 MB"],
    [1.25 * 1024 ** 3, "1.3 GB"],
    [1024 ** 4, "1 TB"],
    [2048 * 1024 ** 5, "2,048 PB"],
    [-1, ""],
    [Number.NaN, ""],
    [Number.POSITIVE_INFINITY, ""],
  ])("CONST-009 %s bytes read %j", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text)
  })

  it("the locale gives the decimal separator", () => {
    expect(formatFileSize(1536, { locale: "de-DE" })).toBe("1,5 KB")
  })

  it("CONST-009 property: the figure is under 1024 unless the unit is the largest, and reads back within rounding", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        const [figure = "", unit = ""] = formatFileSize(bytes).split(" ")
        const value = Number(figure.replaceAll(",", ""))
        const index = FILE_SIZE_UNITS.indexOf(unit as (typeof FILE_SIZE_UNITS)[number])
        expect(index).toBeGreaterThanOrEqual(0)
        if (index < FILE_SIZE_UNITS.length - 1) expect(value).toBeLessThan(1024)
        const step = 1024 ** index
        expect(Math.abs(value * step - bytes)).toBeLessThanOrEqual(index === 0 ? 0.5 : 0.05 * step + 1)
      }),
    )
  })
})
