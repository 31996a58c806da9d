/**
 * Reading a plugin's arguments once per call site. The arguments of a formatter or predicate call
 * are one array per tag in the compiled code, the same on every render and every loop iteration,
 * so what a plugin reads from them (options, literals, split paths) is kept: by the array, and by
 * its text for code compiled again (the same arguments read the same).
 */

/** Readings kept per reader and list length before the table starts over (templates have a few hundred). */
const LIMIT = 512
/** Lists remembered by identity, most recent first to go. */
const RECENT = 16

/**
 * A reader of argument lists that remembers its answer: for the last lists met (by identity), and by
 * the lists' text, so a call site of freshly compiled code (a render without the cache, an editor's
 * preview) finds what the same arguments read to before. `read` must depend on the strings alone
 * (every reader here parses options or literals). Lists whose text cannot be keyed without
 * ambiguity (an argument holding U+0000) are remembered by identity. The answer is shared: never
 * change it.
 *
 * @example
 * const optionsOf = perArguments(decimalOptions)
 * optionsOf(["maxfrac:2"]) === optionsOf(["maxfrac:2"]) // true
 */
export const perArguments = <T>(read: (args: readonly string[]) => T): ((args: readonly string[]) => T) => {
  /** The lists met last, by identity: compiled code run again finds its call sites here, keyless. */
  const recentArgs: (readonly string[] | undefined)[] = new Array(RECENT).fill(undefined)
  const recentValues: (T | undefined)[] = new Array(RECENT).fill(undefined)
  let next = 0
  /** By text, one table per list length (joined arguments of different lengths never meet). */
  const byText: Map<string, T>[] = []
  const byIdentity = new WeakMap<readonly string[], T>()
  return (args) => {
    for (let i = 0; i < RECENT; i++) if (recentArgs[i] === args) return recentValues[i] as T
    const key = keyOf(args)
    let value: T | undefined
    if (key === undefined) {
      value = byIdentity.get(args)
      if (value === undefined && !byIdentity.has(args)) {
        value = read(args)
        byIdentity.set(args, value)
      }
    } else {
      let table = byText[args.length]
      if (table === undefined) {
        table = new Map()
        byText[args.length] = table
      }
      value = table.get(key)
      if (value === undefined && !table.has(key)) {
        value = read(args)
        if (table.size >= LIMIT) table.clear()
        table.set(key, value)
      }
    }
    recentArgs[next] = args
    recentValues[next] = value
    next = (next + 1) % RECENT
    return value as T
  }
}

/** The arguments joined by U+0000, or undefined when one of them holds it. */
const keyOf = (args: readonly string[]): string | undefined => {
  if (args.length === 1) return args[0]
  let key = ""
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    if (arg.includes("\u0000")) return undefined
    key = i === 0 ? arg : `${key}\u0000${arg}`
  }
  return key
}
