import { SiteStylesSchema } from "@vitrine/core/site"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"
import { SITE_PATHS } from "./site-paths.ts"

/**
 * `GET /api/site-styles` (001 §2, ours: the spec shows no call): the website's styles, `{
 * headingFont, bodyFont, colours: { accent, background, text } }`, each colour `{ hue, saturation,
 * lightness, alpha }`; core's defaults until the merchant saves any. `site.manage`; pages get the
 * styles rendered into their head.
 *
 * @example
 * const { colours } = Schema.decodeUnknownSync(GetSiteStyles.response)(await res.json())
 */
export const GetSiteStyles = {
  method: "GET",
  path: SITE_PATHS.styles,
  response: SiteStylesSchema,
} as const

/**
 * `PUT /api/site-styles`: replaces the styles whole and answers them as saved. A font not in the
 * catalogue, or a colour out of bounds, is 400 with `errors` by field path (`bodyFont`,
 * `colours.accent` with the spec's colour messages, COLOUR-005 to COLOUR-009); with the crumb, and
 * `site.manage`.
 *
 * @example
 * Schema.decodeUnknownSync(SaveSiteStyles.body)(DEFAULT_SITE_STYLES)
 */
export const SaveSiteStyles = {
  method: "PUT",
  path: SITE_PATHS.styles,
  body: SiteStylesSchema.annotate({ message: FIELD_MESSAGE.body }),
  response: SiteStylesSchema,
} as const

/** A font of the picker's list: the catalogue's font, its CSS stack and its files (none: a system font). */
export const FontListEntrySchema = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  category: Schema.Literals(["sans-serif", "serif", "monospace"]),
  stack: Schema.String,
  files: Schema.Array(Schema.Struct({ weight: Schema.Int, url: Schema.String })),
})

/** A font of the picker's list. */
export type FontListEntry = typeof FontListEntrySchema.Type

/**
 * `GET /api/site-styles/fonts`: the font picker's list (EDITOR-003), `{ fonts }` in catalogue
 * order, each with the addresses of its files so the picker previews it in its own face. The
 * merchant's (`site.manage`). A failed read is the picker's "Unable to load fonts" (EDITOR-042).
 *
 * @example
 * const { fonts } = Schema.decodeUnknownSync(ListFonts.response)(await res.json())
 */
export const ListFonts = {
  method: "GET",
  path: SITE_PATHS.fonts,
  response: Schema.Struct({ fonts: Schema.Array(FontListEntrySchema) }),
} as const
