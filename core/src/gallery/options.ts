import { GalleryDesign } from "../enums/names.ts"

// The gallery option table of spec 001 §3 (GALLERY-001 to GALLERY-026). The spec gives each
// option's default and range and says each "applies only to certain designs or when another option
// is on" without the mapping (GALLERY-003); the `designs` and `requires` columns are our reading of
// what each option does:
// - autoplay, autoplay-duration (when autoplay is on), controls, auto-crop, indicators and
//   transparentBackground move or frame one image at a time: slideshow and slider.
// - thumbnails, and with it square-thumbs and the thumbnail strip's height and margin, belong to the
//   slideshow ("slideshow (thumbnails on)").
// - show-meta and meta-position (when show-meta is on) overlay the title on the slideshow and slider;
//   show-meta-basic shows it under each image of the grid and stacked designs, refined there by
//   show-meta-only-title and show-meta-on-hover (grid only).
// - aspect-ratio, thumbnails-per-row and max-width size grid cells; aspect-ratio also shapes slider
//   slides; active-alignment places the slider's active slide.
// - padding separates images of the grid, stacked and slider designs; lightbox (and lightboxTheme when
//   it is on) opens them full screen from those same designs.
// - design and newWindow (click-through links) apply to every design.
// indicators is read but has no default or bounds in the spec (GALLERY-002): it is a boolean
// (navigation dots), off by default like the other navigation aids (controls, thumbnails).

const ALL = Object.values(GalleryDesign)
const { GRID, SLIDESHOW, SLIDER, STACKED } = GalleryDesign
const MOVING = [SLIDESHOW, SLIDER]

/**
 * Aspect ratios of gallery cells, width over height (GALLERY-009).
 *
 * @example
 * ASPECT_RATIOS.widescreen // 16 / 9
 */
export const ASPECT_RATIOS = {
  square: 1,
  standard: 3 / 2,
  "standard-vertical": 2 / 3,
  "four-three": 4 / 3,
  "three-four-vertical": 3 / 4,
  widescreen: 16 / 9,
  "anamorphic-widescreen": 2.4,
} as const
/** An aspect-ratio choice. */
export type AspectRatio = keyof typeof ASPECT_RATIOS

const bool = (defaultValue: boolean, designs: ReadonlyArray<GalleryDesign>, requires?: GalleryToggle) => ({
  kind: "boolean" as const,
  default: defaultValue,
  designs,
  ...(requires ? { requires } : {}),
})
const range = (
  defaultValue: number,
  min: number,
  max: number,
  designs: ReadonlyArray<GalleryDesign>,
  extra: { requires?: GalleryToggle; whole?: boolean } = {},
) => ({
  kind: "range" as const,
  default: defaultValue,
  min,
  max,
  whole: extra.whole ?? false,
  designs,
  ...(extra.requires ? { requires: extra.requires } : {}),
})
const choice = <const C extends string>(
  defaultValue: C,
  choices: ReadonlyArray<C>,
  designs: ReadonlyArray<GalleryDesign>,
  requires?: GalleryToggle,
) => ({
  kind: "choice" as const,
  default: defaultValue,
  choices,
  designs,
  ...(requires ? { requires } : {}),
})

/** A gallery option that is on or off; some options matter only when one of these is on. */
export type GalleryToggle =
  | "autoplay"
  | "controls"
  | "auto-crop"
  | "square-thumbs"
  | "thumbnails"
  | "show-meta-basic"
  | "show-meta"
  | "show-meta-only-title"
  | "show-meta-on-hover"
  | "lightbox"
  | "newWindow"
  | "transparentBackground"
  | "indicators"

/**
 * Every gallery option with its default, its choices or range, the designs it applies to and the
 * boolean option that must be on for it to matter (GALLERY-001 to GALLERY-026).
 *
 * @example
 * GALLERY_OPTIONS["thumbnails-per-row"] // { kind: "range", default: 4, min: 1, max: 10, whole: true, designs: ["grid"] }
 */
export const GALLERY_OPTIONS = {
  design: choice<GalleryDesign>(GRID, ALL, ALL),
  autoplay: bool(false, MOVING),
  "autoplay-duration": range(5, 1, 10, MOVING, { requires: "autoplay" }),
  controls: bool(false, MOVING),
  "auto-crop": bool(true, MOVING),
  "aspect-ratio": choice<AspectRatio>("square", Object.keys(ASPECT_RATIOS) as AspectRatio[], [GRID, SLIDER]),
  "square-thumbs": bool(true, [SLIDESHOW], "thumbnails"),
  thumbnails: bool(false, [SLIDESHOW]),
  "thumbnail-strip-height": range(80, 0, 200, [SLIDESHOW], { requires: "thumbnails" }),
  "thumbnail-strip-margin": range(20, 0, 60, [SLIDESHOW], { requires: "thumbnails" }),
  "show-meta-basic": bool(true, [GRID, STACKED]),
  "show-meta": bool(true, MOVING),
  "show-meta-only-title": bool(false, [GRID, STACKED], "show-meta-basic"),
  "meta-position": choice(
    "bottom",
    ["top", "top-left", "top-right", "center", "bottom", "bottom-left", "bottom-right"],
    MOVING,
    "show-meta",
  ),
  "show-meta-on-hover": bool(false, [GRID], "show-meta-basic"),
  "active-alignment": choice("center", ["left", "center", "right"], [SLIDER]),
  "thumbnails-per-row": range(4, 1, 10, [GRID], { whole: true }),
  padding: range(20, 0, 50, [GRID, STACKED, SLIDER]),
  lightbox: bool(false, [GRID, STACKED, SLIDER]),
  lightboxTheme: choice("dark", ["dark", "light"], [GRID, STACKED, SLIDER], "lightbox"),
  "max-width": range(300, 100, 300, [GRID]),
  newWindow: bool(false, ALL),
  transparentBackground: bool(false, MOVING),
  indicators: bool(false, MOVING),
} as const

/** The name of a gallery option, as stored. */
export type GalleryOptionName = keyof typeof GALLERY_OPTIONS

/** Gallery options with every value present. */
export type GalleryOptions = {
  readonly [K in GalleryOptionName]: (typeof GALLERY_OPTIONS)[K] extends { kind: "boolean" }
    ? boolean
    : (typeof GALLERY_OPTIONS)[K] extends { kind: "range" }
      ? number
      : (typeof GALLERY_OPTIONS)[K] extends { choices: ReadonlyArray<infer C> }
        ? C
        : never
}

/**
 * Every option at its default (GALLERY-004 to GALLERY-026).
 *
 * @example
 * DEFAULT_GALLERY_OPTIONS.design // "grid"
 */
export const DEFAULT_GALLERY_OPTIONS: GalleryOptions = /* @__PURE__ */ Object.fromEntries(
  Object.entries(GALLERY_OPTIONS).map(([name, option]) => [name, option.default]),
) as GalleryOptions
