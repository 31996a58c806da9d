// The site's navigation (STORE-008, STORE-009, API-038, API-039). The spec gives the update's fields
// and the layout's two fields, and leaves the rest open; our choices:
// - The main navigation is the header's links (`SiteHeaderFooter.header.links`): the layout has one
//   entry, `layout[0]`, whose `identifier` is `MAIN_NAVIGATION` and whose `links` are those links.
//   A layout without that entry has no main navigation (STORE-009).
// - A navigation item (STORE-008) points at a collection (a store page), an address
//   (`externalLink`) or a member area, or at nothing when it only holds nested `items` (a folder);
//   unset targets are null. Nesting is at most `NAVIGATION_LIMITS.depth` levels deep.
// These rules are plain functions over plain data; the Schemas are in navigation-model.ts.
import type { SiteLink } from "./header-footer.ts"

/** The identifier of the main navigation in the site layout (ours: the spec does not name it). */
export const MAIN_NAVIGATION = "mainNavigation"

/** The spec's message when there is no main navigation to append to (STORE-009). */
export const NO_MAIN_NAVIGATION = "Unable to find site main navigation"

/** How deep navigation items may nest (ours). */
export const NAVIGATION_LIMITS = { depth: 3 } as const

/** One item of a navigation update (STORE-008). */
export interface NavigationItem {
  readonly collectionId: string | null
  readonly externalLink: string | null
  readonly memberAreaId: string | null
  readonly items: readonly NavigationItem[]
}

/** The navigation update payload (STORE-008), as API-038 sends it. */
export interface NavigationUpdate {
  readonly fieldName: string
  readonly templateId: string
  readonly navigation: { readonly items: readonly NavigationItem[] }
}

/** One entry of the site layout (API-039): a navigation by its identifier, with its links. */
export interface LayoutEntry {
  readonly identifier: string
  readonly links: readonly SiteLink[]
}

/**
 * The site layout as API-039 answers it: one entry, the main navigation, whose links are the
 * header's.
 *
 * @example
 * siteLayout([{ label: "Shop", href: "/" }]) // [{ identifier: "mainNavigation", links: [{ label: "Shop", href: "/" }] }]
 */
export const siteLayout = (headerLinks: readonly SiteLink[]): readonly LayoutEntry[] => [
  { identifier: MAIN_NAVIGATION, links: headerLinks },
]

/**
 * Appends a link to the layout's main navigation (the last step of store creation, STORE-002),
 * keeping every other entry and link as it was; when the layout has no main navigation, the spec's
 * "Unable to find site main navigation" (STORE-009).
 *
 * @example
 * appendToMainNavigation([], { label: "Shop", href: "/shop" }) // { ok: false, message: "Unable to find site main navigation" }
 */
export const appendToMainNavigation = (
  layout: readonly LayoutEntry[],
  link: SiteLink,
):
  | { readonly ok: true; readonly layout: readonly LayoutEntry[] }
  | { readonly ok: false; readonly message: string } =>
  layout.some((entry) => entry.identifier === MAIN_NAVIGATION)
    ? {
        ok: true,
        layout: layout.map((entry) =>
          entry.identifier === MAIN_NAVIGATION ? { ...entry, links: [...entry.links, link] } : entry,
        ),
      }
    : { ok: false, message: NO_MAIN_NAVIGATION }

/**
 * The navigation update (STORE-008) that sets a navigation to `items`, for the template
 * `templateId`.
 *
 * @example
 * navigationUpdate(MAIN_NAVIGATION, "tpl-1", [collectionItem("store-page-1")])
 */
export const navigationUpdate = (
  fieldName: string,
  templateId: string,
  items: readonly NavigationItem[],
): NavigationUpdate => ({ fieldName, templateId, navigation: { items } })

/**
 * A navigation item pointing at a collection (a store page), with no nested items.
 *
 * @example
 * collectionItem("c1") // { collectionId: "c1", externalLink: null, memberAreaId: null, items: [] }
 */
export const collectionItem = (collectionId: string): NavigationItem => ({
  collectionId,
  externalLink: null,
  memberAreaId: null,
  items: [],
})

/**
 * How deep items nest: 1 for a flat list, 0 for none.
 *
 * @example
 * navigationDepth([{ ...collectionItem("a"), items: [collectionItem("b")] }]) // 2
 */
export const navigationDepth = (items: readonly NavigationItem[]): number =>
  items.reduce((deepest, item) => Math.max(deepest, 1 + navigationDepth(item.items)), 0)

/**
 * Whether an item points at one thing at most (a folder points at none and holds items).
 *
 * @example
 * hasOneTarget({ ...collectionItem("c1"), externalLink: "https://example.com" }) // false
 */
export const hasOneTarget = (item: NavigationItem): boolean =>
  [item.collectionId, item.externalLink, item.memberAreaId].filter((target) => target !== null).length <= 1 &&
  item.items.every(hasOneTarget)
