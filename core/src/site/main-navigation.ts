// Updating the main navigation (API-038, STORE-008) when the main navigation is the header's links
// (see navigation.ts). The update's items carry targets but no names, and the header shows one row
// of named links; our choices:
// - Only `MAIN_NAVIGATION` can be updated: the site has no other navigation.
// - Each item becomes one header link, in order, at most `HEADER_FOOTER_LIMITS.links` of them. An
//   item goes to a store page of the website (`collectionId`, the link `/shop/<urlId>`, `storePageHref`) or to an address
//   (`externalLink`, as given). Nested items, member areas (the store has none) and items with no
//   target are refused, each under its own field path, rather than silently dropped.
// - A link already in the header with the same target keeps its name (the merchant may have renamed
//   it in the header editor); a new one is named by its store page's navigation title, or by its
//   address: the host of an absolute address, the last segment of a path, "Home" for "/".
// Plain functions over plain data; `updateNavigation` reads the pages and saves.
import { HEADER_FOOTER_LIMITS, type SiteLink } from "./header-footer.ts"
import { isExternalLinkTarget } from "./header-footer-link.ts"
import { MAIN_NAVIGATION, type NavigationItem } from "./navigation.ts"
import { storePageHref } from "./store-setup.ts"
import { STORE_FALLBACK_TITLE } from "./url-id.ts"

/** The messages of a main-navigation update the header cannot show (ours). */
export const MAIN_NAVIGATION_MESSAGE = {
  fieldName: `Only the main navigation ("${MAIN_NAVIGATION}") can be updated.`,
  items: `The main navigation holds at most ${HEADER_FOOTER_LIMITS.links} links.`,
  nested: "The main navigation's links do not nest: the header shows one row of links.",
  memberArea: "This store has no member areas to link to.",
  noTarget: "A link of the main navigation goes to a store page or an address.",
  noPage: "This website has no store page with this id.",
} as const

/** What a main-navigation link reads of a store page. */
export interface NavigationPage {
  readonly navigationTitle: string
  readonly urlId: string
}

/** The header's new links, or the problems by field path (`navigation.items.0.collectionId`). */
export type MainNavigationLinks =
  | { readonly ok: true; readonly links: readonly SiteLink[] }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> }

/**
 * The header links a main-navigation update sets (API-038): one per item, in order, named as the
 * header already names that target or after the page or address; `pages` are the website's store
 * pages the items name, by id.
 *
 * @example
 * mainNavigationLinks([collectionItem("p1")], new Map([["p1", { navigationTitle: "Shop", urlId: "shop" }]]), [])
 * // { ok: true, links: [{ label: "Shop", href: "/shop/shop" }] }
 */
export const mainNavigationLinks = (
  items: readonly NavigationItem[],
  pages: ReadonlyMap<string, NavigationPage>,
  current: readonly SiteLink[],
): MainNavigationLinks => {
  if (items.length > HEADER_FOOTER_LIMITS.links)
    return { ok: false, errors: { "navigation.items": MAIN_NAVIGATION_MESSAGE.items } }
  const errors: Record<string, string> = {}
  const links: SiteLink[] = []
  items.forEach((item, index) => {
    const link = itemLink(item, pages)
    if (typeof link === "string") errors[`navigation.items.${index}${link}`] = problemMessage(link)
    else
      links.push({
        label: current.find((kept) => kept.href === link.href)?.label ?? link.label,
        href: link.href,
      })
  })
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, links }
}

type Problem = ".items" | ".memberAreaId" | ".collectionId" | ""

const problemMessage = (problem: Problem): string =>
  ({
    ".items": MAIN_NAVIGATION_MESSAGE.nested,
    ".memberAreaId": MAIN_NAVIGATION_MESSAGE.memberArea,
    ".collectionId": MAIN_NAVIGATION_MESSAGE.noPage,
    "": MAIN_NAVIGATION_MESSAGE.noTarget,
  })[problem]

// The link an item makes, or the field path (after the item's own) of why it makes none.
const itemLink = (item: NavigationItem, pages: ReadonlyMap<string, NavigationPage>): SiteLink | Problem => {
  if (item.items.length > 0) return ".items"
  if (item.memberAreaId !== null) return ".memberAreaId"
  if (item.collectionId !== null) {
    const page = pages.get(item.collectionId)
    if (page === undefined) return ".collectionId"
    return {
      label: linkLabel(page.navigationTitle.trim() || STORE_FALLBACK_TITLE),
      href: storePageHref(page.urlId),
    }
  }
  if (item.externalLink !== null)
    return { label: linkLabel(addressName(item.externalLink)), href: item.externalLink }
  return ""
}

const linkLabel = (name: string): string => name.slice(0, HEADER_FOOTER_LIMITS.linkLabel)

/**
 * The name a new link to an address gets: the host of an absolute address (without "www."), the
 * last segment of a path, "Home" for the site's root.
 *
 * @example
 * addressName("https://www.journal.example.com/posts") // "journal.example.com"
 * addressName("/pages/contact?x=1") // "contact"
 */
export const addressName = (href: string): string => {
  if (isExternalLinkTarget(href)) return href.replace(/^https?:\/\/(www\.)?/i, "").split(/[/?#:]/)[0] || href
  const segments = (href.split(/[?#]/)[0] ?? "").split("/").filter((segment) => segment !== "")
  return segments[segments.length - 1] ?? "Home"
}
