/**
 * Device views of the editor preview (ENUM-017), complete.
 *
 * @example
 * view === DeviceView.PHONE
 */
export const DeviceView = { DESKTOP: "desktop", PHONE: "phone", TABLET: "tablet" } as const
/** A device view. */
export type DeviceView = (typeof DeviceView)[keyof typeof DeviceView]

/**
 * Brand tones (ENUM-018), complete.
 *
 * @example
 * site.brandTone === BrandTone.PLAYFUL
 */
export const BrandTone = {
  PROFESSIONAL: "professional",
  SOPHISTICATED: "sophisticated",
  FRIENDLY: "friendly",
  PLAYFUL: "playful",
  BOLD: "bold",
  QUIRKY: "quirky",
  INNOVATIVE: "innovative",
  CUSTOM: "custom",
} as const
/** A brand tone. */
export type BrandTone = (typeof BrandTone)[keyof typeof BrandTone]

/**
 * Content item states (ENUM-019), complete; the values are the names the editor shows.
 *
 * @example
 * item.state === ContentState.NEEDS_REVIEW // "Needs Review"
 */
export const ContentState = {
  DRAFT: "Draft",
  SCHEDULED: "Scheduled",
  NEEDS_REVIEW: "Needs Review",
  PRIVATE: "Private",
  DEPRECATED: "Deprecated",
} as const
/** A content item state. */
export type ContentState = (typeof ContentState)[keyof typeof ContentState]

/**
 * Whether a content item may move from one state to another. The spec shows no transitions
 * (ENUM-020); we let an author set any state directly, as the editor's state menu does, so every
 * change between two different states is allowed and "changing" to the same state is not a change.
 *
 * @example
 * canChangeContentState(ContentState.DRAFT, ContentState.SCHEDULED) // true
 */
export const canChangeContentState = (from: ContentState, to: ContentState): boolean => from !== to

/**
 * Media types of a gallery item (GALLERY-027), complete.
 *
 * @example
 * item.mediaType === GalleryMediaType.VIDEO
 */
export const GalleryMediaType = {
  IMAGE_EMPTY: "imageEmpty",
  IMAGE_FILE: "imageFile",
  IMAGE_LICENSED: "imageLicensed",
  IMAGE_REUSED: "imageReused",
  ASSET_REUSED: "assetReused",
  VIDEO: "video",
} as const
/** A gallery item media type. */
export type GalleryMediaType = (typeof GalleryMediaType)[keyof typeof GalleryMediaType]

/**
 * Gallery designs (GALLERY-004, spec 001 §4), complete. "carousel" is another name for the slider
 * design; `@vitrine/core/gallery` reads it as `slider`.
 *
 * @example
 * options.design === GalleryDesign.SLIDESHOW
 */
export const GalleryDesign = {
  GRID: "grid",
  SLIDESHOW: "slideshow",
  SLIDER: "slider",
  STACKED: "stacked",
} as const
/** A gallery design. */
export type GalleryDesign = (typeof GalleryDesign)[keyof typeof GalleryDesign]
