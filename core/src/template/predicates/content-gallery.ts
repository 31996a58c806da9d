/**
 * Gallery predicates: `gallery-design-grid?`, `gallery-meta-position-top?`,
 * `gallery-active-alignment-left?`, `gallery-autoplay?`… and `gallery-meta?`, over the gallery
 * block's `options` (looked up from the current scope outwards).
 *
 * They ask what the author stored, read by the gallery module's rules (GALLERY-001 to GALLERY-026:
 * "carousel" is the slider design, "true"/"false" text is read as a boolean, a refused value counts as
 * unset), not the option's default: a gallery whose options are empty answers no to every one of them,
 * as templates expect (they draw the default themselves in the `{.or}` branch).
 */
import { GALLERY_OPTIONS, type GalleryOptionName } from "../../gallery/options.ts"
import { readStoredGalleryOption } from "../../gallery/read.ts"
import type { PluginContext, Predicate, PredicateTable } from "../plugins.ts"

const stored = (name: GalleryOptionName, ctx: PluginContext) =>
  readStoredGalleryOption(ctx.resolve("options"), name)

const CHOICES = ["design", "meta-position", "active-alignment"] as const
const TOGGLES = [
  "autoplay",
  "auto-crop",
  "controls",
  "lightbox",
  "square-thumbs",
  "show-meta",
  "show-meta-on-hover",
  "thumbnails",
] as const

const table: Record<string, Predicate> = {
  /** Whether the gallery shows navigation: controls or indicators turned on. */
  "gallery-meta?": (_args, ctx) => stored("controls", ctx) === true || stored("indicators", ctx) === true,
}
for (const option of CHOICES) {
  for (const choice of GALLERY_OPTIONS[option].choices) {
    table[`gallery-${option}-${choice}?`] = (_args, ctx) => stored(option, ctx) === choice
  }
}
for (const option of TOGGLES) table[`gallery-${option}?`] = (_args, ctx) => stored(option, ctx) === true

/**
 * The gallery predicates.
 *
 * @example
 * galleryPredicates["gallery-design-slideshow?"]
 */
export const galleryPredicates: PredicateTable = table
