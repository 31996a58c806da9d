import { gzipSync } from "node:zlib"
import type { Plugin } from "vite"
import { type ChunkSourceMap, codePieces, splitCodeBySource } from "./code-by-source.ts"

interface Chunk {
  readonly type: "chunk"
  readonly fileName: string
  readonly code: string
  readonly isEntry: boolean
  readonly imports: readonly string[]
  readonly moduleIds: readonly string[]
  readonly map: ChunkSourceMap | null
}

/**
 * The budget of issue 15 (issue 2's was 100 KB): at most 75 KB gzip of JavaScript before a product
 * page is interactive, React 19 with React DOM alone being 65.9 KB of it (bench/react-size.ts).
 */
export const FIRST_LOAD_BUDGET_BYTES = 75 * 1024

/** Issue 15's goal for what the store adds to React on that first load: under 8 KB gzip. */
export const OWN_CODE_GOAL_BYTES = 8 * 1024

/** React's own packages: what any React 19 page loads, whatever the store does. */
const REACT_SOURCE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/

/**
 * How a page's first-load JavaScript divides: `react` is the gzip size of React's code alone (as
 * the chunks carry it, minified), `own` what everything else adds to it compressed together (the
 * store's code, `@vitrine/react`, core and the bundler's glue), so the two add up to `total`.
 */
export interface FirstLoadShare {
  readonly total: number
  readonly react: number
  readonly own: number
}

/**
 * The first-load share of some chunks, each with its source map (a chunk without one counts as the
 * store's entirely).
 *
 * @example
 * firstLoadShare([{ code: chunk.code, map: chunk.map }])
 * // a product page on 2026-11-28: total 79.5 KB = react 65.9 KB + own 13.6 KB (in bytes)
 */
export const firstLoadShare = (
  chunks: readonly { readonly code: string; readonly map: ChunkSourceMap | null }[],
): FirstLoadShare => {
  const gzip = (text: string) => (text === "" ? 0 : gzipSync(text).byteLength)
  const total = chunks.reduce((sum, chunk) => sum + gzip(chunk.code), 0)
  const react = chunks.reduce(
    (sum, chunk) =>
      sum +
      (chunk.map ? gzip(splitCodeBySource(chunk.code, chunk.map, (id) => REACT_SOURCE.test(id)).matched) : 0),
    0,
  )
  return { total, react, own: total - react }
}

/**
 * What each source of the store's own code costs the first load: how many gzip bytes the store's
 * own code would lose without it (the bundler's glue, pieces of no source, as "(bundler)"), the
 * costliest first. React's sources are left out: they are React's share. Measured against the own
 * code alone, a sixth of the chunk, so the build pays one small gzip a source.
 *
 * @example
 * ownCodeBySource(chunks)[0] // { source: "src/app/App.tsx", gzip: 660 }
 */
export const ownCodeBySource = (
  chunks: readonly { readonly code: string; readonly map: ChunkSourceMap | null }[],
): { readonly source: string; readonly gzip: number }[] => {
  const costs = new Map<string, number>()
  for (const chunk of chunks) {
    if (chunk.map === null) continue
    const own = codePieces(chunk.code, chunk.map).filter((piece) => !REACT_SOURCE.test(piece.source ?? ""))
    const total = gzipSync(own.map((piece) => piece.text).join("")).byteLength
    for (const source of new Set(own.map((piece) => piece.source))) {
      const without = own.filter((piece) => piece.source !== source).map((piece) => piece.text)
      const name = source === null ? "(bundler)" : source.replace(/^(\.\.\/)+/, "")
      costs.set(name, (costs.get(name) ?? 0) + total - gzipSync(without.join("")).byteLength)
    }
  }
  return [...costs].map(([source, gzip]) => ({ source, gzip })).sort((a, b) => b.gzip - a.gzip)
}

/** Where in the web build the plugin writes what it counted (files, total, react, own). */
export const FIRST_LOAD_FILE = ".vite/first-load.json"

/** How many of the store's costliest sources the build lists. */
const LISTED_SOURCES = 15

/**
 * A build plugin that prints the gzip size of the JavaScript a page loads first: the chunk of the
 * page's entry (`entryModule`: the product page is an island page, whose shell loads
 * `src/islands.tsx`) and every chunk it imports statically (the shell preloads them all), and how
 * much of it is React and how much the store's own code, with the store's costliest sources.
 * Lazy chunks the page does not need to render stay out of the figure. Warns when any of Effect's
 * modules is among them, or React's development build. It also writes the figure and the files it
 * counted to `.vite/first-load.json` in the output (not served: a dot folder), which the e2e test
 * checks against what the page really requests.
 *
 * It reads the chunks' source maps to tell React's code from the store's: when the build makes
 * none, it asks for hidden ones and drops them from the output once measured.
 *
 * @example
 * plugins: [firstLoadSize({ page: "product page", entryModule: "/src/islands.tsx" })]
 */
