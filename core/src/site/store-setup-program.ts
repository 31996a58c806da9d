import { Effect } from "effect"
import { MainNavigationMissing, NavigationFull } from "./errors.ts"
import { HEADER_FOOTER_LIMITS } from "./header-footer.ts"
import { siteHeaderFooter } from "./header-footer-program.ts"
import { appendToMainNavigation, MAIN_NAVIGATION, siteLayout } from "./navigation.ts"
import { SiteHeaderFooterRepository, StorePages } from "./port.ts"
import { rootCategoryPayload, storePageHref, storePagePayload } from "./store-setup.ts"
import { STORE_FALLBACK_TITLE } from "./url-id.ts"

/** What a merchant gives to create a store page. */
export interface NewStore {
  readonly title: string
  readonly description: string
  /** Whether the page joins the main navigation (the header's links) as its last link. */
  readonly addToNavigation: boolean
}

/**
 * Creates a store page with its root category (STORE-001), in the spec's order (STORE-002): the
 * store page, then its root category, then, when asked, a link to it appended to the main
 * navigation — which fails with "Unable to find site main navigation" (STORE-009) when the layout
 * has none, and with `NavigationFull` when the header already shows as many links as it may (the
 * page and category stay: the merchant can add the link once there is room). Answers the page's id
 * and URL id.
 *
 * @example
 * createStore("site-1", { title: "Shop", description: "", addToNavigation: true })
 */
export const createStore = Effect.fn("createStore")(function* (websiteId: string, store: NewStore) {
  const pages = yield* StorePages
  const page = storePagePayload(store.title, store.description, yield* pages.urlIds(websiteId))
  const id = yield* pages.createStorePage(websiteId, page)
  yield* pages.createCategory(websiteId, id, rootCategoryPayload(store.title))
  if (store.addToNavigation) {
    const current = yield* siteHeaderFooter(websiteId)
    if (current.header.links.length >= HEADER_FOOTER_LIMITS.links)
      return yield* new NavigationFull({ limit: HEADER_FOOTER_LIMITS.links })
    const appended = appendToMainNavigation(siteLayout(current.header.links), {
      // A link needs a name: a blank title is the fallback title's (STORE-006's "Shop").
      label: (store.title.trim() || STORE_FALLBACK_TITLE).slice(0, HEADER_FOOTER_LIMITS.linkLabel),
      href: storePageHref(page.urlId),
    })
    if (!appended.ok) return yield* new MainNavigationMissing({ websiteId })
    const main = appended.layout.find((entry) => entry.identifier === MAIN_NAVIGATION)
    const repository = yield* SiteHeaderFooterRepository
    yield* repository.save(websiteId, { ...current, header: { ...current.header, links: main?.links ?? [] } })
  }
  return { id, urlId: page.urlId }
})
