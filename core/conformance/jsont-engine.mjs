/**
 * The Vitrine template engine behind the JSON-Template harness contract
 * (../../../shared/tools/jsont/README.md): `render`, `compile` (bench execute mode) and `name`.
 *
 * It runs the BUILT package (`@vitrine/core/template` → core/dist): `npm run build -w core` first.
 * Set VITRINE_TEMPLATE_SRC=1 to run the TypeScript sources instead (Node 24 strips the types).
 *
 *   node ../shared/tools/jsont/conformance.mjs ../shared/jsont-spec core/conformance/jsont-engine.mjs
 *   npm run bench:template   # bench.mjs --mode both against the reference (a root devDependency)
 *
 * CLDR data for the i18n formatters comes from the language packs of @phensley/cldr, loaded on
 * first use per locale; locale "none" renders without CLDR.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

const require = createRequire(import.meta.url)
const engine = process.env.VITRINE_TEMPLATE_SRC
  ? await import(new URL("../src/template/index.ts", import.meta.url).href)
  : await import("@vitrine/core/template")
const { CLDRFramework } = require("@phensley/cldr")

const packs = path.join(path.dirname(require.resolve("@phensley/cldr/package.json")), "packs")
const framework = new CLDRFramework({
  loader: (tag) =>
    fs.readFileSync(path.join(packs, `${CLDRFramework.resolveLocale(tag).tag.language()}.json`), "utf8"),
})
const cldrs = new Map()
const cldrFor = (locale) => {
  if (locale === "none") return undefined
  const tag = locale || "en"
  if (!cldrs.has(tag)) cldrs.set(tag, framework.get(tag))
  return cldrs.get(tag)
}

const version = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")).version
export const name = `@vitrine/core/template ${version}`

const optionsOf = (partials, options = {}) => ({
  partials: partials ?? undefined,
  injects: options.injects,
  locale: options.locale === "none" ? "en" : options.locale || "en",
  cldr: cldrFor(options.locale),
  now: options.now,
  enableExpr: options.enableExpr !== false,
  enableInclude: options.enableInclude !== false,
})

export function render(template, json, partials, options) {
  return engine.render(template, json, optionsOf(partials, options))
}

export function compile(template, partials) {
  const { code } = engine.compile(template)
  const compiled = {}
  for (const [key, source] of Object.entries(partials ?? {})) compiled[key] = engine.compile(source).code
  // The harness passes the same options object on every call: build the engine's options once.
  const built = new WeakMap()
  return (json, options = {}) => {
    let ready = built.get(options)
    if (ready === undefined) {
      ready = optionsOf(compiled, options)
      built.set(options, ready)
    }
    return engine.execute(code, json, ready).output
  }
}
