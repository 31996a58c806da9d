import { createContext, type ReactNode, useContext } from "react"
import { hasNavigated, usePath } from "../router/history.ts"
import type { PageData } from "./page-data.ts"

const PageDataContext = createContext<PageData | undefined>(undefined)

/**
 * Hands the server's page data to the pages below it (`Store` does, when the page has some).
 *
 * @example
 * <PageDataProvider data={readPageData(document)}><App /></PageDataProvider>
 */
export const PageDataProvider = ({ data, children }: { data: PageData | undefined; children: ReactNode }) => (
  <PageDataContext value={data}>{children}</PageDataContext>
)

/**
 * The server's data for the page on screen: only on the page it was rendered for and only until the
 * visitor moves inside the app. A page opened later (or again, with back) reads fresh data, so
 * stock and prices stay current.
 *
 * @example
 * const data = usePageData()
 * const initial = data?.products ? { status: "ready", value: data.products } : undefined
 */
export const usePageData = (): PageData | undefined => {
  const data = useContext(PageDataContext)
  const path = usePath()
  if (data === undefined || data.path !== path || hasNavigated()) return undefined
  return data
}

/**
 * The server's data as the page was rendered, whatever page is on screen now: for what frames every
 * page (the header and footer), which moving inside the app does not change.
 *
 * @example
 * const rendered = useRenderedPageData()?.headerFooter
 */
export const useRenderedPageData = (): PageData | undefined => useContext(PageDataContext)
