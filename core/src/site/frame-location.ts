// Inside the editor, the cart location comes from the editor frame's location (UI-004; how is not
// shown, our choice): the editor's preview frame has a location of its own, the storefront address
// of the page it shows (`https://shop.example/fr/` for the French home page), which its document
// carries as its `<base href>`. A page of the site linked from inside the frame, the cart first of
// all, is written against that location: the frame's origin, the frame's language prefix, then the
// page's path (`/cart` → `https://shop.example/fr/cart`); so the link opens in the frame the page
// the frame would show, never the editor's own address (`/admin/...`), and the cart page opened
// there finds its own links against its location in the frame, as on the storefront.
import { languagePrefix, languageSegment, pathWithoutLanguage, prefixedPath } from "./language-path.ts"
import { catalogueLanguage } from "./multilingual-catalogue.ts"
import type { MultilingualSettings } from "./multilingual-rules.ts"

/** The cart page's path, without a language prefix. */
export const CART_PATH = "/cart"

// An absolute address's origin (scheme and host, lower-cased as a browser writes them) and path;
// core has no URL class, and the frame's location is always absolute.
const ADDRESS = /^([a-z][a-z\d+.-]*:\/\/[^/?#]*)([^?#]*)/i
const parts = (address: string) => {
  const match = ADDRESS.exec(address)
  return { origin: (match?.[1] ?? "").toLowerCase(), path: match?.[2] || "/" }
}
const originOf = (address: string) => parts(address).origin

/**
 * The preview frame's location: the storefront address of the page shown, under `prefix` (`""`
 * for the primary language, `/fr` for French).
 *
 * @example
 * previewFrameLocation("https://shop.example", "/fr") // "https://shop.example/fr/"
 */
export const previewFrameLocation = (origin: string, prefix: string): string =>
  `${originOf(origin)}${prefix}/`

/**
 * A page of the site (`path`, with or without a language segment) as linked from a frame at
 * `frameLocation`: the frame's origin and language prefix, then the path without its own language.
 *
 * @example
 * frameSiteHref("https://shop.example/fr/", "/cart") // "https://shop.example/fr/cart"
 * frameSiteHref("https://shop.example/", "/cart") // "https://shop.example/cart"
 */
export const frameSiteHref = (frameLocation: string, path: string): string => {
  const location = parts(frameLocation)
  const segment = languageSegment(location.path.replace(/\/$/, "") || "/")
  const prefix = segment === undefined ? "" : `/${segment.segment}`
  return location.origin + prefixedPath(prefix, pathWithoutLanguage(path))
}

/**
 * The cart's location inside a frame at `frameLocation` (UI-004): the frame's origin and language.
 *
 * @example
 * frameCartHref("https://shop.example/de/products/tee") // "https://shop.example/de/cart"
 */
export const frameCartHref = (frameLocation: string): string => frameSiteHref(frameLocation, CART_PATH)

/** A language the editor's preview can show the home page in: its tag, English name and prefix. */
export interface PreviewLanguage {
  readonly tag: string
  /** Its name in English, the admin's language (`French`). */
  readonly name: string
  /** The prefix of its pages' paths (`languagePrefix`): `""` for the primary language. */
  readonly prefix: string
  readonly published: boolean
}

/**
 * The languages the home page editor's preview offers: every language on the site's list, in its
 * order, published or not (ours: the spec is silent; a merchant previews a language before
 * publishing it); none when the site has one language, so the preview shows no picker.
 *
 * @example
 * previewLanguages(settings).map((one) => one.prefix) // ["", "/fr"] for English and French
 */
export const previewLanguages = (settings: MultilingualSettings): readonly PreviewLanguage[] =>
  settings.languages.length < 2
    ? []
    : settings.languages.map(({ tag, published }) => ({
        tag,
        name: catalogueLanguage(tag)?.name ?? tag,
        prefix: languagePrefix(tag, settings.primaryLanguage),
        published,
      }))
