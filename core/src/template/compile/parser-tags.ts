/**
 * Phase 2, continued: the parts of tags — variable lists, formatter chains, predicates, `.if`
 * conditions, `.var`, `.ctx`, `.inject` and `.eval`.
 */

import { compileExpression } from "../expression/postfix.ts"
import { splitPath } from "../values/values.ts"
import { templateError } from "./errors.ts"
import type { FormatterCall, Path } from "./opcodes.ts"
import type { Body, ParseEnv } from "./parser.ts"
import type { Scanner } from "./scanner.ts"

/**
 * `a.b, c , d` — one or more paths separated by commas.
 *
 * @example
 * variables(new Scanner("{a, b}", 1, 5)) // [["a"], ["b"]]
 */
export const variables = (s: Scanner): Path[] | undefined => {
  const paths: Path[] = []
  for (;;) {
    const path = s.path()
    if (path === undefined) return undefined
    paths.push(path)
    let i = s.pos
    while (s.at(i) === 32) i++
    if (s.at(i) !== 44) return paths
    i++
    while (s.at(i) === 32) i++
    s.pos = i
  }
}

/**
 * `|name args|name args` — formatters and their arguments. Returns [] (cursor unmoved) when there is
 * no well-formed chain, and undefined when a formatter is unknown (the tag then stays text).
 *
 * @example
 * formatterChain(scanner, env) // [["html", []]]
 */
export const formatterChain = (s: Scanner, env: ParseEnv): FormatterCall[] | undefined => {
  if (s.at(s.pos) !== 124 || s.at(s.pos + 1) === 124) return []
  const calls: FormatterCall[] = []
  let i = s.pos + 1
  for (;;) {
    const nameEnd = s.word(i)
    if (nameEnd === -1) {
      if (calls.length > 0) return []
      break
    }
    const name = s.text(i, nameEnd)
    let argsEnd = nameEnd
    while (argsEnd < s.end && s.at(argsEnd) !== 124) argsEnd++
    calls.push([name, argsEnd > nameEnd ? s.arguments(nameEnd, argsEnd) : []])
    i = argsEnd
    if (s.at(i) !== 124) break
    i++
  }
  if (calls.length === 0) return []
  for (const [name] of calls) {
    if (!env.formatters.has(name)) {
      env.errors.add(templateError("parse", "unknown-formatter", `Formatter '${name}' is unknown`, s.pos))
      return undefined
    }
  }
  s.pos = i
  return calls
}

/**
 * `name? args` (a predicate block) or `.or` with an optional predicate.
 *
 * @example
 * parsePredicate(scanner, env, "or")
 */
export const parsePredicate = (s: Scanner, env: ParseEnv, type: "predicate" | "or"): Body | undefined => {
  let name: string | undefined
  let args: string[] | undefined
  const spaced = type === "or" && s.at(s.pos) === 32
  if (spaced) s.pos++
  if (type === "predicate" || spaced) {
    const stop = s.predicate(s.pos)
    if (stop === -1) return undefined
    name = s.text(s.pos, stop)
    if (!env.predicates.has(name)) {
      env.errors.add(templateError("parse", "unknown-predicate", `Predicate '${name}' is unknown`, s.pos))
    }
    if (stop < s.end) args = s.arguments(stop, s.end)
    s.pos = s.end
  }
  if (!s.done()) return undefined
  if (type === "or") return { type: "or", name, args: args ?? [] }
  return name === undefined ? undefined : { type: "predicate", name, args: args ?? [] }
}

/**
 * `.if a && b || c`, or `.if predicate? args`.
 *
 * @example
 * parseIf(scanner, env) // { type: "if", operators: [1], paths: [["a"], ["b"]] }
 */
