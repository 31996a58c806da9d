/**
 * Core formatters: escaping, JSON, text transforms, lookups into the data, and `apply` for macros
 * and partials. Thin wrappers over `../values/strings.ts` and the shared `text` rules.
 */

import { perArguments } from "../argument-memo.ts"
import {
  asNumber,
  asString,
  type Formatter,
  type FormatterTable,
  isTruthy,
  Kind,
  kindOf,
  splitPath,
  stepPath,
} from "../plugins.ts"
import { applyArguments, findNth, getPath, keyBy } from "../values/lookups.ts"
import {
  encodeSpaces,
  escapeAttribute,
  escapeHtml,
  escapeScriptClose,
  formatPositional,
  slugify,
  smartQuotes,
  stripTags,
  truncateWords,
  urlEncode,
  wellFormed,
} from "../values/strings.ts"

// `{@|apply name k=v private}`: the options are the tag's, read once (see `../argument-memo.ts`).
const applyOptions = perArguments(applyArguments)

const text =
  (transform: (value: string) => string): Formatter =>
  (value) =>
    transform(asString(value))

const followPath = (value: unknown, args: readonly string[]): unknown => {
  let current = value
  for (const arg of args) {
    for (const segment of splitPath(arg)) current = stepPath(current, segment)
    if (current === undefined) break
  }
  return current
}

const json =
  (indent: string | undefined): Formatter =>
  (value) =>
    value === undefined ? "" : escapeScriptClose(JSON.stringify(value, undefined, indent) ?? "")

/**
 * The core formatters.
 *
 * @example
 * coreFormatters.html("<b>", [], ctx) // "&lt;b&gt;"
 */
export const coreFormatters: FormatterTable = {
  apply: (value, args, ctx) => {
    const name = args[0]
    return name === undefined ? "" : ctx.applyPartial(name, value, applyOptions(args))
  },
  count: (value) => {
    const kind = kindOf(value)
    if (kind === Kind.Object) return Object.keys(value as object).length
    return kind === Kind.Array || kind === Kind.String ? (value as string | unknown[]).length : 0
  },
  cycle: (value, args) => {
    let index = (asNumber(value) - 1) % args.length
    if (index < 0) index += args.length
    return args[index]
  },
  "encode-space": text(encodeSpaces),
  "encode-uri": text((value) => encodeURI(wellFormed(value))),
  "encode-uri-component": text((value) => encodeURIComponent(wellFormed(value))),
  "find-first": (value, args, ctx) => findNth(value, args, ctx, 1),
  "find-last": (value, args, ctx) => findNth(value, args, ctx, -1),
  format: (value, args, ctx) => {
    const values = args.map((arg) => {
      const resolved = ctx.resolveOuter(arg)
      return resolved === undefined || resolved === null ? "" : resolved
    })
    return formatPositional(asString(value), values)
  },
  get: (value, args, ctx) =>
    getPath(
      value,
      args.map((arg) => ctx.resolve(arg)),
    ),
  html: text(escapeHtml),
  htmlattr: text(escapeAttribute),
  htmltag: text(escapeAttribute),
  iter: (_value, _args, ctx) => asString(ctx.resolve("@index")),
  json: json(undefined),
  "json-pretty": json("  "),
  "key-by": (value, args) => keyBy(value, args[0]),
  "line-breaks": text((value) => value.replaceAll("\n", "<br/>")),
  lookup: (_value, args, ctx) => {
    const key = args[0]
    return key ? ctx.resolve(asString(ctx.resolve(key))) : ""
  },
  mod: (value, args) => {
    const divisor = Number.parseInt(args[0] ?? "", 10) || 2
    return asNumber(value) % (Number.isFinite(divisor) ? divisor : 2)
  },
  output: (_value, args) => args.join(" "),
  pluralize: (value, args) => {
    const singular = args.length >= 2 ? (args[0] as string) : ""
    const plural = args.length >= 2 ? (args[1] as string) : (args[0] ?? "s")
    return asNumber(value) === 1 ? singular : plural
  },
  prop: followPath,
  raw: (value) => JSON.stringify(value === undefined ? null : value),
  round: (value) => Math.round(asNumber(value)),
  safe: (value) => (isTruthy(value) ? stripTags(asString(value)) : value),
  slugify: text(slugify),
  smartypants: text(smartQuotes),
  str: (value) => {
    const kind = kindOf(value)
    return kind === Kind.Object || kind === Kind.Array ? "" : asString(value)
  },
  truncate: (value, args) => {
    const limit = args.length > 0 ? Number.parseInt(args[0] as string, 10) : 100
    if (!Number.isFinite(limit) || limit <= 0) return value
    return truncateWords(asString(value), limit, args[1] ?? "...")
  },
  "url-encode": text(urlEncode),
}
