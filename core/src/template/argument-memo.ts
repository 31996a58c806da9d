/**
 * Reading a plugin's arguments once per call site. The arguments of a formatter or predicate call
 * are one array per tag in the compiled code, the same on every render and every loop iteration,
 * so what a plugin reads from them (options, literals, split paths) can be kept with the array.
 */

/**
 * A reader of argument lists that remembers its answer per list (by identity): the last list in a
 * slot, every list in a weak map (call sites come and go with their compiled code). The answer is
 * shared: never change it.
 *
 * @example
 * const optionsOf = perArguments(decimalOptions)
 * optionsOf(args) === optionsOf(args) // true
 */
export const perArguments = <T>(read: (args: readonly string[]) => T): ((args: readonly string[]) => T) => {
  const known = new WeakMap<readonly string[], T>()
  let lastArgs: readonly string[] | undefined
  let lastValue: T | undefined
  return (args) => {
    if (args === lastArgs) return lastValue as T
    let value = known.get(args)
    if (value === undefined && !known.has(args)) {
      value = read(args)
      known.set(args, value)
    }
    lastArgs = args
    lastValue = value
    return value as T
  }
}
