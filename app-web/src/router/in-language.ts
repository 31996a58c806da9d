import { pathInLanguage } from "@vitrine/core/site"
import { useRenderedPageData } from "../ssr/page-data-context.tsx"
import { type Navigate, useNavigate } from "./navigation.tsx"

// Apart from navigation.tsx, which an island page's first load carries: these bring core's
// `pathInLanguage` and the page data's context, which that first load has no room for.

/**
 * An in-app path in the page's language (`/checkout` → `/fr/checkout` on a French page; core's
 * `pathInLanguage`: idempotent, and the admin, the API and other sites' addresses stay as given).
 *
 * @example
 * <a href={useInLanguage()("/cart")}>Cart</a>
 */
export const useInLanguage = (): ((path: string) => string) => {
  const prefix = useRenderedPageData()?.language?.prefix ?? ""
  return (path) => pathInLanguage(prefix, path)
}

/**
 * `useNavigate` kept in the page's language: on a French page `navigate("/account")` goes to
 * `/fr/account`, so a control needs no language of its own to stay in the visitor's.
 *
 * @example
 * const navigate = useNavigateInLanguage()
 * navigate(orderPath(order.id)) // "/fr/orders/…" on a French checkout
 */
export const useNavigateInLanguage = (): Navigate => {
  const navigate = useNavigate()
  const inLanguage = useInLanguage()
  return (path) => navigate(inLanguage(path))
}
