import { type ComponentType, use } from "react"
import type { Route } from "./routes.ts"

/** The storefront's pages, each its own chunk: a page's first load carries only its own code. */
export type StorefrontPage = "listing" | "product" | "cart"

// Every page takes the route's own props (the product page its slug); the others take none.
// biome-ignore lint/suspicious/noExplicitAny: each page's props differ; `Page` in App passes the right ones.
type PageComponent = ComponentType<any>

const loaders: Record<StorefrontPage, () => Promise<PageComponent>> = {
  listing: () => import("../features/catalog/ListingPage.tsx").then((module) => module.ListingPage),
  product: () => import("../features/product/ProductPage.tsx").then((module) => module.ProductPage),
  cart: () => import("../features/cart/CartPage.tsx").then((module) => module.CartPage),
}

const loaded = new Map<StorefrontPage, PageComponent>()
const loading = new Map<StorefrontPage, Promise<PageComponent>>()

/**
 * Loads a page's chunk once (later calls share it). `main.tsx` awaits the first page's before
 * hydrating, and the server's render loads them all at start, so a rendered page never waits for
 * its own code while React takes it over.
 *
 * @example
 * await loadPage("product")
 */
export const loadPage = (page: StorefrontPage): Promise<PageComponent> => {
  const found = loading.get(page)
  if (found) return found
  const load = loaders[page]().then((component) => {
    loaded.set(page, component)
    return component
  })
  loading.set(page, load)
  return load
}

/**
 * The storefront page a route shows, or undefined for the others (the merchant's screens, not
 * found).
 *
 * @example
 * storefrontPage({ page: "cart" }) // "cart"
 */
export const storefrontPage = (route: Route): StorefrontPage | undefined =>
  route.page === "listing" || route.page === "product" || route.page === "cart" ? route.page : undefined

/**
 * A page's component: at once when its chunk is here, else it suspends (the nearest Suspense shows
 * its fallback) until the chunk arrives.
 *
 * @example
 * const ProductPage = usePage("product")
 */
export const usePage = (page: StorefrontPage): PageComponent => loaded.get(page) ?? use(loadPage(page))
