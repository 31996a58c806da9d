/**
 * One scope of a render.
 */
import type { CodeRange } from "./link.ts"

/**
 * One scope: its value, its position when it is an array being repeated, its variables and macros.
 * Frames are pooled per render and reused, so entering a scope allocates nothing.
 *
 * @example
 * const frame = new Frame(); frame.setVar("@a", 1); frame.getVar("@a") // 1
 */
export class Frame {
  node: unknown = undefined
  /** Index of the element being repeated, -1 when this scope is not a repeated array. */
  index = -1
  length = 0
  /** `@variables`: names and values side by side, reused when the frame is (no map per scope). */
  readonly varNames: string[] = []
  readonly varValues: unknown[] = []
  varCount = 0
  macros: Map<string, CodeRange> | undefined = undefined
  /** Lookups stop here (a private partial). */
  stop = false

  /** The value of a `@variable` set in this scope, or undefined. */
  getVar(name: string): unknown {
    const names = this.varNames
    for (let i = this.varCount - 1; i >= 0; i--) if (names[i] === name) return this.varValues[i]
    return undefined
  }

  /** Sets a `@variable` in this scope. */
  setVar(name: string, value: unknown): void {
    const names = this.varNames
    for (let i = this.varCount - 1; i >= 0; i--) {
      if (names[i] === name) {
        this.varValues[i] = value
        return
      }
    }
    names[this.varCount] = name
    this.varValues[this.varCount++] = value
  }

  /** Puts a variable back as it was before an assignment (absent when `had` is false). */
  restoreVar(name: string, had: boolean, previous: unknown): void {
    if (had) this.setVar(name, previous)
    else {
      const names = this.varNames
      for (let i = this.varCount - 1; i >= 0; i--) {
        if (names[i] === name) {
          names.splice(i, 1)
          this.varValues.splice(i, 1)
          this.varCount--
          return
        }
      }
    }
  }

  /** Whether a `@variable` is set in this scope. */
  hasVar(name: string): boolean {
    const names = this.varNames
    for (let i = this.varCount - 1; i >= 0; i--) if (names[i] === name) return true
    return false
  }
}
