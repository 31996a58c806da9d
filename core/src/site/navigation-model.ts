import { Schema } from "effect"
import { SiteLinkSchema } from "./header-footer.ts"
import { isSiteLinkTarget } from "./header-footer-link.ts"
import { hasOneTarget, NAVIGATION_LIMITS, type NavigationItem, navigationDepth } from "./navigation.ts"

/** The messages of a navigation update that does not fit (ours). */
export const NAVIGATION_MESSAGE = {
  fieldName: "The navigation's field name is required.",
  templateId: "The template id is required.",
  items: `Navigation items must be a list, nested at most ${NAVIGATION_LIMITS.depth} deep.`,
  target: "A navigation item points at one collection, address or member area at most.",
  externalLink: "A navigation link must go to a page of this site (/…) or to an http(s) address.",
} as const

const id = (message: string) =>
  Schema.String.annotate({ message })
    .check(Schema.isMinLength(1, { message }), Schema.isMaxLength(200, { message }))
    .pipe(Schema.annotateKey({ messageMissingKey: message }))

const nullableId = Schema.NullOr(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)))

/** A navigation item as it travels (the Schema's encoded side), items nested inside. */
export interface NavigationItemEncoded {
  readonly collectionId: string | null
  readonly externalLink: string | null
  readonly memberAreaId: string | null
  readonly items: readonly NavigationItemEncoded[]
}

/** A navigation item (STORE-008), items nested inside. */
export const NavigationItemSchema: Schema.Codec<NavigationItem, NavigationItemEncoded> = Schema.Struct({
  collectionId: nullableId,
  externalLink: Schema.NullOr(
    Schema.String.check(
      Schema.makeFilter((href: string) => isSiteLinkTarget(href) || NAVIGATION_MESSAGE.externalLink),
    ),
  ),
  memberAreaId: nullableId,
  items: Schema.Array(
    Schema.suspend((): Schema.Codec<NavigationItem, NavigationItemEncoded> => NavigationItemSchema),
  ),
}).check(Schema.makeFilter((item) => hasOneTarget(item) || NAVIGATION_MESSAGE.target))

/**
 * The navigation update payload (STORE-008, API-038): `fieldName`, `templateId` and
 * `navigation.items`, nested at most `NAVIGATION_LIMITS.depth` deep.
 *
 * @example
 * Schema.decodeUnknownSync(NavigationUpdateSchema)(navigationUpdate("mainNavigation", "t1", []))
 */
export const NavigationUpdateSchema = Schema.Struct({
  fieldName: id(NAVIGATION_MESSAGE.fieldName),
  templateId: id(NAVIGATION_MESSAGE.templateId),
  navigation: Schema.Struct({
    items: Schema.Array(NavigationItemSchema)
      .annotate({ message: NAVIGATION_MESSAGE.items })
      .check(
        Schema.makeFilter(
          (items) => navigationDepth(items) <= NAVIGATION_LIMITS.depth || NAVIGATION_MESSAGE.items,
        ),
      ),
  }),
})

/** The site layout as API-039 answers it: `layout[0]` is the main navigation. */
export const SiteLayoutSchema = Schema.Struct({
  layout: Schema.Array(Schema.Struct({ identifier: Schema.String, links: Schema.Array(SiteLinkSchema) })),
})
