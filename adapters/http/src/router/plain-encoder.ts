import type { SchemaAST } from "effect"

/** Encodes an answer's value to its wire form; throws when the value does not fit the Schema. */
export type PlainEncoder = (value: unknown) => unknown

type Guard = (value: unknown) => boolean

/**
 * An encoder compiled from a response Schema that has no transformations — objects, arrays, unions,
 * literals and primitives only, as most answers are — or undefined when the Schema has any (a
 * declaration, an encoding link, an index signature, a union whose member cannot be told by a
 * look at the value): those go through `Schema.encode`. It gives what
 * `Schema.encodeUnknownSync(schema, { disableChecks: true })` gives: only the declared keys, in the
 * declared order (a field the domain carries but the contract does not never reaches the browser), and
 * it throws where that throws (a wrong type, a missing key). Schema's interpreter allocated ~5 KB per
 * add-to-cart answer in wrappers and copies (issue 14's allocation profile); this allocates the output.
 *
 * @example
 * plainEncoder(Schema.Struct({ id: Schema.String }).ast)?.({ id: "a", secret: 1 }) // { id: "a" }
 */
export const plainEncoder = (ast: SchemaAST.AST): PlainEncoder | undefined => compile(ast, new Map())

const misfit = (ast: SchemaAST.AST, value: unknown): never => {
  throw new Error(`The answer does not fit its contract: expected ${ast._tag}, got ${describe(value)}`)
}

const describe = (value: unknown) =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "an array"
      : typeof value === "object"
        ? "an object"
        : typeof value

// A key named "__proto__" is written as an own property, as Schema writes it, not as the prototype.
const put = (out: Record<PropertyKey, unknown>, key: PropertyKey, value: unknown) => {
  if (key === "__proto__")
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true })
  else out[key] = value
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

// Guards that decide a value's type completely: for these, passing the guard is fitting the type.
const exactGuard = (ast: SchemaAST.AST): Guard | undefined => {
  switch (ast._tag) {
    case "Null":
      return (value) => value === null
    case "Undefined":
    case "Void":
      return (value) => value === undefined
    case "String":
      return (value) => typeof value === "string"
    case "Number":
      return (value) => typeof value === "number"
    case "Boolean":
      return (value) => typeof value === "boolean"
    case "Literal":
      return (value) => value === ast.literal
    case "Unknown":
    case "Any":
      return () => true
    default:
      return undefined
  }
}

// The required literal-typed key that tells an object member of a union from the others.
const discriminant = (ast: SchemaAST.Objects): { key: PropertyKey; literal: unknown } | undefined => {
  for (const property of ast.propertySignatures) {
    if (property.type.context?.isOptional === true) continue
    if (property.type._tag === "Literal" && property.type.encoding === undefined)
      return { key: property.name, literal: property.type.literal }
  }
  return undefined
}

// How a union member is recognised: exactly (primitives), by shape alone (an object or an array), or
// as an object by its discriminant.
interface Recognised {
  readonly guard: Guard
  readonly shape?: "object" | "array"
  readonly tag?: { readonly key: PropertyKey; readonly literal: unknown }
}

const recognise = (ast: SchemaAST.AST): Recognised | undefined => {
  const exact = exactGuard(ast)
  if (exact !== undefined) return { guard: exact }
  if (ast._tag === "Arrays") return { guard: Array.isArray, shape: "array" }
  if (ast._tag !== "Objects") return undefined
  const tag = discriminant(ast)
  if (tag === undefined) return { guard: isRecord, shape: "object" }
  return { guard: (value) => isRecord(value) && value[tag.key] === tag.literal, shape: "object", tag }
}

// Whether the first member a value passes is always the one Schema would encode it with: exact
// guards decide fully; at most one array member; object members either one untagged, or all tagged
// on one key with different values (a union Schema could only settle by trying one, then the next,
// goes through Schema).
const unambiguous = (members: readonly Recognised[]) => {
  const arrays = members.filter((member) => member.shape === "array")
  const objects = members.filter((member) => member.shape === "object")
  if (arrays.length > 1) return false
  if (objects.length <= 1) return true
  const tags = objects.map((member) => member.tag)
  if (tags.some((tag) => tag === undefined)) return false
  const keys = new Set(tags.map((tag) => tag?.key))
  const literals = new Set(tags.map((tag) => tag?.literal))
  return keys.size === 1 && literals.size === tags.length
}

// A union's members, a member union's own members in its place (`NullOr(Literals([…]))`): Schema tries
// them in that same order.
const members = (ast: SchemaAST.Union): SchemaAST.AST[] =>
  ast.types.flatMap((type) => (type._tag === "Union" && type.encoding === undefined ? members(type) : [type]))

