import { DEFAULT_HEADER_FOOTER, type SiteHeaderFooter } from "@vitrine/core/site"
import { useRenderedPageData } from "../ssr/page-data-context.tsx"
import { readSiteChrome } from "../ssr/site-chrome.ts"

/**
 * The header and footer the page was rendered with (SITE-001), for the whole visit: from the page's
 * data, or on a page the server sent as the bare app shell from the shell's own script
 * (`siteChromeScript`); the defaults on a page with neither (the app served without its server).
 *
 * @example
 * const { header } = useHeaderFooter()
 */
export const useHeaderFooter = (): SiteHeaderFooter =>
  useRenderedPageData()?.headerFooter ?? readSiteChrome() ?? DEFAULT_HEADER_FOOTER
