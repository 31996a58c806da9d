import type { Cart } from "@vitrine/core/cart"
import type { ChoiceFromAddress, Product } from "@vitrine/core/catalog"
import type { StorefrontAnalyticsSettings } from "@vitrine/core/preferences"
import type { RestockBoxConfig } from "@vitrine/core/restock"
import type {
  HomeLayout,
  LanguageLink,
  SiteHeaderFooter,
  StorefrontStrings,
  StoreSettings,
} from "@vitrine/core/site"
import type { GetCheckout } from "./checkout.ts"

/**
 * What a server renders a storefront page with, embedded in the page as JSON so the browser's app
 * takes over without asking for it again: the store settings and the visitor's cart on every page,
 * the site's header and footer where the whole app hydrates, the products on the listing (on a product page, the related products its "You may also like"
 * shows), the product on a product page (`null`: there is none, the page is the not-found one) with
 * what its restock box needs of the store (whether it checks a captcha, its mailing-list checkbox),
 * the checkout's quote on a checkout page (`null`: no open cart to check out). The values are the
 * API's own answers (the contract's encoding), so the app reads them exactly as it reads a fetched
 * answer. `path` is the page they were read for. One definition for the server that writes it and
 * the app that reads it.
 *
 * @example
 * const data: StorefrontPageData = { path: "/cart", settings, cart: null }
 */
export interface StorefrontPageData {
  readonly path: string
  readonly settings: StoreSettings
  readonly cart: Cart | null
  /**
   * The site's header and footer (SITE-001) the page was rendered with. Embedded only where the
   * whole app hydrates: an island page's header and footer are never hydrated, so it leaves them out.
   */
  readonly headerFooter?: SiteHeaderFooter
  readonly products?: readonly Product[]
  /**
   * On the home page, the sections the merchant arranged, rendered above the listing; absent when
   * none is saved (the home page is the listing alone, as before). Never embedded: the sections are
   * the server's HTML and never hydrate.
   */
  readonly homeLayout?: HomeLayout
  readonly product?: Product | null
  readonly restockBox?: RestockBoxConfig
  readonly quote?: (typeof GetCheckout.response.Type)["quote"] | null
  /** The merchant's analytics and cookie-consent settings, for the page's analytics session. */
  readonly analytics?: StorefrontAnalyticsSettings
  /**
   * Whether the page shows the cookie consent banner: the merchant wants it and the visitor has not
   * answered (nor sent Global Privacy Control). Rendered with the page; absent, the session decides.
   */
  readonly consentBanner?: boolean
  /** On a product page whose address carries a choice (`?Size=M&quantity=2`), that choice. */
  readonly chosen?: ChoiceFromAddress
  /**
   * On a store page (`/shop/{urlId}`), the page with its filter links and the category shown
   * (`products` are the products it shows, in the merchant's order); `null`: no such page (the
   * not-found one).
   */
  readonly storePage?: StorePageOnSite | null
  /** The language the page is shown in, with its interface strings (SITE-009); absent: English. */
  readonly language?: PageLanguageData
}

/** A store page as the storefront shows it: see core's `storePageShown`. */
export interface StorePageOnSite {
  readonly title: string
  readonly description: string
  readonly urlId: string
  readonly filters: readonly { readonly id: string; readonly name: string }[]
  readonly category: string | null
}

/**
 * The language of a storefront page: its tag, the prefix its pages' paths carry (`""` for the
 * site's primary language, `"/fr"`), the static dictionary's strings the islands show (as data,
 * not code: the browser shows what the server rendered), and the language switcher's links (only
 * where the whole app hydrates its header; absent on an island page).
 */
export interface PageLanguageData {
  readonly tag: string
  readonly prefix: string
  readonly strings: StorefrontStrings
  readonly links?: readonly LanguageLink[]
}
