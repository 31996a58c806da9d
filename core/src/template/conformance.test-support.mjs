/**
 * Test support (plain JavaScript: core's TypeScript has no Node types): CLDR for a locale and the
 * conformance cases, both from core/conformance (the in-repository copy of the cases and our reader
 * of their format), and the area filter of the conformance test. Types in
 * conformance.test-support.d.mts.
 */
export { cldrFor } from "../../conformance/cldr.mjs"
export { loadSpecCases } from "../../conformance/spec-cases.mjs"

/** The JSONT_AREA prefix (an area or a case id) to run alone, or undefined for the whole suite. */
export const onlyArea = () => process.env.JSONT_AREA || undefined
