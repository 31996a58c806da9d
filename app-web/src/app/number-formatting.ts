import { loadLocaleData } from "./locale-data.ts"
import { nextTask } from "./next-task.ts"

let warmed: Promise<void> | undefined

/**
 * Resolves with `loading` once the browser's number formatting is set up, which is done once, in a
 * task of its own, after the locale data's (`loadLocaleData`). The first `Intl.NumberFormat` of a
 * page loads the browser's formatting data (ICU's), by far the dearest call a price's first render
 * makes (most of a 45 ms task in a trace of the product page, the one-time price's hydration); a
 * component's render is a unit of work React cannot cut, so the parts that format money on an
 * island page wait for it here instead, and render in a task of their own. Plain `Intl` only: the
 * money formatting code stays in the parts' chunks, off the island pages' first load.
 *
 * @example
 * const Price = lazyPart(() => afterNumberFormatting(import("./Price.tsx").then((m) => m.Price)))
 */
export const afterNumberFormatting = <T>(loading: Promise<T>): Promise<T> => {
  warmed ??= loadLocaleData()
    .then(nextTask)
    .then(() => {
      try {
        new Intl.NumberFormat().formatToParts(0)
      } catch {
        // Nothing is lost: the parts' first format loads it.
      }
    })
  return Promise.all([loading, warmed]).then(([loaded]) => loaded)
}
