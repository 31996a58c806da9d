import type { ExecuteOptions } from "./runtime/render.ts"

/**
 * One fixture of ./fixtures.
 *
 * @example
 * const [first]: Fixture[] = loadFixtures()
 */
export interface Fixture {
  readonly file: string
  readonly title: string
  readonly template: string
  readonly json: unknown
  readonly output: string
  readonly options: ExecuteOptions
  readonly errors: readonly string[]
}

/**
 * Every fixture in ./fixtures, sorted by file name.
 *
 * @example
 * for (const fixture of loadFixtures()) render(fixture.template, fixture.json, fixture.options)
 */
export declare const loadFixtures: () => Fixture[]
