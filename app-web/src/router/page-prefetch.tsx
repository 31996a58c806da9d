import { createContext, useContext } from "react"
import type { Route } from "./routes.ts"

/** Starts loading the code (the chunk) of a kind of page, without rendering it. */
export type PagePrefetch = (page: Route["page"]) => void

/** The app's prefetch, as `PagePrefetchProvider` gives it (see `page-prefetch-provider.tsx`). */
export const PagePrefetchContext = createContext<{
  readonly page: PagePrefetch
  readonly path: (path: string) => void
}>({ page: () => undefined, path: () => undefined })

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