export const firstLoadSize = (options: { readonly page: string; readonly entryModule: string }): Plugin => {
  let ownMaps = false
  return {
    name: "vitrine:first-load-size",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    config(config) {
      ownMaps = !config.build?.sourcemap
      return ownMaps ? { build: { sourcemap: "hidden" } } : undefined
    },
    // After Vite's own rewrites of the chunks (its preload lists): what is measured is what is written.
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is typeof output & Chunk => output.type === "chunk",
        )
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const needed = new Set<string>()
        const visit = (fileName: string) => {
          if (needed.has(fileName)) return
          needed.add(fileName)
          for (const imported of byName.get(fileName)?.imports ?? []) visit(imported)
        }
        // The entry chunk holding the module (its facade is the HTML shell that loads it).
        const entry = chunks.find(
          (chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(options.entryModule)),
        )
        if (entry === undefined) return this.error(`no entry chunk holds ${options.entryModule}`)
        visit(entry.fileName)
        const firstLoad = [...needed].flatMap((fileName) => byName.get(fileName) ?? [])
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
        for (const chunk of firstLoad) {
          const raw = Buffer.byteLength(chunk.code)
          this.info(`${chunk.fileName}: ${kb(raw)} raw, ${kb(gzipSync(chunk.code).byteLength)} gzip`)
        }
        // Effect (Schema above all) costs more than the whole budget's margin: it came back once through
        // one import of a contract module by the browser client. Say so, and through which module.
        // React's development build is three times the size and slow: it comes when NODE_ENV is not
        // "production" in the build's environment (Vite then leaves React's own switch to it).
        const reactDevelopment = firstLoad.flatMap((chunk) =>
          chunk.moduleIds.filter((id) => REACT_SOURCE.test(id) && /\.development\.js$/.test(id)),
        )
        if (reactDevelopment.length > 0)
          this.warn(
            `React's development build is on the ${options.page}'s first load (${reactDevelopment[0]}): build with NODE_ENV=production`,
          )
        const effectModules = firstLoad.flatMap((chunk) =>
          chunk.moduleIds.filter((id) => /[\\/]node_modules[\\/]effect[\\/]/.test(id)),
        )
        if (effectModules.length > 0)
          this.warn(
            `Effect is on the ${options.page}'s first load (${effectModules.length} modules, e.g. ${effectModules[0]})`,
          )
        // What to cut next: the store's own sources that weigh most on the first load.
        for (const { source, gzip } of ownCodeBySource(firstLoad).slice(0, LISTED_SOURCES))
          this.info(`own code: ${source} ${gzip} B gzip`)
        const share = firstLoadShare(firstLoad)
        console.log(`\n${firstLoadReport(options.page, share)}\n`)
        this.emitFile({
          type: "asset",
          fileName: FIRST_LOAD_FILE,
          source: `${JSON.stringify({ page: options.page, files: firstLoad.map((chunk) => chunk.fileName), ...share }, null, 2)}\n`,
        })
        if (!ownMaps) return
        for (const [fileName, output] of Object.entries(bundle)) {
          if (fileName.endsWith(".map")) delete bundle[fileName]
          else if (output.type === "chunk") output.map = null
        }
      },
    },
  }
}

/**
 * The lines the build prints: the total against the budget, then React's part and the store's own
 * against its goal.
 *
 * @example
 * firstLoadReport("product page", share)
 * // First-load JS of a product page: 74.2 KB gzip (within the 75.0 KB budget)
 * //   React 65.9 KB, the store's own code 8.3 KB, 8499 B (OVER the 8.0 KB goal, 8192 B)
 */
export const firstLoadReport = (page: string, share: FirstLoadShare): string => {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const budget = share.total <= FIRST_LOAD_BUDGET_BYTES ? "within" : "OVER"
  const goal = share.own < OWN_CODE_GOAL_BYTES ? "under" : "OVER"
  return [
    `First-load JS of a ${page}: ${kb(share.total)} gzip (${budget} the ${kb(FIRST_LOAD_BUDGET_BYTES)} budget)`,
    // The bytes too: at 8.0 KB, "8.0" alone cannot tell 8 180 B (under) from 8 200 B (over).
    `  React ${kb(share.react)}, the store's own code ${kb(share.own)}, ${share.own} B (${goal} the ${kb(OWN_CODE_GOAL_BYTES)} goal, ${OWN_CODE_GOAL_BYTES} B)`,
  ].join("\n")
}
