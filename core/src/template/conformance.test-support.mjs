/**
 * Test support (plain JavaScript, since it uses Node's file system and core's TypeScript has no
 * Node types): CLDR for a locale, loaded from the language packs of @phensley/cldr as the harness's
 * peer adapter does, and the shared conformance cases read with the harness's own reader. Types in
 * conformance.test-support.d.mts.
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
const cldrs = new Map()

export const cldrFor = (locale) => {
  if (locale === "none") return undefined
  const tag = locale || "en"
  if (!cldrs.has(tag)) cldrs.set(tag, framework.get(tag))
  return cldrs.get(tag)
}

/** The shared cases and harness sit beside the repository (/work/shared next to /work/main, in CI too). */
const shared = new URL("../../../../shared/", import.meta.url)

export const loadSpecCases = async () => {
  const reader = await import(new URL("tools/jsont/spec-format.mjs", shared).href)
  return reader.loadCases(new URL("jsont-spec", shared).pathname)
}

/** The JSONT_AREA prefix (an area or a case id) to run alone, or undefined for the whole suite. */
export const onlyArea = () => process.env.JSONT_AREA || undefined
