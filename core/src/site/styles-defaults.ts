// Apart from the Schemas (styles.ts), importing only their types: pages read the defaults.
import type { SiteStyles } from "./styles.ts"

/**
 * What a store looks like before its merchant saves any styles: system fonts, and the reference
 * store's own colours (accent #1f4d3a, background #fbfaf7, text #1d2320) as website colours, so a
 * store that never opens the editor looks the same (figures rounded to two decimals).
 *
 * @example
 * DEFAULT_SITE_STYLES.bodyFont // "system-sans"
 */
export const DEFAULT_SITE_STYLES: SiteStyles = {
  headingFont: "system-sans",
  bodyFont: "system-sans",
  colours: {
    accent: { hue: 155, saturation: 0.43, lightness: 0.21, alpha: 1 },
    background: { hue: 45, saturation: 0.33, lightness: 0.98, alpha: 1 },
    text: { hue: 150, saturation: 0.09, lightness: 0.12, alpha: 1 },
  },
}
