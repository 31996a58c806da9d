import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { build, type Rolldown } from "vite"
import { describe, expect, it } from "vitest"
import { FIRST_LOAD_CHUNK, initialChunks, lazyPartPreloads, PARTS_SHARED_CHUNK } from "./entry-chunks.ts"

const fixture = (name: string) => join(import.meta.dirname, "test-islands", name)

/** The fixture's two pages built as app-web builds its own, into a folder of their own. */
const buildPages = async () => {
  const outDir = mkdtempSync(join(tmpdir(), "vitrine-entry-chunks-"))
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    root: import.meta.dirname,
    build: {
      outDir,
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: { islands: fixture("islands.js"), app: fixture("app.js") },
        preserveEntrySignatures: "allow-extension",
        output: {
          codeSplitting: {
            groups: initialChunks({ islands: fixture("islands.js"), app: fixture("app.js") }),
          },
        },
      },
    },
  })) as Rolldown.RolldownOutput
  const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk")
  const holding = (module: string) => chunks.find((chunk) => chunk.moduleIds.includes(fixture(module)))
  return { outDir, chunks, holding }
}

describe("the chunks of the island pages and the app", () => {
  it("puts what a lazy part shares with the app in a chunk of its own, so the part never loads the app's", async () => {
    const { holding } = await buildPages()
    expect(holding("first.js")?.name).toBe(FIRST_LOAD_CHUNK)
    expect(holding("money.js")?.name).toBe(PARTS_SHARED_CHUNK)
    expect(holding("frame.js")?.name).toBe("app")
    const part = holding("part.js")
    expect(part?.imports).toContain(holding("money.js")?.fileName)
    expect(part?.imports).not.toContain(holding("frame.js")?.fileName)
  })

  it("puts there too what two lazy parts share, rather than in a small chunk of its own", async () => {
    const { holding } = await buildPages()
    expect(holding("badge.js")?.name).toBe(PARTS_SHARED_CHUNK)
    expect(holding("sale.js")?.imports).toContain(holding("badge.js")?.fileName)
  })

  it("runs each page's modules in order, the lazy part's included", async () => {
    const { outDir, holding } = await buildPages()
    const run = async (entry: string) => {
      const fileName = holding(entry)?.fileName ?? ""
      return (await import(/* @vite-ignore */ pathToFileURL(join(outDir, fileName)).href)).start()
    }
    expect(await run("islands.js")).toBe("hydrated [$12.50] [sale]")
    expect(await run("app.js")).toBe("hydrated <main>$5.00</main>")
  })
})

const deps = ["assets/wire-1a2b.js", "assets/request-3c4d.js"]

describe("the preload lists of lazy chunks", () => {
  it.each([
    [
      "a lazy part imported from the first-load chunk gets none",
      `assets/${FIRST_LOAD_CHUNK}-9f8e.js`,
      "js",
      [],
    ],
    ["a lazy part imported from the islands' entry gets none", "assets/islands-1c2d.js", "js", []],
    [
      "a lazy part imported from what the islands' parts share with the app gets none",
      `assets/${PARTS_SHARED_CHUNK}-4b3a.js`,
      "js",
      [],
    ],
    ["a lazy chunk imported from the app's chunk keeps its list", "assets/app-5e6f.js", "js", deps],
    ["a page shell's preload links stay whole", "islands.html", "html", deps],
  ] as const)("%s", (_, hostId, hostType, expected) => {
    expect(lazyPartPreloads("assets/client-7a8b.js", [...deps], { hostId, hostType })).toEqual(expected)
  })
})
