import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { exampleModule, readmeExamples } from "./readme-examples.ts"

const markdown = (...blocks: string[]) => {
  const file = join(mkdtempSync(join(tmpdir(), "readme-")), "README.md")
  writeFileSync(file, blocks.join("\n\n"))
  return file
}

describe("readmeExamples", () => {
  it("takes only the blocks marked runnable, with their line and the packages they import", () => {
    const file = markdown(
      "# Title",
      '```ts\nimport { a } from "not-run"\n```',
      '```ts runnable\nimport { pillCount } from "@vitrine/core/cart"\nimport { Effect } from "effect"\nimport { x } from "./local.ts"\npillCount(1)\n```',
    )
    const [example, ...rest] = readmeExamples(file)
    expect(rest).toEqual([])
    expect(example?.name).toBe("readme-example-1")
    expect(example?.line).toBe(7)
    expect(example?.packages).toEqual(["@vitrine/core", "effect"])
  })

  it("finds the repository README's two examples", () => {
    expect(readmeExamples().map((example) => example.packages)).toEqual([
      ["@vitrine/core"],
      ["@vitrine/adapter-postgres", "@vitrine/core", "effect"],
    ])
  })
})

describe("exampleModule", () => {
  const module = (code: string) =>
    exampleModule({ name: "readme-example-1", line: 1, code, packages: [] }).split("\n")

  it("asserts a result stated as JSON after //", () => {
    expect(module('pillCount(120) // "100+"')).toContain('assert.deepStrictEqual(pillCount(120), "100+")')
    expect(module("result.cart.entries.length // 1")).toContain(
      "assert.deepStrictEqual(result.cart.entries.length, 1)",
    )
  })

  it("leaves comments that are not a single JSON value, and statements, as they are", () => {
    const lines = module(
      'displayState(product) // "sold-out" | "sale" | "none"\nif (!ok) alert(m) // e.g. "x"\nconst a = 1 // 1',
    )
    expect(lines).toContain('displayState(product) // "sold-out" | "sale" | "none"')
    expect(lines).toContain('if (!ok) alert(m) // e.g. "x"')
    expect(lines).toContain("const a = 1 // 1")
  })

  it("imports the fixtures a block uses without declaring them", () => {
    const lines = module("const stock = []\ncheckAddToCart({ product }, stock, cart.entries)")
    expect(lines).toContain('import { product, cart } from "./readme-fixtures.ts"')
  })
})
