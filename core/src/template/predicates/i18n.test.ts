import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const metric = (locale: string) => render("{.units-metric?}metric{.or}imperial{.end}", {}, { locale }).output
const errors = (locale: string) => render("{.units-metric?}metric{.or}imperial{.end}", {}, { locale }).errors

// TPL-052 says the reference engine answers `units-metric?` with '"units-metric?" formatter is not
// yet implemented'. A store owner writing the predicate wants the section to follow the visitor's
// measurement system, so the engine implements it (predicates/i18n.ts) and gives no error.
describe("departs from TPL-052: units-metric? follows the locale's measurement system", () => {
  it.each([
    ["en-US", "imperial"],
    ["en", "imperial"],
    ["es-US", "imperial"],
    ["my-MM", "imperial"],
    ["en-LR", "imperial"],
    ["en-BU", "imperial"], // Burma's retired code, which Intl canonicalises to MM
    ["en-GB", "metric"],
    ["fr-FR", "metric"],
    ["de", "metric"],
    ["ja-JP", "metric"],
    ["es-MX", "metric"],
  ])("departs from TPL-052: %s measures in %s units, with no error", (locale, shown) => {
    expect(metric(locale)).toBe(shown)
    expect(errors(locale)).toEqual([])
  })

  it("departs from TPL-052: a locale with any other region is metric", () => {
    const region = fc
      .tuple(
        fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      )
      .map(([a, b]) => a + b)
      .filter((each) => !["US", "LR", "MM", "BU"].includes(each))
    fc.assert(fc.property(region, (each) => metric(`fr-${each}`) === "metric"))
  })
})
