/**
 * CLDR for a locale, from the language packs of @phensley/cldr (a devDependency), loaded on first
 * use per locale. Shared by the conformance test, our engine's adapter and the reference's adapter,
 * so both engines format with the same data. Types in cldr.d.mts.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { CLDRFramework } from "@phensley/cldr"

const require = createRequire(import.meta.url)
const packs = path.join(path.dirname(require.resolve("@phensley/cldr/package.json")), "packs")
const framework = new CLDRFramework({
  loader: (tag) =>
    fs.readFileSync(path.join(packs, `${CLDRFramework.resolveLocale(tag).tag.language()}.json`), "utf8"),
})
const loaded = new Map()

/** CLDR for a BCP 47 tag ("en" when empty); undefined for "none", the cases' "no i18n". */
export const cldrFor = (locale) => {
  if (locale === "none") return undefined
  const tag = locale || "en"
  if (!loaded.has(tag)) loaded.set(tag, framework.get(tag))
  return loaded.get(tag)
}
