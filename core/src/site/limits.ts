/**
 * Business constants and limits of spec 001 §9 (CONST-001 to CONST-008, CONST-010 to CONST-012).
 * Code here applies these: the mobile breakpoint (`isMobileWidth`, CONST-001), the URL validator's
 * limit (`isValidUrl`, CONST-010); the home page's layout of sections (home-layout.ts): its editor's
 * preview frame widths (CONST-002), at most 60 blocks per layout (CONST-003, `blockCount`), the
 * marquee presets (CONST-011) and the section padding presets (CONST-012); and a store page's
 * collection limits (store-collection.ts): at most 250 orderable items, its products and top-level
 * categories (CONST-005), at most 200 products (CONST-006) and at most 10000 categories under its root
 * (CONST-008); the home page's audio albums, at most 60 tracks (CONST-004, home-album.ts), and
 * Smugmug galleries, 20 offered of 50 photos shown (CONST-007, home-smugmug.ts).
 *
 * @example
 * SITE_LIMITS.maxBlocksPerLayout // 60
 */
export const SITE_LIMITS = {
  /** Widths up to 432 px are mobile; desktop starts at 433 px (CONST-001). */
  mobileMaxWidth: 432,
  desktopMinWidth: 433,
  /** Default editor frame widths (CONST-002); the tablet's is ours (`PREVIEW_FRAME_WIDTH`). */
  frameWidth: { desktop: 1024, phone: 428 },
  maxBlocksPerLayout: 60,
  maxTracksPerAlbum: 60,
  maxOrderableCollectionItems: 250,
  maxProductsPerCollection: 200,
  smugmugGalleries: { count: 20, size: 50 },
  maxNestedCategories: 10_000,
  /** The URL validator's limit (CONST-010). */
  maxUrlLength: 2083,
  /** Marquee presets (CONST-011): the intensity is one of the two values. */
  marquee: { waveFrequency: 4, intensities: [0, 60], speed: 0.5, textSizeRem: 4 },
  /** Section padding presets in percent (CONST-012). */
  sectionPaddingPercent: [3, 6, 12],
} as const

/**
 * Whether a viewport width is laid out as mobile: up to 432 px (CONST-001).
 *
 * @example
 * isMobileWidth(432) // true
 * isMobileWidth(433) // false
 */
export const isMobileWidth = (width: number): boolean => width <= SITE_LIMITS.mobileMaxWidth
