import type { Product } from "@vitrine/core/catalog"
import { lazy, Suspense, useEffect, useRef } from "react"
import { Analytics } from "../analytics/Analytics.tsx"
import { orderEvents } from "../analytics/events.ts"
import { NotFound } from "../components/NotFound.tsx"
import { PageErrorBoundary } from "../components/PageErrorBoundary.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { OrderEventsContext } from "../features/checkout/order-events.ts"
import { ProductPage } from "../features/product/ProductPage.tsx"
import { Island } from "../islands/Island.tsx"
import { usePath } from "../router/history.ts"
import { PagePrefetchProvider } from "../router/page-prefetch-provider.tsx"
import { type Route, routeOf } from "../router/routes.ts"
import { FloatingCart } from "./FloatingCart.tsx"
import { Header } from "./Header.tsx"
import { SiteFooter } from "./SiteFooter.tsx"
import {
  CartPage,
  CheckoutPage,
  ListingPage,
  loadOrderPage,
  prefetchPageOf,
  RelatedProducts,
  StorePage,
} from "./storefront-pages.ts"

// The merchant's side and the account pages are code no browsing shopper needs: chunks of their
// own, off the product page's first load.
const AdminPage = lazy(() =>
  import("../features/admin/AdminPage.tsx").then((module) => ({ default: module.AdminPage })),
)
const memberPages = () => import("../features/account/MemberPages.tsx")
const SignInPage = lazy(() => memberPages().then((module) => ({ default: module.SignInPage })))
const RegisterPage = lazy(() => memberPages().then((module) => ({ default: module.RegisterPage })))
const AccountPage = lazy(() => memberPages().then((module) => ({ default: module.AccountPage })))

// The confirmation carries the address rules and region lists: a chunk of its own (as the checkout's,
// in storefront-pages.ts).
const OrderPage = lazy(() => loadOrderPage().then((module) => ({ default: module.OrderPage })))

// Forms carry the form Schema (Effect's) and the merchant's tables: chunks of their own, loaded when
// their page opens, or (the footer's newsletter, `FooterNewsletter`) once the page has loaded and
// gone idle and the footer is near the screen.
const ContactPage = lazy(() =>
  import("../features/forms/ContactPage.tsx").then((module) => ({ default: module.ContactPage })),
)

const pageOf = (path: string) => routeOf(path).page

/**
 * The store's frame: header, the page for the current path, the floating pill and the item-added
 * popover snapped to it. Providers are set up by `Store` (or a test), so this renders with any
 * client. The interactive parts are `Island`s: rendered in place here, and the only parts an island
 * page (`src/islands.tsx`) hydrates.
 *
 * What loads when (issue 15: on a phone every chunk evaluated while a page loads is a task its
 * first tap may wait behind): the opening page's chunk before hydration (`main.tsx`); the parts
 * inside it (popover, pay-later line, restock box) as they hydrate; another page's code only on the
 * visitor's intent, through `PagePrefetchProvider` (a link under the pointer, touched or focused;
 * the checkout form focused, for the confirmation), never eagerly; the footer's newsletter form, the
 * HTTP clients and the analytics session once the page has loaded and the browser is idle.
 *
 * @example
 * <Store client={client} /> // renders <App /> inside its providers
 */
export const App = () => {
  const path = usePath()
  const route = routeOf(path)
  useSiteStylesAfterMoves(route.page === "admin")
  // The cart pill and popover stay off the cart and the checkout: the visitor is already there.
  const isCartPage = route.page === "cart" || route.page === "checkout"
  return (
    <PagePrefetchProvider prefetch={prefetchPageOf} pageOf={pageOf}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main">
        <PageErrorBoundary path={path}>
          <Page route={route} />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      <Island name="cart-pill" component={FloatingCart} props={{ isCartPage }} />
      <Island name="analytics" component={Analytics} props={{}} />
    </PagePrefetchProvider>
  )
}

// The first page's head is the server's, with the site styles or (the admin) without; only a later
// in-app move between the admin and the storefront loads the helper that shows, hides or fetches them.
const useSiteStylesAfterMoves = (admin: boolean) => {
  const first = useRef(admin)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current && admin === first.current) return
    moved.current = true
    void import("./site-styles.ts").then((sheet) => sheet.followSiteStyles(!admin))
  }, [admin])
}

// What follows a product: the related products, once their chunk is there (nothing meanwhile).
const relatedTo = (product: Product) => (
  <Suspense fallback={null}>
    <RelatedProducts product={product} />
  </Suspense>
)

const Page = ({ route }: { route: Route }) => {
  switch (route.page) {
    case "listing":
    case "product":
    case "cart":
      return (
        <Suspense fallback={<Spinner label="Loading" />}>
          {route.page === "listing" ? (
            <ListingPage />
          ) : route.page === "product" ? (
            <ProductPage slug={route.slug} more={relatedTo} />
          ) : (
            <CartPage />
          )}
        </Suspense>
      )
    case "admin":
      return (
        <Suspense fallback={<Spinner label="Loading the admin" />}>
          <AdminPage
            section={route.section}
            formId={"formId" in route ? route.formId : undefined}
            {...("orderId" in route && route.orderId ? { orderId: route.orderId } : {})}
          />
        </Suspense>
      )
    case "sign-in":
    case "register":
    case "account":
      return (
        <Suspense fallback={<Spinner label="Loading" />}>
          {route.page === "sign-in" ? (
            <SignInPage />
          ) : route.page === "register" ? (
            <RegisterPage />
          ) : (
            <AccountPage />
          )}
        </Suspense>
      )
    case "checkout":
      return (
        <Suspense fallback={<Spinner label="Loading checkout" />}>
          <CheckoutPage kind={route.kind ?? "cart"} />
        </Suspense>
      )
    case "order":
      return (
        <Suspense fallback={<Spinner label="Loading your order" />}>
          <OrderEventsContext value={orderEvents}>
            <OrderPage orderId={route.orderId} />
          </OrderEventsContext>
        </Suspense>
      )
    case "store-page":
      return (
        <Suspense fallback={<Spinner label="Loading" />}>
          <StorePage urlId={route.urlId} />
        </Suspense>
      )
    case "contact":
      return (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <ContactPage />
        </Suspense>
      )
    case "not-found":
      return <NotFound />
  }
}
