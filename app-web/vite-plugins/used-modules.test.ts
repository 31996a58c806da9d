import { describe, expect, it } from "vitest"
import { type ModuleFacts, modulesUsedFrom } from "./used-modules.ts"

/** A graph of transformed modules, each with its code, resolved imports and export names. */
const graphOf = (modules: Record<string, Partial<ModuleFacts>>) => ({
  getModuleInfo: (id: string): ModuleFacts | null => {
    const module = modules[id]
    return module ? { code: null, importedIds: [], exports: [], ...module } : null
  },
})

const modules = {
  "/app/entry.js": {
    code: `import { Button } from "lib"; import "./styles.css";`,
    importedIds: ["/lib/index.js", "/app/styles.css"],
  },
  "/app/styles.css": { code: "export {}" },
  "/lib/index.js": {
    code: `export { Button } from "./button.js"; export { Price as Amount } from "./price.js"; export * from "./money/index.js";`,
    importedIds: ["/lib/button.js", "/lib/price.js", "/lib/money/index.js"],
    exports: ["Button", "Amount", "format", "parse"],
  },
  "/lib/button.js": {
    code: `import { parse } from "./money/index.js"; export const Button = () => parse;`,
    importedIds: ["/lib/money/index.js"],
    exports: ["Button"],
  },
  "/lib/price.js": {
    code: `import { format } from "./money/index.js"; export const Price = () => format;`,
    importedIds: ["/lib/money/index.js"],
    exports: ["Price"],
  },
  "/lib/money/index.js": {
    code: `export * from "./format.js"; export * from "./parse.js";`,
    importedIds: ["/lib/money/format.js", "/lib/money/parse.js"],
    exports: ["format", "parse"],
  },
  "/lib/money/format.js": { code: "export const format = 1", exports: ["format"] },
  "/lib/money/parse.js": { code: "export const parse = 1", exports: ["parse"] },
}

describe("the modules an entry uses", () => {
  it("follows an index only to the modules that define the names imported from it", () => {
    expect([...modulesUsedFrom("/app/entry.js", graphOf(modules))].sort()).toEqual([
      "/app/entry.js",
      "/app/styles.css",
      "/lib/button.js",
      "/lib/index.js",
      "/lib/money/index.js",
      "/lib/money/parse.js",
    ])
  })

  it("follows a renamed re-export to the name its module gives it", () => {
    const graph = graphOf({
      ...modules,
      "/app/entry.js": { code: `import { Amount } from "lib";`, importedIds: ["/lib/index.js"] },
    })
    expect(modulesUsedFrom("/app/entry.js", graph)).toContain("/lib/money/format.js")
    expect(modulesUsedFrom("/app/entry.js", graph)).not.toContain("/lib/button.js")
  })

  it("takes everything an index re-exports for a namespace import", () => {
    const graph = graphOf({
      ...modules,
      "/app/entry.js": { code: `import * as lib from "lib"; lib;`, importedIds: ["/lib/index.js"] },
    })
    expect(modulesUsedFrom("/app/entry.js", graph).size).toBe(7)
  })

  it("takes every import of a module whose imports it cannot match (code missing, a plugin's own)", () => {
    const graph = graphOf({
      ...modules,
      "/app/entry.js": { code: null, importedIds: ["/lib/index.js"] },
    })
    expect(modulesUsedFrom("/app/entry.js", graph).size).toBe(7)
  })

  it("takes whole an import a plugin added after those of the code", () => {
    const graph = graphOf({
      ...modules,
      "/lib/button.js": {
        code: `import { parse } from "./money/index.js"; export const Button = () => parse;`,
        importedIds: ["/lib/money/index.js", "\0helper.js"],
        exports: ["Button"],
      },
    })
    const used = modulesUsedFrom("/app/entry.js", graph)
    expect(used).toContain("\0helper.js")
    expect(used).not.toContain("/lib/money/format.js")
  })
})
