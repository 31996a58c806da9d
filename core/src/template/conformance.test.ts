import { describe, expect, it } from "vitest"
import { cldrFor, loadSpecCases, onlyArea } from "./conformance.test-support.mjs"
import { render } from "./index.ts"

/**
 * `JSONT_AREA=formatters/commerce/f-product-price npx vitest run --project core conformance` runs only
 * the cases whose area or id starts with that prefix: how one table is worked on.
 */
const only = onlyArea()

const cases = loadSpecCases()

describe("TPL conformance: the shared JSON-Template suite", () => {
  it("TPL conformance: the suite has its 280 cases", () => {
    expect(cases.filter((c) => c.kind === "render")).toHaveLength(280)
  })

  for (const c of cases) {
    const elsewhere = only !== undefined && !c.id.startsWith(only) && !c.area.startsWith(only)
    it.skipIf(elsewhere || c.kind !== "render")(`TPL conformance ${c.id}`, () => {
      const { output } = render(c.template, c.json, {
        partials: c.partials,
        injects: c.injects,
        locale: c.options.locale === "none" ? "en" : c.options.locale,
        cldr: cldrFor(c.options.locale),
        now: c.options.now,
      })
      expect(output.trim()).toBe(c.expected.trim())
    })
  }
})
