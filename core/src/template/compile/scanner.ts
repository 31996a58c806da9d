/**
 * Character-level matchers for the inside of a tag: words, paths, whitespace, file paths. Each
 * returns the end offset of its match, or -1; none allocates. Hand-written so compiling needs no
 * regular expressions.
 */

import { splitPath } from "../values/values.ts"
import type { Path } from "./opcodes.ts"

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
const isDigit = (c: number): boolean => c >= 48 && c <= 57
const isWordChar = (c: number): boolean => isLetter(c) || isDigit(c) || c === 95 || c === 45

/**
 * A cursor over one tag's content (`pos` to `end`).
 *
 * @example
 * const s = new Scanner("{foo}", 1, 4); s.word(s.pos) // 4
 */
export class Scanner {
  readonly source: string
  pos: number
  end: number

  constructor(source: string, pos: number, end: number) {
    this.source = source
    this.pos = pos
    this.end = end
  }

  /** Moves the scanner to another tag of the same source; returns it. */
  reset(pos: number, end: number): this {
    this.pos = pos
    this.end = end
    return this
  }

  /** The character code at `i`, or -1 past the end of the tag. */
  at(i: number): number {
    return i < this.end ? this.source.charCodeAt(i) : -1
  }

  /** Whether the cursor reached the end of the tag. */
  done(): boolean {
    return this.pos === this.end
  }

  /** The text from `start` to `stop`. */
  text(start: number, stop: number): string {
    return this.source.slice(start, stop)
  }

  /**
   * `[a-zA-Z][a-zA-Z0-9_-]*`. Reads the source directly: a tag ends with "}", which no word, path or
   * file path contains, so scanning stops there without bounds checks.
   */
  word(i: number): number {
    const source = this.source
    if (!isLetter(source.charCodeAt(i))) return -1
    let j = i + 1
    while (isWordChar(source.charCodeAt(j))) j++
    return j
  }

  /** `[ \f\n\r\t\v]+` */
  whitespace(i: number): number {
    let j = i
    for (;;) {
      const c = this.at(j)
      if (c === 32 || c === 12 || c === 10 || c === 13 || c === 9 || c === 11) j++
      else break
    }
    return j === i ? -1 : j
  }

  /** One path segment: digits, `@word`, `$word`, `word`, or a bare `@`. */
  segment(i: number): number {
    const source = this.source
    const c = source.charCodeAt(i)
    if (isDigit(c)) {
      let j = i + 1
      while (isDigit(source.charCodeAt(j))) j++
      return j
    }
    const sigil = c === 64 || c === 36
    const word = this.word(sigil ? i + 1 : i)
    if (word !== -1) return word
    return c === 64 ? i + 1 : -1
  }

  /** A dotted path of segments. */
  reference(i: number): number {
    let j = this.segment(i)
    if (j === -1) return -1
    while (this.source.charCodeAt(j) === 46) {
      const next = this.segment(j + 1)
      if (next === -1) break
      j = next
    }
    return j
  }

  /** A path at the cursor, advancing past it. */
  path(): Path | undefined {
    const stop = this.reference(this.pos)
    if (stop === -1) return undefined
    const path = splitPath(this.text(this.pos, stop))
    this.pos = stop
    return path
  }

  /** `[./a-zA-Z0-9_-]+` */
  filePath(i: number): number {
    let j = i
    for (;;) {
      const c = this.at(j)
      if (isWordChar(c) || c === 46 || c === 47) j++
      else break
    }
    return j === i ? -1 : j
  }

  /** `@word`, a variable being defined. */
  definition(i: number): number {
    return this.at(i) === 64 ? this.word(i + 1) : -1
  }

  /** `word?`, a predicate name. */
  predicate(i: number): number {
    const j = this.word(i)
    return j !== -1 && this.at(j) === 63 ? j + 1 : -1
  }

  /**
   * Arguments: the first character is the delimiter and the rest is split on it (`" a b"` →
   * ["a", "b"], `":a:b"` → ["a", "b"]). A lone delimiter gives no arguments.
   */
  arguments(i: number, stop: number): string[] {
    const delimiter = this.source[i] as string
    const args = this.text(i + 1, stop).split(delimiter)
    return args.length === 1 && args[0] === "" ? [] : args
  }
}
