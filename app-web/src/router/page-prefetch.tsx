import { createContext, type ReactNode, useContext } from "react"
import type { Route } from "./routes.ts"

/** Starts loading the code (the chunk) of a kind of page, without rendering it. */
export type PagePrefetch = (page: Route["page"]) => void

const PagePrefetchContext = createContext<PagePrefetch>(() => undefined)

/**
 * Gives the links below it the app's way of fetching a page's chunk ahead of a click: a link asks
 * for its page's code when the visitor shows the intent to follow it (the pointer over it, a touch,
 * focus), not while the current page loads. Without a provider (tests, a part rendered alone) a link
 * prefetches nothing.
 *
 * @example
 * <PagePrefetchProvider prefetch={prefetchPageOf}>…</PagePrefetchProvider>
 */
export const PagePrefetchProvider = ({
  prefetch,
  children,
}: {
  prefetch: PagePrefetch
  children: ReactNode
}) => <PagePrefetchContext value={prefetch}>{children}</PagePrefetchContext>

/**
 * The nearest provider's prefetch, for a control that leads to a page without a link (the checkout
 * form leads to its confirmation).
 *
 * @example
 * const prefetch = usePagePrefetch()
 * <form onFocus={() => prefetch("order")}>…</form>
 */
export const usePagePrefetch = (): PagePrefetch => useContext(PagePrefetchContext)
