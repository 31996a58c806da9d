import { DEFAULT_HEADER_FOOTER, type SiteHeaderFooter } from "@vitrine/core/site"
import { useRenderedPageData } from "../ssr/page-data-context.tsx"

/**
 * The header and footer the page was rendered with (SITE-001), for the whole visit; the defaults on
 * a page the server did not render.
 *
 * @example
 * const { header } = useHeaderFooter()
 */
export const useHeaderFooter = (): SiteHeaderFooter =>
  useRenderedPageData()?.headerFooter ?? DEFAULT_HEADER_FOOTER
