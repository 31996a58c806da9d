import { join } from "node:path"
import { build, type Rolldown } from "vite"
import { describe, expect, it } from "vitest"
import { preloadOnDemand, standInCode } from "./preload-on-demand.ts"

const buildPage = async () =>
  (
    (await build({
      configFile: false,
      logLevel: "silent",
      root: import.meta.dirname,
      plugins: [preloadOnDemand()],
      build: {
        write: false,
        modulePreload: { polyfill: false },
        rolldownOptions: { input: { entry: join(import.meta.dirname, "test-lazy", "entry.js") } },
      },
    })) as Rolldown.RolldownOutput
  ).output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk")

// Vite's helper is the only code that dispatches this event.
const VITE_HELPER = "vite:preloadError"

describe("preloadOnDemand", () => {
  it("keeps Vite's preload helper off the entry's chunk, in a chunk of its own that a list imports", async () => {
    const chunks = await buildPage()
    const entry = chunks.find((chunk) => chunk.isEntry)
    const helper = chunks.find((chunk) => chunk.name === "preload-helper")
    expect(entry?.code).not.toContain(VITE_HELPER)
    expect(helper?.code).toContain(VITE_HELPER)
    expect(helper?.exports).toEqual(["__vitePreload"])
    // Not loaded with the page: the entry imports it lazily, for the import that has a list.
    expect(entry?.imports).not.toContain(helper?.fileName)
    expect(entry?.code).toContain(helper?.fileName)
    expect(entry?.code).toMatch(/__vite__mapDeps\(\[/)
  })

  it("runs an import with an empty list as it is, and hands a list to Vite's helper", async () => {
    const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`
    const vite = dataUrl(
      "export const __vitePreload = (load, deps) => load().then((module) => ({ ...module, preloaded: deps }))",
    )
    const { __vitePreload } = await import(/* @vite-ignore */ dataUrl(standInCode(JSON.stringify(vite))))
    const load = () => Promise.resolve({ part: "loaded" })
    expect(await __vitePreload(load, [])).toEqual({ part: "loaded" })
    expect(await __vitePreload(load, undefined)).toEqual({ part: "loaded" })
    expect(await __vitePreload(load, ["assets/shared.js"])).toEqual({
      part: "loaded",
      preloaded: ["assets/shared.js"],
    })
  })

  it("leaves off the list a stylesheet the page has inlined, and runs the import as it is when nothing is left", async () => {
    const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`
    const vite = dataUrl(
      "export const __vitePreload = (load, deps) => load().then((module) => ({ ...module, preloaded: deps }))",
    )
    const { __vitePreload } = await import(
      /* @vite-ignore */ dataUrl(`${standInCode(JSON.stringify(vite))}\n`)
    )
    const load = () => Promise.resolve({ part: "loaded" })
    const page = { querySelector: (selector: string) => (selector.includes("first-load-1a.css") ? {} : null) }
    Object.assign(globalThis, { document: page })
    try {
      expect(await __vitePreload(load, ["assets/first-load-1a.css"])).toEqual({ part: "loaded" })
      expect(await __vitePreload(load, ["assets/first-load-1a.css", "assets/part-2b.css"])).toEqual({
        part: "loaded",
        preloaded: ["assets/part-2b.css"],
      })
    } finally {
      Reflect.deleteProperty(globalThis, "document")
    }
  })
})
