import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { publishable, workspaces } from "./workspaces.ts"

const repository = (packages: Record<string, object>, order: string[]) => {
  const root = mkdtempSync(join(tmpdir(), "workspaces-"))
  writeFileSync(join(root, "package.json"), JSON.stringify({ private: true, workspaces: order }))
  for (const [path, manifest] of Object.entries(packages)) {
    mkdirSync(join(root, path), { recursive: true })
    writeFileSync(join(root, path, "package.json"), JSON.stringify(manifest))
  }
  return root
}

describe("workspaces", () => {
  it("orders workspaces after those they depend on, whatever order the root lists them in", () => {
    const root = repository(
      {
        app: { name: "app", private: true, dependencies: { react: "1", core: "1" } },
        react: { name: "react", dependencies: { http: "1" }, peerDependencies: { effect: "^4" } },
        "adapters/http": { name: "http", dependencies: { core: "1" } },
        core: { name: "core" },
      },
      ["app", "react", "adapters/*", "core"],
    )
    expect(workspaces(root).map((w) => w.manifest.name)).toEqual(["core", "http", "react", "app"])
    expect(publishable(root).map((w) => w.path)).toEqual(["core", "adapters/http", "react"])
  })

  it("refuses a dependency cycle", () => {
    const root = repository(
      { a: { name: "a", dependencies: { b: "1" } }, b: { name: "b", devDependencies: { a: "1" } } },
      ["a", "b"],
    )
    expect(() => workspaces(root)).toThrow("cycle")
  })

  it("lists the repository's publishable packages, core first", () => {
    expect(publishable().map((w) => w.manifest.name)[0]).toBe("@vitrine/core")
    expect(publishable().every((w) => w.manifest.private !== true)).toBe(true)
  })
})
