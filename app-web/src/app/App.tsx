import { isPillVisible } from "@vitrine/core/cart"
import { lazy, Suspense } from "react"
import { NotFound } from "../components/NotFound.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { CartPage } from "../features/cart/CartPage.tsx"
import { CartPill } from "../features/cart/CartPill.tsx"
import { ItemAddedPopover } from "../features/cart/ItemAddedPopover.tsx"
import { ListingPage } from "../features/catalog/ListingPage.tsx"
import { ProductPage } from "../features/product/ProductPage.tsx"
import { usePath } from "../router/history.ts"
import { type Route, routeOf } from "../router/routes.ts"
import { useCartSession } from "../session/cart-session.tsx"
import { useCatalogue } from "../session/catalogue.tsx"
import { Header } from "./Header.tsx"

// The merchant's page is code no shopper needs: its own chunk, off the product page's first load.
const SettingsPage = lazy(() =>
  import("../features/settings/SettingsPage.tsx").then((module) => ({ default: module.SettingsPage })),
)

/**
 * The store's frame: header, the page for the current path, the floating pill and the item-added
 * popover. Providers are set up by `main.tsx` (or a test), so this renders with any client.
 *
 * @example
 * <StoreClientProvider client={client}><CatalogueProvider><CartSessionProvider><App /></CartSessionProvider></CatalogueProvider></StoreClientProvider>
 */
export const App = () => {
  const route = routeOf(usePath())
  const { catalogue } = useCatalogue()
  const { cart } = useCartSession()
  const isCartPage = route.page === "cart"
  const expressCheckout = catalogue.status === "ready" && catalogue.value.settings.expressCheckout
  const pillShown = isPillVisible({
    totalQuantity: cart?.totalQuantity ?? 0,
    isCartPage,
    expressCheckout,
    customCart: false,
  })
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main">
        <Page route={route} />
      </main>
      <CartPill isCartPage={isCartPage} expressCheckout={expressCheckout} />
      {!isCartPage && <ItemAddedPopover nearPill={pillShown} />}
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
    case "not-found":
      return <NotFound />
  }
}
