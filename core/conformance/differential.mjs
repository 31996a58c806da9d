/**
 * Differential check against the reference engine: renders random templates and random `.eval`
 * expressions with both and prints every difference. Run from the repository after
 * `npm run build -w core`; the reference is a root devDependency, driven by ./reference-engine.mjs:
 *
 *   node core/conformance/differential.mjs [runs] [seed]
 *
 * Known, deliberate differences are left out of the generators: blocks inside `.alternates with`,
 * `smartypants` after whitespace, and `~` on a variable (see core/src/template/README.md).
 */

import { render as ours } from "./jsont-engine.mjs"
import { render as peer } from "./reference-engine.mjs"

const runs = Number(process.argv[2] ?? 10_000)
let seed = Number(process.argv[3] ?? 1)
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
  return seed / 4294967296
}
const pick = (items) => items[Math.floor(random() * items.length)]

const ATOMS = [
  "1",
  "2",
  "0",
  "-3",
  "2.5",
  "'a'",
  "'12'",
  "'0x1f'",
  "true",
  "false",
  "null",
  "a",
  "b",
  "s",
  "o",
  "@x",
  "@index",
  "nope",
  "NaN",
]
const BINARY = [
  "+",
  "-",
  "*",
  "/",
  "%",
  "**",
  "<",
  ">",
  "<=",
  ">=",
  "==",
  "!=",
  "===",
  "!==",
  "&&",
  "||",
  "&",
  "|",
  "^",
  "<<",
  ">>",
]
const expression = (depth) => {
  const k = random()
  if (depth > 3 || k < 0.3) return pick(ATOMS)
  if (k < 0.45) return pick(["-", "!", "+"]) + expression(depth + 1)
  if (k < 0.55) {
    const args = Array.from({ length: Math.floor(random() * 3) }, () => expression(depth + 1))
    return `${pick(["max", "min", "abs", "num", "str", "bool"])}(${args.join(", ")})`
  }
  if (k < 0.62) return `(${expression(depth + 1)})`
  if (k < 0.67) return `@x = ${expression(depth + 1)}`
  return `${expression(depth + 1)} ${pick(BINARY)} ${expression(depth + 1)}`
}

const PIECES = [
  "{",
  "}",
  "{a}",
  "{a.b}",
  "{@}",
  "{@index}",
  "{a|html}",
  "{a|json}",
  "{b|htmlattr}",
  "{a, b}",
  "{.section a}",
  "{.section list}",
  "{.repeated section list}",
  "{.repeated section a}",
  "{.or}",
  "{.or equal? 1}",
  "{.end}",
  "{.end}",
  "{.if a && b}",
  "{.if a || c}",
  "{.equal? a 1}",
  "{.plural?}",
  "{.odd?}",
  "{.nth? 2}",
  "{.var @v a|count}",
  "{@v}",
  "{.ctx @c x=a y=list.1}",
  "{@c|json}",
  "{.macro m}",
  "{@|apply m}",
  "{a|apply m private}",
  "{.include m output}",
  "{.eval 1 + a}",
  "{.eval @x = 'y' + @index}",
  "{@x}",
  "{# c}",
  "{.meta-left}",
  "x",
  "\n",
  "{list|count}",
  "{a|str}",
  "{list|iter}",
  "{b|pluralize}",
  "{a|round}",
  "{b|slugify}",
  "{b|safe}",
  "{b|truncate 5}",
  "{list|prop 1}",
  "{o|get k}",
  "{o|lookup key}",
  "{a|cycle x y z}",
  "{b|url-encode}",
  "{a|mod 3}",
  "{o|key-by k}",
  "{.eof}",
]
const DATA = [
  { a: 1, b: "Hello <b>World</b> -- z", c: 0, list: [1, 2, 3], o: { k: "v", key: "a" }, s: "str" },
  { a: [{ a: 2, b: "q" }, { a: 0 }], b: "", c: "yes", list: [], o: { k: ["x"], key: "list" } },
  { a: "text", b: 2, list: [{ a: 1 }, null, "s"], o: null },
]

let differences = 0
const compare = (template, data) => {
  const want = peer(template, data, {}, { enableExpr: true, enableInclude: true }).output
  const got = ours(template, data, {}, {}).output
  if (want !== got && differences++ < 20)
    console.log(
      JSON.stringify(template),
      "\n  reference",
      JSON.stringify(want),
      "\n  ours     ",
      JSON.stringify(got),
    )
}
for (let i = 0; i < runs; i++) {
  compare(Array.from({ length: Math.floor(random() * 14) }, () => pick(PIECES)).join(""), pick(DATA))
  const expressions = Array.from({ length: 1 + Math.floor(random() * 3) }, () => expression(0)).join("; ")
  compare(`{.repeated section list}{.eval ${expressions}}|{@x}|{.end}`, DATA[0])
}
console.log(`differential: ${differences} differences in ${2 * runs} renders`)
process.exitCode = differences === 0 ? 0 : 1
