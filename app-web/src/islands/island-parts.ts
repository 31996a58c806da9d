import type { ComponentType } from "react"
import { AccountLink, HeaderCart } from "../app/HeaderIslands.tsx"
import { ProductPurchase } from "../features/product/ProductPurchase.tsx"
import type { IslandName } from "./Island.tsx"
// The consent banner is in the server's HTML, though the analytics island that renders it hydrates
// with the lazy parts: its buttons answer from the page's first script on (a document listener), and
// its look is in the page's inlined stylesheet, not in a lazy chunk's (a late banner style would move
// the page, and the lazy imports would need Vite's preload helper to fetch it).
import "../analytics/consent-answer.ts"
import "../analytics/consent-banner.css"

// biome-ignore lint/suspicious/noExplicitAny: each island's props come from the page data, as recorded.
type AnyComponent = ComponentType<any>

/**
 * Each island's component, as the islands entry hydrates it. Those the page needs at once are in
 * the entry (on its first load, and counted by the build's first-load figure): the purchase area
 * and the header's. The cards' add buttons (a listing's, a product page's related products) are a
 * chunk of their own (about 400 bytes and a request, for 90 bytes off the first load): they paid for
 * the page's languages on the purchase area (its 'Sold Out' and 'Select Option', express checkout
 * to `/fr/checkout`), and the server's buttons stay on screen until their code arrives. The floating cart pill (shown only
 * once the cart has lines) and the analytics with its consent banner (nothing they do is needed to
 * paint) come last in the page and keep the server's HTML on screen until their code arrives, so
 * they stay off the first load (issue 15's 8 KB for the store's own code): their code is shared with
 * the app's pages, so it comes in the chunk the islands' lazy parts load anyway (`parts-shared`,
 * see vite-plugins/entry-chunks.ts), not as requests of their own. The footer's form is a chunk of
 * its own, fetched when the footer comes near the screen.
 */
export const ISLAND_PARTS: Readonly<Record<IslandName, () => AnyComponent | Promise<AnyComponent>>> = {
  purchase: () => ProductPurchase,
  "card-add": () => import("../features/catalog/CardAddButton.tsx").then((module) => module.CardAddButton),
  "cart-pill": () => import("../app/FloatingCart.tsx").then((module) => module.FloatingCart),
  "cart-indicator": () => HeaderCart,
  "account-link": () => AccountLink,
  analytics: () => import("../analytics/Analytics.tsx").then((module) => module.Analytics),
  newsletter: () => import("../app/FooterNewsletter.tsx").then((module) => module.FooterNewsletter),
  lang: () => import("../app/LanguageSwitcher.tsx").then((module) => module.default),
}

/** Islands below the fold: hydrated when they come near the screen, not with the page. */
export const BELOW_THE_FOLD: ReadonlySet<IslandName> = new Set<IslandName>(["newsletter"])
