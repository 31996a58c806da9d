import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { readStoredValue, storedValueText } from "./stored-value.ts"

// Values JSON can carry: fast-check's jsonValue may give -0, which JSON writes as 0 (it has no
// negative zero), so a stored -0 reads back as 0; what a store can hold is the value JSON gives back.
const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown)
const time = fc.integer({ min: 0, max: 4_102_444_800_000 })

describe("stored values", () => {
  it("UTIL-001 a value is stored with its expiry and reads back unchanged until then", () => {
    fc.assert(
      fc.property(json, time, fc.integer({ min: 1, max: 10 ** 9 }), (value, now, ttl) => {
        const text = storedValueText(value, now + ttl)
        expect(JSON.parse(text)).toEqual({ value, expiresAt: now + ttl })
        expect(readStoredValue(text, now)).toEqual({
          value: JSON.parse(JSON.stringify(value)),
          expiresAt: now + ttl,
        })
        expect(readStoredValue(text, now + ttl - 1)?.value).toEqual(JSON.parse(JSON.stringify(value)))
      }),
    )
  })

  it("UTIL-001 a value read at or after its expiry is gone", () => {
    fc.assert(
      fc.property(json, time, fc.integer({ min: 0, max: 10 ** 9 }), (value, expiresAt, late) => {
        expect(readStoredValue(storedValueText(value, expiresAt), expiresAt + late)).toBeUndefined()
      }),
    )
  })

  it("UTIL-001 the expiry is optional: without one a value never expires", () => {
    fc.assert(
      fc.property(json, time, (value, now) => {
        const text = storedValueText(value)
        expect(JSON.parse(text)).toEqual({ value })
        expect(readStoredValue(text, now)).toEqual({ value: JSON.parse(JSON.stringify(value)) })
      }),
    )
  })

  it("UTIL-001 text that is not a stored value reads as nothing stored, never as an error", () => {
    for (const text of [
      null,
      "",
      "not json",
      "[1,2]",
      "42",
      '"x"',
      "null",
      '{"other":1}',
      '{"value":1,"expiresAt":"soon"}',
      '{"value":1,"expiresAt":null}',
    ])
      expect(readStoredValue(text, 0)).toBeUndefined()
    fc.assert(
      fc.property(fc.string(), time, (text, now) => {
        const read = readStoredValue(text, now)
        if (read !== undefined) expect(JSON.parse(text)).toHaveProperty("value")
      }),
    )
  })
})
