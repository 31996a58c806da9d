// Plain functions, no Effect and no imports: the storefront's links and navigation call this on
// every page, the product page's first load included, so it carries no language catalogue.

// The app's own areas that are never under a language: the merchant's screens and the API.
const UNPREFIXED = /^\/(?:admin|api)(?:[/?#]|$)/

/**
 * An in-app path kept in the page's language: `path` under `prefix` (`/fr`; `""` for the site's
 * primary language, which has none). Left as given: a path already under the prefix, anything that is
 * not a path of this site (`https://…`, `//host`, `mailto:`, `#top`, `?page=2`), and the merchant's
 * screens and the API. Idempotent, so a link and the navigation it triggers may both apply it.
 *
 * @example
 * pathInLanguage("/fr", "/checkout") // "/fr/checkout"
 * pathInLanguage("/fr", "/") // "/fr"
 * pathInLanguage("/fr", "/?sort=new") // "/fr?sort=new"
 * pathInLanguage("/fr", "/fr/cart") // "/fr/cart"
 * pathInLanguage("/fr", "/admin/orders") // "/admin/orders"
 * pathInLanguage("", "/checkout") // "/checkout"
 */
export const pathInLanguage = (prefix: string, path: string): string => {
  if (prefix === "" || path[0] !== "/" || path[1] === "/" || UNPREFIXED.test(path)) return path
  const next = path[prefix.length]
  if (path.startsWith(prefix) && (next === undefined || "/?#".includes(next))) return path
  return path === "/" || path[1] === "?" || path[1] === "#" ? prefix + path.slice(1) : prefix + path
}
