/**
 * Phase 2: turns each tag into an instruction for the assembler. A tag that is not valid syntax is
 * kept as literal text (`{ not a tag }` prints as written), which is how JSON-Template treats
 * braces in ordinary text. Unknown formatters make the tag literal text and report an error;
 * unknown predicates report an error and always fail (TPL-041, TPL-042).
 */
import type { ErrorSink } from "./errors.ts"
import type { ExprToken, FormatterCall, Path } from "./opcodes.ts"
import {
  formatterChain,
  parseBindvar,
  parseCtxvar,
  parseEval,
  parseIf,
  parseInject,
  parsePredicate,
  variables,
} from "./parser-tags.ts"
import type { Scanner } from "./scanner.ts"

/**
 * An instruction as parsed, before blocks are assembled.
 *
 * @example
 * const end: Parsed = { type: "end", offset: 0 }
 */
export type Parsed = { readonly offset: number } & (
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "variable"; readonly paths: Path[]; readonly formatters: FormatterCall[] }
  | { readonly type: "section" | "repeated"; readonly path: Path }
  | { readonly type: "end" | "eof" | "alternates" }
  | { readonly type: "predicate"; readonly name: string; readonly args: string[] }
  | { readonly type: "or"; readonly name: string | undefined; readonly args: string[] }
  | { readonly type: "if"; readonly operators: (0 | 1)[]; readonly paths: Path[] }
  | {
      readonly type: "bindvar"
      readonly name: string
      readonly paths: Path[]
      readonly formatters: FormatterCall[]
    }
  | { readonly type: "ctxvar"; readonly name: string; readonly bindings: [string, Path][] }
  | { readonly type: "inject"; readonly name: string; readonly key: string }
  | { readonly type: "macro"; readonly name: string }
  | { readonly type: "include"; readonly name: string; readonly output: boolean }
  | {
      readonly type: "eval"
      readonly expressions: ExprToken[][]
      readonly debug: string | 0
      readonly source: string
    }
)

/**
 * What the parser needs to know: which formatters and predicates exist, where errors go, and the
 * expression token limit.
 *
 * @example
 * const env: ParseEnv = { formatters: new Set(["html"]), predicates: new Set(), errors, maxExpressionTokens: 500 }
 */
export interface ParseEnv {
  readonly formatters: ReadonlySet<string>
  readonly predicates: ReadonlySet<string>
  readonly errors: ErrorSink
  readonly maxExpressionTokens: number
}

/**
 * A parsed instruction without its offset.
 *
 * @example
 * const end: Body = { type: "end" }
 */
export type Body = Parsed extends infer P ? (P extends unknown ? Omit<P, "offset"> : never) : never

const KEYWORDS: readonly (readonly [string, string])[] = [
  ["alternates with", "alternates"],
  ["ctx", "ctxvar"],
  ["end", "end"],
  ["eof", "eof"],
  ["eval", "eval"],
  ["if", "if"],
  ["include", "include"],
  ["inject", "inject"],
  ["macro", "macro"],
  ["meta-left", "{"],
  ["meta-right", "}"],
  ["newline", "\n"],
  ["or", "or"],
  ["repeated section", "repeated"],
  ["section", "section"],
  ["space", " "],
  ["tab", "\t"],
  ["var", "bindvar"],
]

/** Keywords by their first character, so a tag is checked against two or three at most. */
const BY_FIRST = new Map<number, (readonly [string, string])[]>()
for (const keyword of KEYWORDS) {
  const first = keyword[0].charCodeAt(0)
  BY_FIRST.set(first, [...(BY_FIRST.get(first) ?? []), keyword])
}

const matchKeyword = (s: Scanner): readonly [string, string] | undefined => {
  const candidates = BY_FIRST.get(s.source.charCodeAt(s.pos))
  if (candidates === undefined) return undefined
  for (const keyword of candidates) {
    if (s.pos + keyword[0].length <= s.end && s.source.startsWith(keyword[0], s.pos)) return keyword
  }
  return undefined
}

/**
 * Parses the tag whose content the scanner covers; undefined when it is not an instruction.
 *
 * @example
 * parseTag(new Scanner("{a|html}", 1, 7), env) // { type: "variable", paths: [["a"]], formatters: [["html", []]], offset: 0 }
 */
export const parseTag = (s: Scanner, env: ParseEnv): Parsed | undefined => {
  const start = s.pos
  const body = s.source.charCodeAt(start) === 46 ? parseInstruction(s, env) : parseVariable(s, env)
  if (body === undefined)
    return undefined
    // Set in place rather than spread into a copy: compiling makes one of these per tag.
  ;(body as { offset?: number }).offset = start - 1
  return body as Parsed
}

const parseVariable = (s: Scanner, env: ParseEnv): Body | undefined => {
  const paths = variables(s)
  if (paths === undefined) return undefined
  const formatters = formatterChain(s, env)
  if (formatters === undefined || !s.done()) return undefined
  return { type: "variable", paths, formatters }
}

const parseInstruction = (s: Scanner, env: ParseEnv): Body | undefined => {
  s.pos++
  const predicate = parsePredicate(s, env, "predicate")
  if (predicate !== undefined) return predicate
  const keyword = matchKeyword(s)
  if (keyword === undefined) return undefined
  s.pos += keyword[0].length
  const type = keyword[1]
  switch (type) {
    case "alternates":
    case "end":
    case "eof":
      return s.done() ? { type } : undefined
    case "{":
    case "}":
    case "\n":
    case " ":
    case "\t":
      return s.done() ? { type: "text", text: type } : undefined
    case "or":
      return parsePredicate(s, env, "or")
    default:
      return parseDirective(type, s, env)
  }
}

const parseDirective = (type: string, s: Scanner, env: ParseEnv): Body | undefined => {
  switch (type) {
    case "section":
    case "repeated": {
      const ws = s.whitespace(s.pos)
      if (ws === -1) return undefined
      s.pos = ws
      const path = s.path()
      return path !== undefined && s.done() ? { type, path } : undefined
    }
    case "if":
      return parseIf(s, env)
    case "bindvar":
      return parseBindvar(s, env)
    case "ctxvar":
      return parseCtxvar(s)
    case "inject":
      return parseInject(s)
    case "macro": {
      if (s.at(s.pos) !== 32) return undefined
      const stop = s.filePath(s.pos + 1)
      return stop === s.end ? { type: "macro", name: s.text(s.pos + 1, stop) } : undefined
    }
    case "include": {
      if (s.at(s.pos) !== 32) return undefined
      const [name, ...options] = s.arguments(s.pos, s.end)
      return name === undefined ? undefined : { type: "include", name, output: options.includes("output") }
    }
    default:
      return parseEval(s, env)
  }
}
