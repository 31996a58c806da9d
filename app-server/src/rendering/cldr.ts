import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { type CLDR, CLDRFramework } from "@phensley/cldr"

// The language packs ship inside @phensley/cldr (the CLDR data the engine's i18n formatters follow),
// so nothing is fetched: a pack is read from disk the first time its language is asked for.
const packs = join(dirname(createRequire(import.meta.url).resolve("@phensley/cldr/package.json")), "packs")
const framework = new CLDRFramework({
  loader: (tag) =>
    readFileSync(join(packs, `${CLDRFramework.resolveLocale(tag).tag.language()}.json`), "utf8"),
})
const loaded = new Map<string, CLDR>()

/**
 * The CLDR data of a locale for the template engine's i18n formatters (dates, `money`), loaded once.
 *
 * @example
 * render("{t|datetime date:long}", { t: 0 }, { locale: "en", cldr: cldrFor("en") })
 */
export const cldrFor = (locale: string): CLDR => {
  let cldr = loaded.get(locale)
  if (cldr === undefined) {
    cldr = framework.get(locale)
    loaded.set(locale, cldr)
  }
  return cldr
}
