// The size check of issue 3: a browser bundle that imports only `formatMoney` from
// `@vitrine/core/money`, minified by Vite (Rolldown) as a storefront's build would, costs at most 8 KB
// gzip. Run alone with `node --conditions=source bench/money-size.ts`; `npm run bench` runs it first.
import { browserBundle, sizeOf } from "./browser-bundle.ts"

/** The goal: importing `formatMoney` alone costs at most 8 KB gzip. */
export const MONEY_SIZE_GOAL_BYTES = 8 * 1024

// A page that formats one price: all a storefront needs to show money.
const ENTRY_SOURCE = `import { formatMoney } from "@vitrine/core/money"
document.body.textContent = formatMoney({ value: "1999", currency: "USD" })
`

/**
 * Bundles the one-import entry for browsers, from core's TypeScript sources (the "source" condition,
 * as app-web builds it), and measures every JavaScript chunk it emits.
 *
 * @example
 * const { gzipBytes } = await measureMoneyBundle()
 */
export const measureMoneyBundle = async (): Promise<{ rawBytes: number; gzipBytes: number }> =>
  sizeOf(await browserBundle(ENTRY_SOURCE))

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
