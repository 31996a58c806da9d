import { describe, expect, it } from "@effect/vitest"
import { isMobileWidth, SITE_LIMITS } from "./limits.ts"

describe("site limits", () => {
  it("CONST-001 mobile up to 432 px, desktop from 433 px", () => {
    expect(isMobileWidth(0)).toBe(true)
    expect(isMobileWidth(432)).toBe(true)
    expect(isMobileWidth(433)).toBe(false)
    expect(SITE_LIMITS.desktopMinWidth).toBe(433)
  })

  it.each([
    ["frame widths", SITE_LIMITS.frameWidth, { desktop: 1024, phone: 428 }],
    ["blocks per layout", SITE_LIMITS.maxBlocksPerLayout, 60],
    ["tracks per album", SITE_LIMITS.maxTracksPerAlbum, 60],
    ["items in an orderable collection", SITE_LIMITS.maxOrderableCollectionItems, 250],
    ["products in a collection", SITE_LIMITS.maxProductsPerCollection, 200],
    ["smugmug galleries", SITE_LIMITS.smugmugGalleries, { count: 20, size: 50 }],
    ["nested categories", SITE_LIMITS.maxNestedCategories, 10000],
    ["the URL validator limit", SITE_LIMITS.maxUrlLength, 2083],
    [
      "marquee presets",
      SITE_LIMITS.marquee,
      { waveFrequency: 4, intensities: [0, 60], speed: 0.5, textSizeRem: 4 },
    ],
    ["section padding presets", SITE_LIMITS.sectionPaddingPercent, [3, 6, 12]],
  ])("%s: the value of spec 001 §9", (_, actual, expected) => {
    expect(actual).toEqual(expected)
  })
})
