/**
 * The stack of scopes of a render and how names are looked up in it: members of the scope values,
 * `@`, `@index`/`@index0`, `@variables` (with an undo log for `.eval`), private partials stopping
 * lookups.
 */

import type { Path } from "../compile/opcodes.ts"
import { childAt, splitPath, stepPath } from "../values/values.ts"
import { Frame } from "./frame.ts"

const pathCache = new Map<string, Path>()

const parsePath = (path: string): Path => {
  let parsed = pathCache.get(path)
  if (parsed === undefined) {
    // Paths come from templates and data; the cache is bounded so data cannot grow it forever.
    if (pathCache.size > 2000) pathCache.clear()
    parsed = splitPath(path)
    pathCache.set(path, parsed)
  }
  return parsed
}

/**
 * The scopes of one render; `RenderContext` extends it.
 *
 * @example
 * const scopes = new Scopes({ a: 1 }); scopes.lookupMember("a") // 1
 */
export class Scopes {
  readonly frames: Frame[] = [new Frame()]
  top = 0
  #logging = false
  /** How many variables the current scope had when logging started. */
  #kept = 0
  /** Variables of those that an expression overwrote: [index, previous value] per entry. */
  readonly #undoLog: unknown[] = []
  #undoLength = 0

  constructor(root: unknown) {
    ;(this.frames[0] as Frame).node = root
  }

  /** Enters a scope. */
  push(node: unknown): Frame {
    const top = ++this.top
    let frame = this.frames[top]
    if (frame === undefined) {
      frame = new Frame()
      this.frames.push(frame)
    } else {
      frame.index = -1
      frame.varCount = 0
      frame.macros = undefined
      frame.stop = false
    }
    frame.node = node
    return frame
  }

  /** A plain member name looked up from the current scope outwards (the common `{title}`). */
  lookupMember(name: string): unknown {
    const frames = this.frames
    for (let i = this.top; i >= 0; i--) {
      const frame = frames[i] as Frame
      const node = frame.node
      if (typeof node === "object" && node !== null) {
        const value = (node as Record<string, unknown>)[name]
        if (value !== undefined && typeof value !== "function") return value
      }
      if (frame.stop) return undefined
    }
    return undefined
  }

  /** A name looked up in one scope: `@` itself, `@index`/`@index0`, `@variables`, or a member. */
  scopeName(name: string | number, frame: Frame): unknown {
    if (typeof name === "string" && name.charCodeAt(0) === 64) {
      if (name.length === 1) return frame.node
      if (name === "@index") return frame.index === -1 ? undefined : frame.index + 1
      if (name === "@index0") return frame.index === -1 ? undefined : frame.index
      return frame.getVar(name)
    }
    return childAt(frame.node, name)
  }

  /** A name looked up from scope `from` outwards, stopping at a private scope. */
  lookup(name: string | number, from: number): unknown {
    for (let i = from; i >= 0; i--) {
      const frame = this.frames[i] as Frame
      const value = this.scopeName(name, frame)
      if (value !== undefined) return value
      if (frame.stop) return undefined
    }
    return undefined
  }

  /** A path resolved as a variable tag does: `@…` in the current scope only, names outwards. */
  resolvePath(path: Path, from: number = this.top): unknown {
    const first = path[0] as string | number
    let value = first === "@" ? (this.frames[from] as Frame).node : this.lookup(first, from)
    for (let i = 1; i < path.length && value !== undefined; i++) {
      value = value === null ? undefined : stepPath(value, path[i] as string | number)
    }
    return value
  }

  /**
   * Sets a `@variable` on the current scope. While an expression may still fail, only overwrites
   * of variables the scope had before are logged: new ones are undone by forgetting them.
   */
  setVar(name: string, value: unknown): void {
    const frame = this.frames[this.top] as Frame
    // A scope that had no variables when logging started has nothing to log.
    if (this.#logging && this.#kept !== 0) {
      const index = frame.indexOfVar(name)
      if (index !== -1 && index < this.#kept) {
        const at = this.#undoLength
        this.#undoLog[at] = index
        this.#undoLog[at + 1] = frame.varValues[index]
        this.#undoLength = at + 2
      }
    }
    frame.setVar(name, value)
  }

  /** Starts logging assignments, so that a failing expression can take them back. */
  startUndo(): void {
    this.#logging = true
    this.#kept = (this.frames[this.top] as Frame).varCount
    this.#undoLength = 0
  }

  /** Keeps the logged assignments. */
  stopUndo(): void {
    this.#logging = false
  }

  /** Takes back the logged assignments, last first (an expression never changes the scope). */
  undo(): void {
    const frame = this.frames[this.top] as Frame
    const log = this.#undoLog
    for (let i = this.#undoLength - 2; i >= 0; i -= 2) frame.varValues[log[i] as number] = log[i + 1]
    frame.varCount = this.#kept
    this.stopUndo()
  }

  /** `@index` (offset 1) or `@index0` (offset 0): the position in the innermost repeated section. */
  lookupIndex(offset: 0 | 1): unknown {
    const frames = this.frames
    for (let i = this.top; i >= 0; i--) {
      const frame = frames[i] as Frame
      if (frame.index !== -1) return frame.index + offset
      if (frame.stop) return undefined
    }
    return undefined
  }

  /** A `@variable` looked up from the current scope outwards. */
  lookupVar(name: string): unknown {
    const frames = this.frames
    for (let i = this.top; i >= 0; i--) {
      const frame = frames[i] as Frame
      const value = frame.getVar(name)
      if (value !== undefined) return value
      if (frame.stop) return undefined
    }
    return undefined
  }

  resolve(path: string): unknown {
    return this.resolvePath(parsePath(path))
  }

  resolveOuter(path: string): unknown {
    return this.resolvePath(parsePath(path), this.top > 0 ? this.top - 1 : 0)
  }
}
