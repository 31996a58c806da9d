import { Schema } from "effect"
import { WebsiteColourSchema } from "../colour/model.ts"
import { WEBSITE_COLOUR_MESSAGE } from "../colour/website.ts"
import { FONT_IDS } from "./fonts.ts"

/** The messages of site styles that do not fit, ours (the colour ones are the spec's, COLOUR-005–009). */
export const SITE_STYLES_MESSAGE = {
  font: "Choose a font from the list.",
  colour: WEBSITE_COLOUR_MESSAGE.missing,
  colours: "Expected the accent, background and text colours.",
} as const

const font = Schema.String.annotate({ message: SITE_STYLES_MESSAGE.font })
  .check(Schema.makeFilter((id: string) => FONT_IDS.includes(id) || SITE_STYLES_MESSAGE.font))
  .pipe(Schema.annotateKey({ messageMissingKey: SITE_STYLES_MESSAGE.font }))

// A colour absent is a colour missing its H/S/L values (COLOUR-009), the message the editor shows.
const colour = WebsiteColourSchema.pipe(Schema.annotateKey({ messageMissingKey: SITE_STYLES_MESSAGE.colour }))

/** The site's three colours, each a website colour (COLOUR-005 to COLOUR-009). */
export const SiteColoursSchema = Schema.Struct({
  accent: colour,
  background: colour,
  text: colour,
})
  .annotate({ message: SITE_STYLES_MESSAGE.colours })
  .pipe(Schema.annotateKey({ messageMissingKey: SITE_STYLES_MESSAGE.colours }))

/**
 * The site's styles (001 §2, EDITOR-003, COLOUR-010), as the editor saves them and
 * `GET /api/site-styles` answers them: the headings' and the body text's fonts (ids of
 * `FONT_CATALOGUE`) and the accent (buttons, links), background and text colours, each a website
 * colour with its alpha.
 *
 * @example
 * Schema.decodeUnknownSync(SiteStylesSchema)(DEFAULT_SITE_STYLES)
 */
export const SiteStylesSchema = Schema.Struct({
  headingFont: font,
  bodyFont: font,
  colours: SiteColoursSchema,
})

/** The site's styles. */
export type SiteStyles = typeof SiteStylesSchema.Type
/** The site's colours. */
export type SiteColours = typeof SiteColoursSchema.Type