export const parseIf = (s: Scanner, env: ParseEnv): Body | undefined => {
  const ws = s.whitespace(s.pos)
  if (ws === -1) return undefined
  s.pos = ws
  if (s.predicate(s.pos) !== -1) return parsePredicate(s, env, "predicate")
  const paths: Path[] = []
  const operators: (0 | 1)[] = []
  let i = s.pos
  for (;;) {
    const stop = s.reference(i)
    if (stop === -1) {
      if (operators.length > 0) return undefined
      break
    }
    paths.push(splitPath(s.text(i, stop)))
    i = skipWhitespace(s, stop)
    const c = s.at(i)
    if ((c !== 38 && c !== 124) || s.at(i + 1) !== c) break
    operators.push(c === 38 ? 1 : 0)
    i = skipWhitespace(s, i + 2)
  }
  s.pos = i
  return paths.length > 0 && s.done() ? { type: "if", operators, paths } : undefined
}

const skipWhitespace = (s: Scanner, i: number): number => {
  const ws = s.whitespace(i)
  return ws === -1 ? i : ws
}

/** ` @name` — a space then a variable definition; returns the name. */
const definition = (s: Scanner): string | undefined => {
  if (s.at(s.pos) !== 32) return undefined
  const stop = s.definition(s.pos + 1)
  if (stop === -1 || s.at(stop) !== 32) return undefined
  const name = s.text(s.pos + 1, stop)
  s.pos = stop + 1
  return name
}

/**
 * `.var @name paths|formatters`
 *
 * @example
 * parseBindvar(scanner, env) // { type: "bindvar", name: "@n", … }
 */
export const parseBindvar = (s: Scanner, env: ParseEnv): Body | undefined => {
  const name = definition(s)
  if (name === undefined) return undefined
  const paths = variables(s)
  if (paths === undefined) return undefined
  const formatters = formatterChain(s, env)
  return formatters !== undefined && s.done() ? { type: "bindvar", name, paths, formatters } : undefined
}

/**
 * `.ctx @name key=path key2=path2`
 *
 * @example
 * parseCtxvar(scanner) // { type: "ctxvar", name: "@c", bindings: [["k", ["a"]]] }
 */
export const parseCtxvar = (s: Scanner): Body | undefined => {
  const name = definition(s)
  if (name === undefined) return undefined
  const bindings: [string, Path][] = []
  let i = s.pos
  for (;;) {
    const keyEnd = s.word(i)
    if (keyEnd === -1 || s.at(keyEnd) !== 61) break
    const refEnd = s.reference(keyEnd + 1)
    if (refEnd === -1) break
    bindings.push([s.text(i, keyEnd), splitPath(s.text(keyEnd + 1, refEnd))])
    i = skipWhitespace(s, refEnd)
  }
  s.pos = i
  return bindings.length > 0 && s.done() ? { type: "ctxvar", name, bindings } : undefined
}

/**
 * `.inject @name key [ignored arguments]`
 *
 * @example
 * parseInject(scanner) // { type: "inject", name: "@cfg", key: "config.json" }
 */
export const parseInject = (s: Scanner): Body | undefined => {
  const name = definition(s)
  if (name === undefined) return undefined
  const stop = s.filePath(s.pos)
  return stop === -1 ? undefined : { type: "inject", name, key: s.text(s.pos, stop) }
}

/**
 * `.eval expression` — compiled here, once; errors are reported and the tag prints nothing.
 *
 * @example
 * parseEval(scanner, env) // { type: "eval", expressions: […], debug: 0, source: "1 + 2" }
 */
export const parseEval = (s: Scanner, env: ParseEnv): Body | undefined => {
  const ws = s.whitespace(s.pos)
  if (ws === -1) return undefined
  const raw = s.text(ws, s.end)
  const debug = raw.charCodeAt(0) === 35
  const text = debug ? raw.slice(1) : raw
  const compiled = compileExpression(text, env.maxExpressionTokens)
  for (const message of compiled.errors) {
    const error = `Error parsing expression ${JSON.stringify(text)}: ${message}`
    env.errors.add(templateError("expression", "expression", error, ws))
  }
  return { type: "eval", expressions: compiled.expressions, debug: debug ? compiled.debug : 0, source: text }
}
