import { describe, expect, it } from "vitest"
import { cldrFor, loadSpecCases } from "../conformance.test-support.mjs"
import { render } from "../index.ts"

const cases = loadSpecCases().filter((c) => c.kind === "render")

describe("TPL render with the compile cache off", () => {
  it("TPL every conformance case renders the same output and errors with cache false as with the cache", () => {
    for (const c of cases) {
      const options = {
        partials: c.partials,
        injects: c.injects,
        locale: c.options.locale === "none" ? "en" : c.options.locale,
        cldr: cldrFor(c.options.locale),
        now: c.options.now,
      }
      const cached = render(c.template, c.json, options)
      const uncached = render(c.template, c.json, { ...options, cache: false })
      expect({ id: c.id, ...uncached }).toEqual({ id: c.id, ...cached })
    }
  })

  it("TPL a partial that does not parse is reported the same way with the cache off", () => {
    const options = { partials: { broken: "{.section a}never closed" } }
    const uncached = render("[{@|apply broken}]", {}, { ...options, cache: false })
    expect(uncached.output).toBe("[]")
    expect(uncached.errors.map((error) => error.kind)).toEqual(["invalid-partial"])
    expect(uncached).toEqual(render("[{@|apply broken}]", {}, options))
  })
})
