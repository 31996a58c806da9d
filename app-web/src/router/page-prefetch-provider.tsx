import type { ReactNode } from "react"
import { type PagePrefetch, PagePrefetchContext } from "./page-prefetch.tsx"
import type { Route } from "./routes.ts"

// The app's provider, apart from what links read (`page-prefetch.tsx`): island pages have none, and
// their first load carries the links' side only.

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
