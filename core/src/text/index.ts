/**
 * `@vitrine/core/text`: shared text rules — blank text, truncation, relative time, durations and
 * file sizes.
 *
 * @example
 * import { isBlankText, truncate } from "@vitrine/core/text"
 * isBlankText("<p>&nbsp;</p>") // true
 */
export * from "./blank.ts"
export * from "./file-size.ts"
export * from "./time.ts"
export * from "./truncate.ts"
