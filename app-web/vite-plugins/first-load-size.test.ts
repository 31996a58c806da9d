import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { build, createLogger, type Rolldown } from "vite"
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  FIRST_LOAD_BUDGET_BYTES,
  FIRST_LOAD_FILE,
  firstLoadReport,
  firstLoadSize,
  OWN_CODE_GOAL_BYTES,
} from "./first-load-size.ts"

const ENTRY = join(import.meta.dirname, "test-page", "entry.js")
const OTHER_ENTRY = join(import.meta.dirname, "test-page", "other-entry.js")

// Vitest runs with NODE_ENV=test: a build that does not say otherwise gets React's development build.
const buildWithPlugin = async ({ production }: { production: boolean }) => {
  const log = vi.spyOn(console, "log").mockImplementation(() => undefined)
  const warnings: string[] = []
  const infos: string[] = []
  const logger = createLogger("silent")
  // Only the plugin's own: Rolldown adds its timings when the machine is slow.
  logger.warn = (message) => void (message.includes("vitrine:first-load-size") && warnings.push(message))
  logger.info = (message) => void infos.push(message)
  const output = (await build({
    configFile: false,
    customLogger: logger,
    ...(production ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
    root: import.meta.dirname,
    plugins: [firstLoadSize({ page: "test page", entryModule: "/test-page/entry.js" })],
    build: {
      write: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: { entry: ENTRY, other: OTHER_ENTRY } },
    },
  })) as Rolldown.RolldownOutput
  const printed = log.mock.calls.map((call) => String(call[0])).join("\n")
  return { output: output.output, printed, warnings, infos }
}

const kbOf = (printed: string, label: RegExp) => Number(label.exec(printed)?.[1])

describe("firstLoadSize", () => {
  afterEach(() => vi.restoreAllMocks())

  it("prints the page's first-load JavaScript and how much of it is React and how much the store's", async () => {
    const { output, printed, warnings } = await buildWithPlugin({ production: true })
    expect(warnings).toEqual([])
    const entry = output.find(
      (file) => file.type === "chunk" && file.isEntry && file.name === "entry",
    ) as Rolldown.OutputChunk
    // Only the entry is loaded first: the lazy chunk and the other page's entry are not counted.
    const total = kbOf(printed, /: ([\d.]+) KB gzip/)
    expect(total).toBe(Number((gzipSync(entry.code).byteLength / 1024).toFixed(1)))
    const react = kbOf(printed, /React ([\d.]+) KB/)
    const own = kbOf(printed, /own code ([\d.]+) KB/)
    // React DOM alone is tens of kilobytes; the page's own lines and the bundler's glue, well under one.
    expect(react).toBeGreaterThan(40)
    expect(own).toBeGreaterThan(0)
    expect(own).toBeLessThan(1)
    // The two add up to the total, up to the printed figures' rounding (0.05 KB each).
    expect(Math.abs(react + own - total)).toBeLessThan(0.1 + 1e-9)
  })

  it("lists the store's own sources by what they add to the first load, React's left out", async () => {
    const { infos } = await buildWithPlugin({ production: true })
    const listed = infos.filter((line) => line.includes("own code:"))
    expect(listed.some((line) => /own code: test-page\/page\.js \d+ B gzip/.test(line))).toBe(true)
    expect(listed.filter((line) => /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(line))).toEqual(
      [],
    )
    // The lazy chunk's module is not on the first load.
    expect(listed.filter((line) => line.includes("later"))).toEqual([])
  })

  it("writes what it counted, the measured entry's chunks only, where the e2e test reads it", async () => {
    const { output, printed } = await buildWithPlugin({ production: true })
    const written = output.find((file) => file.fileName === FIRST_LOAD_FILE)
    expect(written?.type).toBe("asset")
    const counted = JSON.parse(String(written?.type === "asset" ? written.source : "")) as {
      files: string[]
      total: number
      react: number
      own: number
    }
    const chunk = (name: string) =>
      output.find((file) => file.type === "chunk" && file.name === name) as Rolldown.OutputChunk
    expect(counted.files).toEqual([chunk("entry").fileName])
    expect(counted.total).toBe(gzipSync(chunk("entry").code).byteLength)
    expect(counted.react + counted.own).toBe(counted.total)
    expect(printed).toContain(`${(counted.total / 1024).toFixed(1)} KB gzip`)
  })

  it("leaves no source map in the output when the build asked for none", async () => {
    const { output } = await buildWithPlugin({ production: true })
    expect(output.filter((file) => file.fileName.endsWith(".map"))).toEqual([])
    expect(output.filter((file) => file.type === "chunk" && file.map !== null)).toEqual([])
  })

  it("warns when React's development build is on the first load", async () => {
    const { warnings } = await buildWithPlugin({ production: false })
    expect(warnings).toEqual([
      expect.stringMatching(
        /React's development build is on the test page's first load \(.*\.development\.js\)/,
      ),
    ])
  })
})

describe("firstLoadReport", () => {
  it("says whether the total is within the budget and the store's own code under its goal", () => {
    const react = 65 * 1024
    expect(
      firstLoadReport("product page", {
        total: FIRST_LOAD_BUDGET_BYTES,
        react,
        own: FIRST_LOAD_BUDGET_BYTES - react,
      }),
    ).toBe(
      "First-load JS of a product page: 75.0 KB gzip (within the 75.0 KB budget)\n" +
        "  React 65.0 KB, the store's own code 10.0 KB, 10240 B (OVER the 8.0 KB goal, 8192 B)",
    )
    expect(
      firstLoadReport("product page", {
        total: react + OWN_CODE_GOAL_BYTES - 1,
        react,
        own: OWN_CODE_GOAL_BYTES - 1,
      }),
    ).toMatch(
      /within the 75\.0 KB budget\)\n {2}React 65\.0 KB, the store's own code 8\.0 KB, 8191 B \(under the 8\.0 KB goal, 8192 B\)/,
    )
    expect(firstLoadReport("product page", { total: FIRST_LOAD_BUDGET_BYTES + 1, react, own: 0 })).toMatch(
      /OVER the 75\.0 KB budget/,
    )
  })
})
