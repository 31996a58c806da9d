import { DEFAULT_SITE_STYLES } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { SITE_STYLES_ID, withSiteStyles } from "./site-styles.ts"

const PAGE = '<html><head><link rel="stylesheet" href="/assets/app.css"></head><body></body></html>'

describe("site styles in a page's head", () => {
  it("come last in the head, after the app's stylesheet, with the chosen fonts' files", () => {
    const html = withSiteStyles(PAGE, {
      ...DEFAULT_SITE_STYLES,
      headingFont: "playfair-display",
      bodyFont: "lora",
      colours: {
        ...DEFAULT_SITE_STYLES.colours,
        accent: { hue: 60, saturation: 1, lightness: 0.5, alpha: 1 },
      },
    })
    const style = new RegExp(
      `<link rel="stylesheet" href="/assets/app.css"><style id="${SITE_STYLES_ID}">(.*)</style></head>`,
      "s",
    ).exec(html)?.[1]
    expect(style).toContain('url(/fonts/v1/lora-400.woff2) format("woff2")')
    expect(style).toContain("url(/fonts/v1/playfair-display-700.woff2)")
    expect(style).toContain('--font-heading:"Playfair Display", ')
    // COLOUR-011: yellow is light, so text on it is dark.
    expect(style).toContain("--accent:hsl(60, 100%, 50%);--accent-ink:#111111")
  })

  it("system fonts add no @font-face and no file", () => {
    const html = withSiteStyles(PAGE, DEFAULT_SITE_STYLES)
    expect(html).not.toContain("@font-face")
    expect(html).toContain("--accent-ink:#ffffff")
  })
})
