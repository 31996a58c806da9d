// Plain functions, no Effect: which language a storefront page is shown in, carried by its path.
import { catalogueLanguage, LANGUAGE_CATALOGUE } from "./multilingual-catalogue.ts"
import type { MultilingualSettings } from "./multilingual-rules.ts"
import { liveLanguages } from "./multilingual-views.ts"

/** A path split into its language segment (a catalogue tag, as the visitor spelled it) and the rest. */
export interface LanguageSegment {
  readonly segment: string
  /** The path without the segment, `/` at least. */
  readonly rest: string
}

const BY_LOWER = new Map(LANGUAGE_CATALOGUE.map(({ tag }) => [tag.toLowerCase(), tag]))

/**
 * The language segment a path starts with: a catalogue tag in any case (`/fr/cart`, `/FR`,
 * `/zh-hant/`); undefined for any other path, so no page of the store is taken for a language.
 *
 * @example
 * languageSegment("/fr/products/linen-shirt") // { segment: "fr", rest: "/products/linen-shirt" }
 * languageSegment("/cart") // undefined
 */
export const languageSegment = (path: string): LanguageSegment | undefined => {
  const match = /^\/([A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?)(\/.*)?$/.exec(path)
  const segment = match?.[1]
  if (segment === undefined || !BY_LOWER.has(segment.toLowerCase())) return undefined
  return { segment, rest: match?.[2] ?? "/" }
}

/** What a page request is answered with: the page in a language, or a move to another address. */
export type PageLanguage =
  | { readonly kind: "serve"; readonly language: string; readonly prefix: string }
  | { readonly kind: "move"; readonly permanent: boolean; readonly path: string }

/**
 * The prefix of a language's pages' paths: `""` for the site's primary language, `/<tag>` for
 * every other.
 *
 * @example
 * languagePrefix("fr", "en") // "/fr"
 * languagePrefix("en", "en") // ""
 */
export const languagePrefix = (tag: string, primary: string): string => (tag === primary ? "" : `/${tag}`)

/**
 * The path of a page (`rest`, without a language) in a language: the primary language's pages have
 * no prefix, every other language's are under its tag.
 *
 * @example
 * languagePath("/products/linen-shirt", "fr", "en") // "/fr/products/linen-shirt"
 * languagePath("/", "fr", "en") // "/fr"
 * languagePath("/cart", "en", "en") // "/cart"
 */
export const languagePath = (rest: string, tag: string, primary: string): string =>
  prefixedPath(languagePrefix(tag, primary), rest)

/**
 * A page's path (`rest`, without a language) under a language's prefix (`""` for the primary's).
 *
 * @example
 * prefixedPath("/fr", "/cart") // "/fr/cart"
 * prefixedPath("/fr", "/") // "/fr"
 */
export const prefixedPath = (prefix: string, rest: string): string =>
  prefix === "" ? rest : rest === "/" ? prefix : prefix + rest

/**
 * A path without its language segment, as the store routes it: `/fr/cart` → `/cart`.
 *
 * @example
 * pathWithoutLanguage("/fr/products/tee") // "/products/tee"
 * pathWithoutLanguage("/cart") // "/cart"
 */
export const pathWithoutLanguage = (path: string): string => languageSegment(path)?.rest ?? path

/**
 * The language of a storefront page whose path had `segment` before `rest` (none: the primary's).
 * Only live languages (`liveLanguages`) are served, each at one address: the primary's pages have no
 * prefix (`/en/cart` moves, permanently, to `/cart`), another's use the catalogue's spelling (`/FR`
 * moves to `/fr`). A language the site does not serve now (unpublished, not on the site, or the
 * translation service disconnected) moves, temporarily, to the same page in the primary language:
 * a shared link keeps working, and works in that language again once it is published.
 *
 * @example
 * pageLanguage(settings, "fr", "/cart") // { kind: "serve", language: "fr", prefix: "/fr" } when French is live
 * pageLanguage(settings, "it", "/cart") // { kind: "move", permanent: false, path: "/cart" } when Italian is not
 */
export const pageLanguage = (
  settings: MultilingualSettings,
  segment: string | undefined,
  rest: string,
): PageLanguage => {
  const primary = settings.primaryLanguage
  if (segment === undefined) return { kind: "serve", language: primary, prefix: "" }
  const tag = BY_LOWER.get(segment.toLowerCase())
  if (tag === undefined || !liveLanguages(settings).includes(tag)) {
    return { kind: "move", permanent: false, path: rest }
  }
  if (tag === primary) return { kind: "move", permanent: true, path: rest }
  if (tag !== segment) return { kind: "move", permanent: true, path: languagePath(rest, tag, primary) }
  return { kind: "serve", language: tag, prefix: `/${tag}` }
}

/** One entry of the language switcher: a live language, its own name, its address for this page. */
export interface LanguageLink {
  readonly tag: string
  readonly nativeName: string
  /** The prefix of its pages' paths: `""` for the primary language, `/fr` for French. */
  readonly prefix: string
  readonly href: string
  readonly current: boolean
}

/**
 * The language switcher's links for the page at `rest` shown in `current`: each live language in
 * the site's order, named in itself; none when the site serves one language only (no switcher).
 * The same list gives the page's `hreflang` alternates.
 *
 * @example
 * languageLinks(settings, "fr", "/cart").map((link) => link.href) // ["/cart", "/fr/cart"]
 */
export const languageLinks = (
  settings: MultilingualSettings,
  current: string,
  rest: string,
): readonly LanguageLink[] => {
  const live = liveLanguages(settings)
  if (live.length < 2) return []
  return live.map((tag) => {
    const prefix = languagePrefix(tag, settings.primaryLanguage)
    return {
      tag,
      nativeName: catalogueLanguage(tag)?.nativeName ?? tag,
      prefix,
      href: prefixedPath(prefix, rest),
      current: tag === current,
    }
  })
}
