import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cldrFor } from "../conformance.test-support.mjs"
import { formatMessage, MAX_MESSAGE_NESTING } from "./messages.ts"

const cldr = cldrFor("en")
const format = (message: string, positional: unknown[] = [], named: Record<string, unknown> = {}) => {
  if (cldr === undefined) throw new Error("no CLDR")
  return formatMessage(cldr, "America/New_York", message, positional, named)
}

describe("TPL ICU messages over template values", () => {
  it.each<[string, unknown[], string]>([
    ["{0} and {1}", ["a", 2], "a and 2"],
    ["{0}", [{ decimalValue: "9.99", currencyCode: "USD" }], "9.99"],
    ["{0}", [[1, 2]], "1,2"],
    ["{0}|{1}", [null, undefined], "|"],
    ["{0 plural one {# thing} other {# things}}", [{ value: "1", currency: "EUR" }], "1 thing"],
    ["{0 plural one {one} other {other}}", [true], "one"],
    ["{0 plural one {one} other {# other}}", ["lots"], "0 other"],
    ["{0 selectordinal one {#st} two {#nd} few {#rd} other {#th}}", [22], "22nd"],
    ["{0 select a {A} other {?}}", ["a"], "A"],
    ["{0 decimal maxfrac:1}|{0 number}", ["2.25"], "2.2|2.25"],
    ["{0 decimal}|{0 money}", ["x"], "|"],
    ["{0 datetime date:short}", [Date.UTC(2020, 0, 1, 3)], "12/31/19"],
    ["It''s '{0}' {0}", ["x"], "It's {0} x"],
  ])("TPL %j with %j is %j", (message, positional, text) => {
    expect(format(message, positional)).toBe(text)
  })

  it("TPL a message nesting deeper than the limit gives nothing", () => {
    const nested = (depth: number) => `${"{0 select other {".repeat(depth)}x${"}}".repeat(depth)}`
    expect(format(nested(MAX_MESSAGE_NESTING / 2))).toBe("x")
    expect(format(nested(MAX_MESSAGE_NESTING))).toBeUndefined()
  })

  it("TPL property: formatting any message never throws", () => {
    const piece = fc.constantFrom(
      "{",
      "}",
      "0",
      " plural ",
      " select ",
      "one",
      "other",
      "#",
      "'",
      "x",
      ";1",
      " money",
      " datetime",
    )
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }),
        fc.array(fc.jsonValue(), { maxLength: 3 }),
        (pieces, args) => {
          expect(() => format(pieces.join(""), args)).not.toThrow()
        },
      ),
    )
  })
})
