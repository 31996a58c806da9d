/**
 * How the engine reads JSON values: kinds, truthiness, coercions and path steps. Shared by the
 * executor and every plugin so a value means the same thing everywhere. `undefined` is "missing".
 */

/**
 * The kinds of value the engine distinguishes.
 *
 * @example
 * kindOf([1]) === Kind.Array // true
 */
export const Kind = { Missing: 0, Object: 1, Array: 2, Number: 3, String: 4, Boolean: 5, Null: 6 } as const
/**
 * One of {@link Kind}.
 *
 * @example
 * const value: Kind = Kind.Array
 */
export type Kind = (typeof Kind)[keyof typeof Kind]

/**
 * The kind of a value; anything that is not JSON (functions, symbols, undefined) is missing.
 *
 * @example
 * kindOf(null) // Kind.Null
 */
export const kindOf = (value: unknown): Kind => {
  switch (typeof value) {
    case "string":
      return Kind.String
    case "number":
      return Kind.Number
    case "boolean":
      return Kind.Boolean
    case "object":
      return value === null ? Kind.Null : Array.isArray(value) ? Kind.Array : Kind.Object
    default:
      return Kind.Missing
  }
}

/**
 * Whether a section, `.if` or `.or` treats the value as present: non-empty strings, arrays and
 * objects, numbers other than 0 and NaN, `true`.
 *
 * @example
 * isTruthy({}) // false
 */
export const isTruthy = (value: unknown): boolean => {
  switch (typeof value) {
    case "string":
      return value !== ""
    case "number":
      return value !== 0 && !Number.isNaN(value)
    case "boolean":
      return value
    case "object":
      if (value === null) return false
      if (Array.isArray(value)) return value.length !== 0
      for (const key in value) if (Object.hasOwn(value, key)) return true
      return false
    default:
      return false
  }
}

/**
 * The value as text for formatters: strings as is, numbers and booleans as JavaScript prints
 * them, everything else (objects, arrays, null, missing) as "".
 *
 * @example
 * asString(12.5) // "12.5"
 */
export const asString = (value: unknown): string => {
  switch (typeof value) {
    case "string":
      return value
    case "number":
    case "boolean":
      return String(value)
    default:
      return ""
  }
}

/**
 * The value as a number: numbers as is, booleans 1/0, strings parsed (a decimal point makes it a
 * float, otherwise an integer prefix is read; unparsable gives NaN), everything else 0.
 *
 * @example
 * asNumber("12px") // 12
 */
export const asNumber = (value: unknown): number => {
  switch (typeof value) {
    case "number":
      return value
    case "boolean":
      return value ? 1 : 0
    case "string":
      return value.includes(".") ? Number.parseFloat(value) : Number.parseInt(value, 10)
    default:
      return 0
  }
}

/**
 * What a variable tag prints for a value: strings, numbers and booleans as text; arrays as their
 * elements joined by ","; objects, null and missing as "".
 *
 * @example
 * valueToText([1, "a"]) // "1,a"
 */
export const valueToText = (value: unknown): string => {
  switch (typeof value) {
    case "string":
      return value
    case "number":
    case "boolean":
      return String(value)
    case "object":
      return Array.isArray(value) ? value.map((element) => String(element)).join(",") : ""
    default:
      return ""
  }
}

/**
 * A named member as a scope lookup sees it (`{name}` inside a section): an own member of an
 * object or array (arrays have `length`), never an inherited one.
 *
 * @example
 * childAt({ a: 1 }, "a") // 1
 */
export const childAt = (node: unknown, key: string | number): unknown => {
  if (typeof node !== "object" || node === null) return undefined
  const value = (node as Record<string, unknown>)[key]
  if (value === undefined || typeof value === "function") return undefined
  if (key === "__proto__" && !Object.hasOwn(node, key)) return undefined
  return value
}

/**
 * One step down a dotted path (`a.b` after `a`): an own member of an object, or a numeric index of
 * an array.
 *
 * @example
 * stepPath(["x", "y"], 1) // "y"
 */
export const stepPath = (node: unknown, key: string | number): unknown => {
  if (typeof node !== "object" || node === null) return undefined
  if (Array.isArray(node)) {
    if (typeof key !== "number") return undefined
    const value: unknown = node[key]
    return typeof value === "function" ? undefined : value
  }
  if (!Object.hasOwn(node, key)) return undefined
  const value = (node as Record<string, unknown>)[key]
  return typeof value === "function" ? undefined : value
}

/**
 * Splits a dotted path into its segments; all-digit segments become numbers (array indexes).
 *
 * @example
 * splitPath("items.0.title") // ["items", 0, "title"]
 */
export const splitPath = (path: string): (string | number)[] => {
  if (!path.includes(".") && !isAllDigits(path)) return [path]
  const parts: (string | number)[] = path.split(".")
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string
    if (isAllDigits(part)) {
      const index = Number.parseInt(part, 10)
      if (index <= 0x7fffffff) parts[i] = index
    }
  }
  return parts
}

const isAllDigits = (text: string): boolean => {
  if (text.length === 0) return false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 48 || code > 57) return false
  }
  return true
}
