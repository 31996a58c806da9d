// The size check of issue 8: what `@vitrine/react` costs a storefront. A consumer's Vite production
// build of a page using AddToCartButton + CartPill + Price (with the provider and the HTTP client
// they need) is measured beside the same build of a page that renders with React alone; the
// difference is Vitrine's share (goal ≤ 12 KB gzip). Then the reference store's own build prints its
// product page's first-load JS (goal ≤ 75 KB gzip, issue 15). Run alone with
// `node --conditions=source bench/react-size.ts`; `npm run bench` runs it after the money size.
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { build, defaultClientConditions, type Plugin } from "vite"

/** The goal: the three components cost at most 12 KB gzip beyond React. */
export const REACT_SIZE_GOAL_BYTES = 12 * 1024

const ROOT = fileURLToPath(new URL("..", import.meta.url))

// A product page as another storefront writes it: the product arrives as JSON in the page.
const PAGE = `import { createStoreClient } from "@vitrine/adapter-http/client"
import { AddToCartButton, CartPill, Price, VitrineProvider } from "@vitrine/react"
import { createElement as h } from "react"
import { createRoot } from "react-dom/client"
const product = JSON.parse(document.getElementById("product").textContent)
createRoot(document.getElementById("root")).render(
  h(VitrineProvider, { client: createStoreClient() },
    h(Price, { product }), h(AddToCartButton, { product }), h(CartPill, { href: "/cart" })),
)
`

// The same page with React alone: the baseline the difference is taken from.
const BASELINE = `import { createElement as h } from "react"
import { createRoot } from "react-dom/client"
const product = JSON.parse(document.getElementById("product").textContent)
createRoot(document.getElementById("root")).render(h("p", null, product.title))
`

interface OutputChunk {
  readonly type: "chunk" | "asset"
  readonly fileName: string
  readonly code?: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
}

const virtualEntry = (source: string): Plugin => ({
  name: "vitrine:react-size-entry",
  resolveId: (id) => (id === "vitrine:entry" ? "\0vitrine:entry" : undefined),
  load: (id) => (id === "\0vitrine:entry" ? source : undefined),
})

/**
 * Builds `source` as a browser entry, minified for production from the workspace's sources (the
 * "source" condition, as app-web builds), and measures the JavaScript loaded first: the entry chunk
 * and what it imports statically. Lazy chunks (the client's full-Schema check) stay out.
 *
 * @example
 * const { gzipBytes } = await measureEntry(`import "react"`)
 */
export const measureEntry = async (source: string): Promise<{ rawBytes: number; gzipBytes: number }> => {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: ROOT,
    mode: "production",
    plugins: [virtualEntry(source)],
    resolve: { conditions: ["source", ...defaultClientConditions] },
    build: { write: false, modulePreload: false, rollupOptions: { input: "vitrine:entry" } },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap(
    (bundle) => (bundle as { output: readonly OutputChunk[] }).output,
  )
  const chunks = new Map(outputs.filter((file) => file.type === "chunk").map((file) => [file.fileName, file]))
  const loaded = new Set<string>()
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return
    loaded.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  const code = [...loaded].map((fileName) => chunks.get(fileName)?.code ?? "")
  return {
    rawBytes: code.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    gzipBytes: code.reduce((sum, text) => sum + gzipSync(text).byteLength, 0),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Measures the page and its React-only baseline and prints Vitrine's share beside the goal, then
 * builds the reference store (its first-load plugin prints the product page's figure).
 *
 * @example
 * await printReactSize() // "@vitrine/react on a page (…): 9.8 KB gzip beyond React (…), goal ≤ 12.0 KB: within"
 */
export const printReactSize = async (): Promise<void> => {
  const page = await measureEntry(PAGE)
  const baseline = await measureEntry(BASELINE)
  const beyond = page.gzipBytes - baseline.gzipBytes
  const verdict = beyond <= REACT_SIZE_GOAL_BYTES ? "within" : "OVER"
  console.log(
    `@vitrine/react on a page (AddToCartButton + CartPill + Price, provider, HTTP client): ${kb(beyond)} gzip beyond React (page ${kb(page.gzipBytes)}, React alone ${kb(baseline.gzipBytes)}), goal ≤ ${kb(REACT_SIZE_GOAL_BYTES)}: ${verdict}`,
  )
  await build({
    configFile: fileURLToPath(new URL("../app-web/vite.config.ts", import.meta.url)),
    logLevel: "silent",
    build: { write: false },
  })
}

if (import.meta.main) await printReactSize()
