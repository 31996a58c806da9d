import type { GalleryDesign } from "../enums/names.ts"
import {
  GALLERY_OPTIONS,
  type GalleryOptionName,
  type GalleryOptions,
  type GalleryToggle,
} from "./options.ts"

/**
 * The options a gallery block reads (GALLERY-001).
 *
 * @example
 * GALLERY_OPTIONS_READ.includes("lightbox") // true
 */
export const GALLERY_OPTIONS_READ = [
  "design",
  "meta-position",
  "active-alignment",
  "autoplay",
  "auto-crop",
  "controls",
  "lightbox",
  "square-thumbs",
  "show-meta",
  "show-meta-on-hover",
  "thumbnails",
  "indicators",
] as const satisfies ReadonlyArray<GalleryOptionName>

/**
 * Whether an option has any effect on a gallery with these options: its design is one the option
 * applies to, and the option it depends on (if any) is on (GALLERY-003).
 *
 * @example
 * optionApplies("autoplay-duration", { ...DEFAULT_GALLERY_OPTIONS, design: "slideshow", autoplay: true }) // true
 * optionApplies("thumbnails-per-row", { ...DEFAULT_GALLERY_OPTIONS, design: "slider" }) // false
 */
export const optionApplies = (name: GalleryOptionName, options: GalleryOptions): boolean => {
  const option: { designs: ReadonlyArray<GalleryDesign>; requires?: GalleryToggle } = GALLERY_OPTIONS[name]
  if (!option.designs.includes(options.design)) return false
  return (
    option.requires === undefined || (options[option.requires] && optionApplies(option.requires, options))
  )
}