const compileUnion = (
  ast: SchemaAST.Union,
  seen: Map<SchemaAST.AST, PlainEncoder>,
): PlainEncoder | undefined => {
  const recognised: Recognised[] = []
  const encoders: PlainEncoder[] = []
  for (const type of members(ast)) {
    const member = recognise(type)
    const encode = compile(type, seen)
    if (member === undefined || encode === undefined) return undefined
    recognised.push(member)
    encoders.push(encode)
  }
  if (!unambiguous(recognised)) return undefined
  const tried = recognised.map((member, index) => ({
    guard: member.guard,
    encode: encoders[index] as PlainEncoder,
  }))
  return (value) => {
    for (const member of tried) if (member.guard(value)) return member.encode(value)
    return misfit(ast, value)
  }
}

// A record of string keys (`Schema.Record(Schema.String, …)`, a variant's attributes): every own key.
const compileRecord = (
  ast: SchemaAST.Objects,
  seen: Map<SchemaAST.AST, PlainEncoder>,
): PlainEncoder | undefined => {
  const [index] = ast.indexSignatures
  if (ast.propertySignatures.length > 0 || ast.indexSignatures.length !== 1 || index === undefined)
    return undefined
  if (index.parameter._tag !== "String" || index.parameter.encoding !== undefined) return undefined
  const encode = compile(index.type, seen)
  if (encode === undefined) return undefined
  return (value) => {
    if (!isRecord(value)) return misfit(ast, value)
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) put(out, key, encode(value[key]))
    return out
  }
}

const compileObjects = (
  ast: SchemaAST.Objects,
  seen: Map<SchemaAST.AST, PlainEncoder>,
): PlainEncoder | undefined => {
  if (ast.indexSignatures.length > 0) return compileRecord(ast, seen)
  const properties: { name: PropertyKey; optional: boolean; encode: PlainEncoder }[] = []
  for (const property of ast.propertySignatures) {
    const encode = compile(property.type, seen)
    if (encode === undefined) return undefined
    properties.push({ name: property.name, optional: property.type.context?.isOptional === true, encode })
  }
  return (value) => {
    if (!isRecord(value)) return misfit(ast, value)
    const out: Record<PropertyKey, unknown> = {}
    for (const { name, optional, encode } of properties) {
      if (!Object.hasOwn(value, name)) {
        if (optional) continue
        throw new Error(`The answer does not fit its contract: ${String(name)} is missing`)
      }
      put(out, name, encode(value[name]))
    }
    return out
  }
}

const compileArrays = (
  ast: SchemaAST.Arrays,
  seen: Map<SchemaAST.AST, PlainEncoder>,
): PlainEncoder | undefined => {
  if (ast.rest.length > 1) return undefined
  const elements: PlainEncoder[] = []
  for (const element of ast.elements) {
    // An optional tuple element: Schema's rules for holes are not worth copying for answers.
    if (element.context?.isOptional === true) return undefined
    const encode = compile(element, seen)
    if (encode === undefined) return undefined
    elements.push(encode)
  }
  const restType = ast.rest[0]
  const rest = restType === undefined ? undefined : compile(restType, seen)
  if (restType !== undefined && rest === undefined) return undefined
  return (value) => {
    if (!Array.isArray(value)) return misfit(ast, value)
    if (value.length < elements.length || (rest === undefined && value.length > elements.length))
      return misfit(ast, value)
    const out = new Array<unknown>(value.length)
    for (let index = 0; index < value.length; index++) {
      const encode = elements[index] ?? rest
      out[index] = (encode as PlainEncoder)(value[index])
    }
    return out
  }
}

const compile = (ast: SchemaAST.AST, seen: Map<SchemaAST.AST, PlainEncoder>): PlainEncoder | undefined => {
  if (ast.encoding !== undefined) return undefined
  const known = seen.get(ast)
  if (known !== undefined) return known
  const exact = exactGuard(ast)
  if (exact !== undefined) return (value) => (exact(value) ? value : misfit(ast, value))
  switch (ast._tag) {
    case "Objects":
      return compileObjects(ast, seen)
    case "Arrays":
      return compileArrays(ast, seen)
    case "Union":
      return compileUnion(ast, seen)
    case "Suspend": {
      // A recursive answer (a tree): the member refers back to itself through this encoder.
      let inner: PlainEncoder | undefined
      const self: PlainEncoder = (value) => (inner as PlainEncoder)(value)
      seen.set(ast, self)
      inner = compile(ast.thunk(), seen)
      return inner === undefined ? undefined : self
    }
    default:
      return undefined
  }
}
