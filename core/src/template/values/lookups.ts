/**
 * Lookups into data used by the core formatters (`get`, `key-by`, `find-first`, `apply`) and by
 * `.ctx`.
 */
import type { ApplyOptions } from "../plugins.ts"
import { asString, isTruthy, splitPath, stepPath } from "./values.ts"

/**
 * Sets an own property, even one named `__proto__`, so data keys can never change a prototype.
 *
 * @example
 * setOwn({}, "__proto__", 1) // { ["__proto__"]: 1 } as an own property
 */
export const setOwn = (target: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}

const followSegments = (value: unknown, segments: readonly (string | number)[]): unknown => {
  let current = value
  for (const segment of segments) {
    current = stepPath(current, segment)
    if (current === undefined) return undefined
  }
  return current
}

/**
 * Follows resolved keys down a value (`{objects|get id key}`): an array key is a whole path, a
 * number an index, anything else a member name. A missing key gives missing.
 *
 * @example
 * getPath({ "1": { a: 2 } }, [1, "a"]) // 2
 */
export const getPath = (value: unknown, keys: readonly unknown[]): unknown => {
  let current = value
  for (const key of keys) {
    if (key === undefined) return undefined
    const segments = Array.isArray(key)
      ? (key as (string | number)[])
      : typeof key === "number"
        ? [key]
        : [asString(key)]
    current = followSegments(current, segments)
    if (current === undefined) return undefined
  }
  return current
}

/**
 * An object of the array's elements keyed by the value at `path` in each (`{people|key-by name}`).
 *
 * @example
 * keyBy([{ n: "a" }], "n") // { a: { n: "a" } }
 */
export const keyBy = (value: unknown, path: string | undefined): Record<string, unknown> => {
  const result: Record<string, unknown> = {}
  if (!Array.isArray(value) || !path) return result
  const segments = splitPath(path)
  for (const element of value) {
    const key = followSegments(element, segments)
    if (key !== undefined) setOwn(result, String(key), element)
  }
  return result
}

/**
 * The first (`nth` 1) or last (`nth` -1) element of an array that has a truthy value at the path
 * `args[last]`, optionally looked up by the element in the object at `args[0]`
 * (`{ids|find-first products inStock}`). No path: the first or last element.
 *
 * @example
 * findNth([{ a: 0 }, { a: 1 }], ["a"], ctx, 1) // { a: 1 }
 */
export const findNth = (
  value: unknown,
  args: readonly string[],
  ctx: { resolve(path: string): unknown },
  nth: 1 | -1,
): unknown => {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const lookup = args.length === 2 ? ctx.resolve(args[0] as string) : undefined
  const path = args.length >= 1 ? splitPath(args[args.length === 2 ? 1 : 0] as string) : undefined
  for (let i = nth > 0 ? 0 : value.length - 1; i >= 0 && i < value.length; i += nth) {
    const element: unknown = value[i]
    if (path === undefined) return element
    const candidate = args.length === 2 ? stepPath(lookup, asString(element)) : element
    if (isTruthy(followSegments(candidate, path))) return element
  }
  return undefined
}

/**
 * The options of `{@|apply name k=v private}`: `k=v` pairs become `@args`, `private` stops lookups
 * at the partial; other words are ignored.
 *
 * @example
 * applyArguments(["card", "cls=big", "private"]) // { args: { cls: "big" }, private: true }
 */
export const applyArguments = (args: readonly string[]): ApplyOptions => {
  if (args.length < 2) return {}
  const pairs: Record<string, string> = {}
  let isPrivate = false
  for (const arg of args.slice(1)) {
    if (arg === "private") isPrivate = true
    const equals = arg.indexOf("=")
    if (equals !== -1) setOwn(pairs, arg.slice(0, equals), arg.slice(equals + 1))
  }
  return { args: pairs, private: isPrivate }
}
