import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { importProblems, packageName } from "./declared-imports.ts"
import type { Manifest } from "./workspaces.ts"

const packed = (manifest: Manifest, files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), "declared-"))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return { workspace: { dir, path: "x", manifest }, tarball: "", files: Object.keys(files) }
}

describe("packageName", () => {
  it("keeps the scope and drops the subpath", () => {
    expect(packageName("@vitrine/core/money")).toBe("@vitrine/core")
    expect(packageName("iso-3166/2.js")).toBe("iso-3166")
  })
})

describe("importProblems", () => {
  it("passes a package whose imports are all declared, with Node built-ins and its own name free", async () => {
    const manifest = {
      name: "@v/a",
      version: "1",
      dependencies: { knex: "3" },
      peerDependencies: { effect: "^4" },
    }
    const files = {
      "dist/a.js":
        'import { Effect } from "effect"\nimport knex from "knex"\nimport "node:fs"\nimport "@v/a/b"',
      "dist/a.d.ts": 'export declare const x: import("effect/Types").Equals<1, 1>',
    }
    expect(await importProblems(packed(manifest, files))).toEqual([])
  })

  it("names an import that is not declared, and a declared package nothing imports", async () => {
    const manifest = {
      name: "@v/a",
      version: "1",
      dependencies: { lodash: "4" },
      devDependencies: { effect: "4" },
    }
    const problems = await importProblems(
      packed(manifest, { "dist/a.js": 'import { Effect } from "effect"' }),
    )
    expect(problems).toEqual([
      "dist/a.js (and maybe more) imports effect, which it does not declare",
      "declares lodash, which no shipped file imports",
    ])
  })

  it("accepts a declaration's import met by the package's @types, and not the @types alone at run time", async () => {
    const manifest = { name: "@v/a", version: "1", dependencies: { "@types/express": "5" } }
    const files = {
      "dist/a.d.ts": 'import type { Router } from "express"',
      "dist/a.js": 'import e from "express"',
    }
    expect(await importProblems(packed(manifest, files))).toEqual([
      "dist/a.js (and maybe more) imports express, which it does not declare",
    ])
  })
})
