// Apart from the Schemas (header-footer.ts) and importing only their types: every storefront page
// reads the defaults, and no page should carry Effect Schema for them.
import type { SiteHeaderFooter } from "./header-footer.ts"

/**
 * What a store shows before its merchant saves a header and footer: the store's name, no
 * announcement, the shop and contact pages, an empty footer — the header pages had before the
 * editor existed, so a store that never opens it looks the same.
 *
 * @example
 * DEFAULT_HEADER_FOOTER.header.siteTitle // "Vitrine"
 */
export const DEFAULT_HEADER_FOOTER: SiteHeaderFooter = {
  header: {
    siteTitle: "Vitrine",
    announcement: "",
    links: [
      { label: "Shop", href: "/" },
      { label: "Contact", href: "/contact" },
    ],
  },
  footer: { text: "", links: [] },
}
