import type { ComponentType } from "react"
import { Analytics } from "../analytics/Analytics.tsx"
import { FloatingCart } from "../app/FloatingCart.tsx"
import { AccountLink, HeaderCart } from "../app/HeaderIslands.tsx"
import { CardAddButton } from "../features/catalog/CardAddButton.tsx"
import { ProductPurchase } from "../features/product/ProductPurchase.tsx"
import type { IslandName } from "./Island.tsx"

// biome-ignore lint/suspicious/noExplicitAny: each island's props come from the page data, as recorded.
type AnyComponent = ComponentType<any>

/**
 * Each island's component, as the islands entry hydrates it. Those the page needs at once are in
 * the entry (on its first load, and counted by the build's first-load figure); the footer's form
 * is a chunk of its own, fetched when the footer comes near the screen.
 */
export const ISLAND_PARTS: Readonly<Record<IslandName, () => AnyComponent | Promise<AnyComponent>>> = {
  purchase: () => ProductPurchase,
  "card-add": () => CardAddButton,
  "cart-pill": () => FloatingCart,
  "cart-indicator": () => HeaderCart,
  "account-link": () => AccountLink,
  analytics: () => Analytics,
  newsletter: () => import("../app/FooterNewsletter.tsx").then((module) => module.FooterNewsletter),
}

/** Islands below the fold: hydrated when they come near the screen, not with the page. */
export const BELOW_THE_FOLD: ReadonlySet<IslandName> = new Set<IslandName>(["newsletter"])
