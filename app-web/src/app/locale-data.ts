import { nextTask } from "./next-task.ts"

/**
 * Resolves once the browser has loaded the locale data every `Intl` service starts from (the likely
 * subtags), in a task of its own. A page's first `Intl.NumberFormat` loads all of the browser's
 * locale data at once, in one native call no code can cut; in traces of the product and cart
 * pages that one call was the longest task after the first paint (about 20 ms on a fast machine,
 * four times that on Lighthouse's phone). Maximizing a locale first loads about a fifth of it (a
 * fifth off that task, in a short one of its own); the number formats that follow build on what it
 * loaded. A browser without `Intl.Locale` only loads it all with its first format.
 *
 * @example
 * await loadLocaleData()
 * new Intl.NumberFormat() // the rest of the locale data, in this task
 */
export const loadLocaleData = async (): Promise<void> => {
  await nextTask()
  try {
    new Intl.Locale("en-US").maximize()
  } catch {
    // Nothing is lost: the first number format loads it.
  }
}
