/**
 * `@vitrine/core/gallery`: the gallery option table (defaults, ranges, designs each option applies
 * to), reading stored options (clamp numbers, refuse unknown choices) and its Schema.
 *
 * @example
 * import { readGalleryOptions, optionApplies } from "@vitrine/core/gallery"
 * const { options } = readGalleryOptions(block.options)
 * optionApplies("lightboxTheme", options)
 */
export * from "./applies.ts"
export * from "./model.ts"
export * from "./options.ts"
export * from "./read.ts"
