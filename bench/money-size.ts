// The size check of issue 3: a browser bundle that imports only `formatMoney` from
// `@vitrine/core/money`, minified by Vite (Rolldown) as a storefront's build would, costs at most 8 KB
// gzip. Run alone with `node --conditions=source bench/money-size.ts`; `npm run bench` runs it first.
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { build, defaultClientConditions, type Plugin } from "vite"

/** The goal: importing `formatMoney` alone costs at most 8 KB gzip. */
export const MONEY_SIZE_GOAL_BYTES = 8 * 1024

const ENTRY_ID = "vitrine:money-size-entry"
const RESOLVED_ENTRY = `\0${ENTRY_ID}`

// A page that formats one price: all a storefront needs to show money.
const ENTRY_SOURCE = `import { formatMoney } from "@vitrine/core/money"
document.body.textContent = formatMoney({ value: "1999", currency: "USD" })
`

const entry: Plugin = {
  name: "vitrine:money-size-entry",
  resolveId: (id) => (id === ENTRY_ID ? RESOLVED_ENTRY : undefined),
  load: (id) => (id === RESOLVED_ENTRY ? ENTRY_SOURCE : undefined),
}

interface OutputFile {
  readonly type: "chunk" | "asset"
  readonly fileName: string
  readonly code?: string
}

/**
 * Bundles the one-import entry for browsers, from core's TypeScript sources (the "source" condition,
 * as app-web builds it), and measures every JavaScript chunk it emits.
 *
 * @example
 * const { gzipBytes } = await measureMoneyBundle()
 */
export const measureMoneyBundle = async (): Promise<{ rawBytes: number; gzipBytes: number }> => {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: fileURLToPath(new URL("..", import.meta.url)),
    plugins: [entry],
    resolve: { conditions: ["source", ...defaultClientConditions] },
    build: { write: false, modulePreload: false, rollupOptions: { input: ENTRY_ID } },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap(
    (bundle) => (bundle as { output: readonly OutputFile[] }).output,
  )
  const code = outputs.flatMap((file) => (file.type === "chunk" && file.code ? [file.code] : []))
  return {
    rawBytes: code.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    gzipBytes: code.reduce((sum, text) => sum + gzipSync(text).byteLength, 0),
  }
}

/**
 * Measures the bundle and prints its size beside the goal.
 *
 * @example
 * await printMoneySize() // "formatMoney alone in a browser bundle: 4.1 KB gzip (12.0 KB raw), goal ≤ 8.0 KB: within"
 */
export const printMoneySize = async (): Promise<void> => {
  const { rawBytes, gzipBytes } = await measureMoneyBundle()
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const verdict = gzipBytes <= MONEY_SIZE_GOAL_BYTES ? "within" : "OVER"
  console.log(
    `formatMoney alone in a browser bundle: ${kb(gzipBytes)} gzip (${kb(rawBytes)} raw), goal ≤ ${kb(MONEY_SIZE_GOAL_BYTES)}: ${verdict}`,
  )
}

if (import.meta.main) await printMoneySize()
