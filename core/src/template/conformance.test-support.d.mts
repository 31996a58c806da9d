import type { CLDR } from "@phensley/cldr"

/**
 * CLDR for a BCP 47 tag; undefined for "none".
 *
 * @example
 * cldrFor("en-US")
 */
export declare const cldrFor: (locale: string | undefined) => CLDR | undefined

/**
 * One conformance case as the harness reads it.
 *
 * @example
 * const [first]: SpecCase[] = await loadSpecCases()
 */
export interface SpecCase {
  readonly id: string
  readonly area: string
  readonly kind: "render" | "ast" | "invalid"
  readonly template: string
  readonly json: unknown
  readonly partials: Record<string, string> | undefined
  readonly injects: Record<string, unknown> | undefined
  readonly options: { readonly locale: string; readonly now: number | undefined }
  readonly expected: string
}

/**
 * Every case of the shared conformance suite (../shared/jsont-spec), read by the harness's reader.
 *
 * @example
 * const cases = await loadSpecCases()
 */
export declare const loadSpecCases: () => Promise<SpecCase[]>

/**
 * The JSONT_AREA prefix (an area such as "formatters/commerce" or a case id) to run alone, pending
 * or not; undefined runs the whole suite.
 *
 * @example
 * onlyArea() // "formatters/commerce" under JSONT_AREA=formatters/commerce
 */
export declare const onlyArea: () => string | undefined
