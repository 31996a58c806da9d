import type { Cart } from "@vitrine/core/cart"
import type { StoreSettings } from "@vitrine/core/site"
import type { ReactNode } from "react"
import { CartContext } from "../cart/cart-context.ts"
import type { CartStore } from "../cart/cart-store.ts"
import { useCartSession } from "../cart/use-cart-session.ts"
import type { VitrineClient } from "../client.ts"
import { SettingsContext } from "../settings/settings-context.ts"
import { useSettingsSession } from "../settings/use-settings-session.ts"
import { ClientContext } from "./client-context.ts"

/**
 * Gives every Vitrine hook and component below it the store client, the visitor's cart and the store
 * settings. Pass the HTTP client of `@vitrine/adapter-http/client` or any object with the same
 * methods (`VitrineClient`). Pass `settings` when the page already has them, so they are not read
 * again at start; likewise `cart` (the visitor's cart, or `null` for none) when the server rendered
 * the page with it, so the first render matches the server's and the cart is not read again. A page
 * made of several React roots (islands) that must show one cart passes each root's provider the
 * same `cartStore` (`createCartStore(client, cart)`, created once per page; `cart` is then unused).
 * The provider renders nothing of its own and routes nothing.
 *
 * @example
 * <VitrineProvider client={createStoreClient()}>
 *   <AddToCartButton product={product} />
 *   <CartPill href="/cart" />
 * </VitrineProvider>
 */
export const VitrineProvider = ({
  client,
  settings,
  cart: initialCart,
  cartStore,
  children,
}: {
  client: VitrineClient
  settings?: StoreSettings | undefined
  cart?: Cart | null | undefined
  /** A cart store shared with other roots of the page; without it the provider holds its own. */
  cartStore?: CartStore | undefined
  children?: ReactNode
}) => {
  const cart = useCartSession(client, initialCart, cartStore)
  const storeSettings = useSettingsSession(client, settings)
  return (
    <ClientContext value={client}>
      <SettingsContext value={storeSettings}>
        <CartContext value={cart}>{children}</CartContext>
      </SettingsContext>
    </ClientContext>
  )
}
