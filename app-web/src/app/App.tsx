import { CartPill, ItemAddedPopover } from "@vitrine/react"
import { lazy, Suspense, useRef } from "react"
import { NotFound } from "../components/NotFound.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { navigate, usePath } from "../router/history.ts"
import { type StorefrontPage, usePage } from "../router/pages.ts"
import { type Route, routeOf } from "../router/routes.ts"
import { Header } from "./Header.tsx"

// The merchant's page is code no shopper needs: its own chunk, off the product page's first load.
const SettingsPage = lazy(() =>
  import("../features/settings/SettingsPage.tsx").then((module) => ({ default: module.SettingsPage })),
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

// Each storefront page is its own chunk (`router/pages.ts`); a move to one not loaded yet shows the
// spinner until it arrives.
const LoadedPage = ({ page, slug }: { page: StorefrontPage; slug?: string }) => {
  const Component = usePage(page)
  return <Component {...(slug === undefined ? {} : { slug })} />
}

const Page = ({ route }: { route: Route }) => {
  switch (route.page) {
    case "listing":
    case "cart":
      return (
        <Suspense fallback={<Spinner label="Loading page" />}>
          <LoadedPage page={route.page} />
        </Suspense>
      )
    case "product":
      return (
        <Suspense fallback={<Spinner label="Loading page" />}>
          <LoadedPage page="product" slug={route.slug} />
        </Suspense>
      )
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
