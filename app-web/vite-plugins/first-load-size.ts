import { gzipSync } from "node:zlib"
import type { Plugin } from "vite"

interface Chunk {
  readonly type: "chunk"
  readonly fileName: string
  readonly code: string
  readonly isEntry: boolean
  readonly imports: readonly string[]
  readonly moduleIds: readonly string[]
}

/**
 * The budget of issue 15 (issue 2's was 100 KB): at most 75 KB gzip of JavaScript before a product
 * page is interactive, React 19 with React DOM alone being 65.9 KB of it (bench/react-size.ts).
 */
export const FIRST_LOAD_BUDGET_BYTES = 75 * 1024

/**
 * A build plugin that prints the gzip size of the JavaScript a page loads first: the entry chunk,
 * the chunk holding `pageModule` when it was split off, and every chunk those import statically.
 * Lazy chunks the page does not need to render stay out of the figure. Warns when any of Effect's
 * modules is among them.
 *
 * @example
 * plugins: [firstLoadSize({ page: "product page", pageModule: "/src/features/product/ProductPage.tsx" })]
 */
export const firstLoadSize = (options: { readonly page: string; readonly pageModule: string }): Plugin => ({
  name: "vitrine:first-load-size",
  apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
  generateBundle(_, bundle) {
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
    for (const chunk of chunks) {
      const holdsPage = chunk.moduleIds.some((id) => id.endsWith(options.pageModule))
      if (chunk.isEntry || holdsPage) visit(chunk.fileName)
    }
    const sizes = [...needed].map((fileName) => {
      const code = byName.get(fileName)?.code ?? ""
      return { fileName, raw: Buffer.byteLength(code), gzip: gzipSync(code).byteLength }
    })
    const total = sizes.reduce((sum, size) => sum + size.gzip, 0)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    for (const size of sizes) this.info(`${size.fileName}: ${kb(size.raw)} raw, ${kb(size.gzip)} gzip`)
    // Effect (Schema above all) costs more than the whole budget's margin: it came back once through
    // one import of a contract module by the browser client. Say so, and through which module.
    const effectModules = [...needed].flatMap((fileName) =>
      (byName.get(fileName)?.moduleIds ?? []).filter((id) => /[\\/]node_modules[\\/]effect[\\/]/.test(id)),
    )
    if (effectModules.length > 0)
      this.warn(
        `Effect is on the ${options.page}'s first load (${effectModules.length} modules, e.g. ${effectModules[0]})`,
      )
    const verdict = total <= FIRST_LOAD_BUDGET_BYTES ? "within" : "OVER"
    console.log(
      `\nFirst-load JS of a ${options.page}: ${kb(total)} gzip (${verdict} the ${kb(FIRST_LOAD_BUDGET_BYTES)} budget)\n`,
    )
  },
})
