import { createContext, type ReactNode, useContext } from "react"
import type { Route } from "./routes.ts"

/** Starts loading the code (the chunk) of a kind of page, without rendering it. */
export type PagePrefetch = (page: Route["page"]) => void

const PagePrefetchContext = createContext<{
  readonly page: PagePrefetch
  readonly path: (path: string) => void
}>({ page: () => undefined, path: () => undefined })

/**
 * Gives the links below it the app's way of fetching a page's chunk ahead of a click: a link asks
 * for its page's code when the visitor shows the intent to follow it (the pointer over it, a touch,
 * focus), not while the current page loads. `pageOf` tells which page a path opens (the route
 * table, given here so a link carries no routing code: an island page has no provider, and its links
 * load the next page whole). Without a provider (tests, a part rendered alone, island pages) a link
 * prefetches nothing.
 *
 * @example
 * <PagePrefetchProvider prefetch={prefetchPageOf} pageOf={(path) => routeOf(path).page}>…</PagePrefetchProvider>
 */
export const PagePrefetchProvider = ({
  prefetch,
  pageOf,
  children,
}: {
  prefetch: PagePrefetch
  pageOf: (path: string) => Route["page"]
  children: ReactNode
}) => (
  <PagePrefetchContext value={{ page: prefetch, path: (path) => prefetch(pageOf(path)) }}>
    {children}
  </PagePrefetchContext>
)

/**
 * The nearest provider's prefetch, for a control that leads to a page without a link (the checkout
 * form leads to its confirmation).
 *
 * @example
 * const prefetch = usePagePrefetch()
 * <form onFocus={() => prefetch("order")}>…</form>
 */
export const usePagePrefetch = (): PagePrefetch => useContext(PagePrefetchContext).page

/**
 * The nearest provider's prefetch of the page at a path (a link's `href`).
 *
 * @example
 * const prefetch = usePathPrefetch()
 * prefetch("/cart")
 */
export const usePathPrefetch = (): ((path: string) => void) => useContext(PagePrefetchContext).path
