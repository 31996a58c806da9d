import { describe, expect, it } from "vitest"
import { loadFixtures } from "./fixtures.test-support.mjs"
import { compile, execute, render } from "./index.ts"

const fixtures = loadFixtures()

describe("template fixtures", () => {
  for (const fixture of fixtures) {
    it(fixture.title, () => {
      const { output, errors } = render(fixture.template, fixture.json, fixture.options)
      expect(output).toBe(fixture.output)
      expect(errors.map((error) => `${error.phase} ${error.kind}`)).toEqual(fixture.errors)
      const compiled = compile(fixture.template, fixture.options)
      expect(execute(compiled.code, fixture.json, fixture.options).output).toBe(output)
    })
  }
})
