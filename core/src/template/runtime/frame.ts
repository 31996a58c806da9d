/**
 * One scope of a render.
 */
import type { CodeRange } from "./types.ts"

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

  /** Where a `@variable` is kept in this scope, or -1. */
  indexOfVar(name: string): number {
    const names = this.varNames
    for (let i = this.varCount - 1; i >= 0; i--) if (names[i] === name) return i
    return -1
  }

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
}
