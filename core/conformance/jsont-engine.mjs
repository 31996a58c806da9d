/**
 * The Vitrine template engine behind the engine contract the bench and the differential check use
 * (see ./reference-engine.mjs for the reference behind the same contract): `name`, `render`
 * (options.cache false: compile on every call, as the reference does; otherwise compiled code is
 * reused by source), `parse` (compile alone, no execution) and `compile` (compiled once, executed
 * per call).
 *
 * It runs the BUILT package (`@vitrine/core/template` → core/dist): `npm run build -w core` first.
 * Set VITRINE_TEMPLATE_SRC=1 to run the TypeScript sources instead (Node 24 strips the types).
 *
 *   npm run bench:template   # bench/template.ts: this engine against the reference, same run
 *
 * CLDR for the i18n formatters comes from ./cldr.mjs; locale "none" renders without CLDR.
 */
import fs from "node:fs"
import { cldrFor } from "./cldr.mjs"

const engine = process.env.VITRINE_TEMPLATE_SRC
  ? await import(new URL("../src/template/index.ts", import.meta.url).href)
  : await import("@vitrine/core/template")

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
  cache: options.cache !== false,
})

export function render(template, json, partials, options) {
  return engine.render(template, json, optionsOf(partials, options))
}

export function parse(template) {
  return engine.compile(template).code
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
