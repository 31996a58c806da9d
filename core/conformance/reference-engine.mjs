/**
 * The reference implementation, @squarespace/template-engine (a root devDependency used only by the
 * benchmark and the differential check), behind the same engine contract as ./jsont-engine.mjs:
 *
 *   name                                   the package and its version
 *   render(template, json, partials, options) → { output, errors }: parse + execute on every call
 *   parse(template)                        → its instruction tree (what its render parses each time)
 *   compile(template, partials)            → (json, options) => output: parsed once, executed per call
 *
 * options: { injects, locale ("none": no CLDR), now, enableExpr, enableInclude }. CLDR comes from
 * ./cldr.mjs, the same data our engine's adapter uses.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import { Compiler } from "@squarespace/template-engine"
import { cldrFor } from "./cldr.mjs"

const require = createRequire(import.meta.url)
const manifest = JSON.parse(
  fs.readFileSync(require.resolve("@squarespace/template-engine/package.json"), "utf8"),
)
export const name = `@squarespace/template-engine ${manifest.version} (reference)`

const compiler = new Compiler()

const run = (code, json, partials, options) =>
  compiler.execute({
    code,
    json,
    partials: partials ?? {},
    injects: options.injects ?? {},
    cldr: cldrFor(options.locale),
    now: options.now,
    enableExpr: options.enableExpr !== false,
    enableInclude: options.enableInclude !== false,
  })

export const render = (template, json, partials, options = {}) => {
  const { ctx, errors } = run(template, json, partials, options)
  return { output: ctx.render(), errors }
}

export const parse = (template) => compiler.parse(template).code

export const compile = (template, partials) => {
  const code = parse(template)
  const parsed = {}
  for (const [key, source] of Object.entries(partials ?? {})) parsed[key] = parse(source)
  return (json, options = {}) => run(code, json, parsed, options).ctx.render()
}
