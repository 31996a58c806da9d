/** A table of named codes: constant name → code, as the enumerations of this module are written. */
export type CodeTable = { readonly [name: string]: string | number }

/**
 * The constant name of a code in a table, or undefined when the table has no such code (the
 * enumerations that the spec lists only in part return undefined for the codes it leaves out).
 *
 * @example
 * codeName(PageType, 404) // undefined
 * codeName(PageType, 100) // "NOT_FOUND"
 */
export const codeName = <T extends CodeTable>(table: T, code: unknown): (keyof T & string) | undefined =>
  Object.keys(table).find((name) => table[name] === code)

/**
 * Whether a value is one of a table's codes.
 *
 * @example
 * isCode(FolderBehavior, 2) // true
 * isCode(FolderBehavior, "2") // false: codes are compared without conversion
 */
export const isCode = <T extends CodeTable>(table: T, value: unknown): value is T[keyof T] =>
  Object.values(table).includes(value as string | number)

/**
 * The codes of a table, in the order written.
 *
 * @example
 * codesOf(DeviceView) // ["desktop", "phone", "tablet"]
 */
export const codesOf = <T extends CodeTable>(table: T): ReadonlyArray<T[keyof T]> =>
  Object.keys(table).map((name) => table[name] as T[keyof T])
