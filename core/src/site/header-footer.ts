import { Schema } from "effect"
import { isSiteLinkTarget } from "./header-footer-link.ts"

/**
 * The limits of the header and footer editor (SITE-001), ours: the spec names the editor and its
 * two parts, `header` and `footer`, and nothing inside them.
 */
export const HEADER_FOOTER_LIMITS = {
  siteTitle: 80,
  announcement: 200,
  footerText: 500,
  linkLabel: 40,
  links: 8,
} as const

/** The messages of a header or footer that does not fit, one per field. */
export const HEADER_FOOTER_MESSAGE = {
  siteTitle: `The site title must be 1 to ${HEADER_FOOTER_LIMITS.siteTitle} characters.`,
  announcement: `The announcement must be at most ${HEADER_FOOTER_LIMITS.announcement} characters.`,
  footerText: `The footer text must be at most ${HEADER_FOOTER_LIMITS.footerText} characters.`,
  linkLabel: `A link's name must be 1 to ${HEADER_FOOTER_LIMITS.linkLabel} characters.`,
  linkTarget: "A link must go to a page of this site (/…) or to an http(s) address.",
  links: `Links must be a list of at most ${HEADER_FOOTER_LIMITS.links}.`,
  part: "Expected an object.",
} as const

// A missing field gets the field's own message too: the editor shows one line per field.
const text = (min: number, max: number, message: string) =>
  Schema.String.annotate({ message })
    .check(Schema.isMinLength(min, { message }), Schema.isMaxLength(max, { message }))
    .pipe(Schema.annotateKey({ messageMissingKey: message }))

/** A link of the header or footer: its name and where it goes (`isSiteLinkTarget`). */
export const SiteLinkSchema = Schema.Struct({
  label: text(1, HEADER_FOOTER_LIMITS.linkLabel, HEADER_FOOTER_MESSAGE.linkLabel),
  href: Schema.String.annotate({ message: HEADER_FOOTER_MESSAGE.linkTarget })
    .check(Schema.makeFilter((href: string) => isSiteLinkTarget(href) || HEADER_FOOTER_MESSAGE.linkTarget))
    .pipe(Schema.annotateKey({ messageMissingKey: HEADER_FOOTER_MESSAGE.linkTarget })),
}).annotate({ message: HEADER_FOOTER_MESSAGE.part })

const links = Schema.Array(SiteLinkSchema)
  .annotate({ message: HEADER_FOOTER_MESSAGE.links })
  .check(Schema.isMaxLength(HEADER_FOOTER_LIMITS.links, { message: HEADER_FOOTER_MESSAGE.links }))
  .pipe(Schema.annotateKey({ messageMissingKey: HEADER_FOOTER_MESSAGE.links }))

/**
 * The site header: the title shown as the home link, an announcement line above it (empty: none)
 * and the main navigation's links, in order.
 */
export const SiteHeaderSchema = Schema.Struct({
  siteTitle: text(1, HEADER_FOOTER_LIMITS.siteTitle, HEADER_FOOTER_MESSAGE.siteTitle),
  announcement: text(0, HEADER_FOOTER_LIMITS.announcement, HEADER_FOOTER_MESSAGE.announcement),
  links,
}).annotate({ message: HEADER_FOOTER_MESSAGE.part })

/** The site footer: a line of text (empty: none) and its links, in order. */
export const SiteFooterSchema = Schema.Struct({
  text: text(0, HEADER_FOOTER_LIMITS.footerText, HEADER_FOOTER_MESSAGE.footerText),
  links,
}).annotate({ message: HEADER_FOOTER_MESSAGE.part })

/**
 * The header and footer every storefront page shows (SITE-001), as the editor saves them and
 * `GET /api/site-header-footer` answers them (API-031, API-032).
 *
 * @example
 * Schema.decodeUnknownSync(SiteHeaderFooterSchema)(DEFAULT_HEADER_FOOTER)
 */
export const SiteHeaderFooterSchema = Schema.Struct({
  header: SiteHeaderSchema,
  footer: SiteFooterSchema,
})

/** A link of the header or footer. */
export type SiteLink = typeof SiteLinkSchema.Type
/** The header and footer. */
export type SiteHeaderFooter = typeof SiteHeaderFooterSchema.Type
