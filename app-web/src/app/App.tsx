import { CartPill, ItemAddedPopover } from "@vitrine/react"
import { lazy, Suspense, useRef } from "react"
import { NotFound } from "../components/NotFound.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { CartPage } from "../features/cart/CartPage.tsx"
import { ListingPage } from "../features/catalog/ListingPage.tsx"
import { ProductPage } from "../features/product/ProductPage.tsx"
import { navigate, usePath } from "../router/history.ts"
import { type Route, routeOf } from "../router/routes.ts"
import { Header } from "./Header.tsx"

// The merchant's page is code no shopper needs: its own chunk, off the product page's first load.
const SettingsPage = lazy(() =>
  import("../features/settings/SettingsPage.tsx").then((module) => ({ default: module.SettingsPage })),
)

const RestockAdminPage = lazy(() =>
  import("../features/restock-admin/RestockAdminPage.tsx").then((module) => ({
    default: module.RestockAdminPage,
  })),
)

// Without the pill on screen the popover sits at the top right, below the sticky header.
const POPOVER_INSET = { top: 76, right: 24 }

/**
 * The store's frame: header, the page for the current path, the floating pill and the item-added
 * popover snapped to it. Providers are set up by `Store` (or a test), so this renders with any
 * client.
 *
 * @example
 * <Store client={client} /> // renders <App /> inside its providers
 */
export const App = () => {
  const route = routeOf(usePath())
  const isCartPage = route.page === "cart"
  const pill = useRef<HTMLAnchorElement>(null)
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main">
        <Page route={route} />
      </main>
      <CartPill ref={pill} href="/cart" onNavigate={navigate} isCartPage={isCartPage} />
      {!isCartPage && (
        <ItemAddedPopover anchor={pill} inset={POPOVER_INSET} href="/cart" onNavigate={navigate} />
      )}
    </>
  )
}

const Page = ({ route }: { route: Route }) => {
  switch (route.page) {
    case "listing":
      return <ListingPage />
    case "product":
      return <ProductPage slug={route.slug} />
    case "cart":
      return <CartPage />
    case "settings":
      return (
        <Suspense fallback={<Spinner label="Loading settings" />}>
          <SettingsPage />
        </Suspense>
      )
    case "restock":
      return (
        <Suspense fallback={<Spinner label="Loading sign-ups" />}>
          <RestockAdminPage />
        </Suspense>
      )
    case "not-found":
      return <NotFound />
  }
}
