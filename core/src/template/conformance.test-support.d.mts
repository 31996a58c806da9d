export { cldrFor } from "../../conformance/cldr.mjs"
export { loadSpecCases, type SpecCase } from "../../conformance/spec-cases.mjs"

/**
 * The JSONT_AREA prefix (an area such as "formatters/commerce" or a case id) to run alone, pending
 * or not; undefined runs the whole suite.
 *
 * @example
 * onlyArea() // "formatters/commerce" under JSONT_AREA=formatters/commerce
 */
export declare const onlyArea: () => string | undefined
