import { Effect, Option } from "effect"
import { NavigationUpdateInvalid } from "./errors.ts"
import { HEADER_FOOTER_LIMITS } from "./header-footer.ts"
import { siteHeaderFooter } from "./header-footer-program.ts"
import { MAIN_NAVIGATION_MESSAGE, mainNavigationLinks, type NavigationPage } from "./main-navigation.ts"
import { MAIN_NAVIGATION, type NavigationUpdate } from "./navigation.ts"
import { SiteHeaderFooterRepository, StorePages } from "./port.ts"

/**
 * Applies a navigation update (API-038, STORE-008): the main navigation's items become the header's
 * links (`mainNavigationLinks`), the rest of the header and the footer kept; answers the header and
 * footer as saved. Fails with `NavigationUpdateInvalid` for another navigation than the main one,
 * too many items, or an item the header cannot show (see main-navigation.ts). The template id is
 * accepted and not kept: the site has one template. The store pages named are read only when the
 * items fit the header, so a long list costs no lookups.
 *
 * @example
 * updateNavigation("site-1", navigationUpdate(MAIN_NAVIGATION, "tpl-1", [collectionItem("page-1")]))
 */
export const updateNavigation = Effect.fn("updateNavigation")(function* (
  websiteId: string,
  update: NavigationUpdate,
) {
  if (update.fieldName !== MAIN_NAVIGATION)
    return yield* new NavigationUpdateInvalid({ errors: { fieldName: MAIN_NAVIGATION_MESSAGE.fieldName } })
  const { items } = update.navigation
  const pages = new Map<string, NavigationPage>()
  if (items.length <= HEADER_FOOTER_LIMITS.links) {
    const store = yield* StorePages
    for (const item of items) {
      if (item.collectionId === null || pages.has(item.collectionId)) continue
      const page = yield* store.page(websiteId, item.collectionId)
      if (Option.isSome(page)) pages.set(item.collectionId, page.value)
    }
  }
  const current = yield* siteHeaderFooter(websiteId)
  const result = mainNavigationLinks(items, pages, current.header.links)
  if (!result.ok) return yield* new NavigationUpdateInvalid({ errors: result.errors })
  const saved = { ...current, header: { ...current.header, links: result.links } }
  const repository = yield* SiteHeaderFooterRepository
  yield* repository.save(websiteId, saved)
  return saved
})
