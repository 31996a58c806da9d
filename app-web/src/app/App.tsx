import { CartPill, ItemAddedPopover } from "@vitrine/react"
import { lazy, Suspense, useRef } from "react"
import { NotFound } from "../components/NotFound.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { CartPage } from "../features/cart/CartPage.tsx"
import { ListingPage } from "../features/catalog/ListingPage.tsx"
import { ProductPage } from "../features/product/ProductPage.tsx"
import { navigate, usePath } from "../router/history.ts"
import { type Route, routeOf } from "../router/routes.ts"
import { useHydrated } from "../ssr/use-hydrated.ts"
import { Header } from "./Header.tsx"

// The merchant's side and the account pages are code no browsing shopper needs: chunks of their
// own, off the product page's first load.
const AdminPage = lazy(() =>
  import("../features/admin/AdminPage.tsx").then((module) => ({ default: module.AdminPage })),
)
const memberPages = () => import("../features/account/MemberPages.tsx")
const SignInPage = lazy(() => memberPages().then((module) => ({ default: module.SignInPage })))
const RegisterPage = lazy(() => memberPages().then((module) => ({ default: module.RegisterPage })))
const AccountPage = lazy(() => memberPages().then((module) => ({ default: module.AccountPage })))

// Checkout and the confirmation carry the address rules and region lists: their own chunks.
const CheckoutPage = lazy(() =>
  import("../features/checkout/CheckoutPage.tsx").then((module) => ({ default: module.CheckoutPage })),
)
const OrderPage = lazy(() =>
  import("../features/checkout/OrderPage.tsx").then((module) => ({ default: module.OrderPage })),
)

// Forms carry the form Schema (Effect's) and the merchant's tables: chunks of their own, loaded when
// their page opens, or (the footer's newsletter) after the page has rendered.
const ContactPage = lazy(() =>
  import("../features/forms/ContactPage.tsx").then((module) => ({ default: module.ContactPage })),
)
const NewsletterFooter = lazy(() =>
  import("../features/forms/NewsletterFooter.tsx").then((module) => ({ default: module.NewsletterFooter })),
)
const FormsPage = lazy(() =>
  import("../features/submissions/FormsPage.tsx").then((module) => ({ default: module.FormsPage })),
)
const SubmissionsPage = lazy(() =>
  import("../features/submissions/SubmissionsPage.tsx").then((module) => ({
    default: module.SubmissionsPage,
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
  // The cart pill and popover stay off the cart and the checkout: the visitor is already there.
  const isCartPage = route.page === "cart" || route.page === "checkout"
  const pill = useRef<HTMLAnchorElement>(null)
  const hydrated = useHydrated()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main">
        <Page route={route} />
      </main>
      <footer className="site-footer">
        {/* Not on the server: its lazy chunk would suspend the render (React error #419). */}
        {hydrated && (
          <Suspense fallback={null}>
            <NewsletterFooter />
          </Suspense>
        )}
      </footer>
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
    case "admin":
      return (
        <Suspense fallback={<Spinner label="Loading the admin" />}>
          <AdminPage section={route.section} />
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
          <CheckoutPage />
        </Suspense>
      )
    case "order":
      return (
        <Suspense fallback={<Spinner label="Loading your order" />}>
          <OrderPage orderId={route.orderId} />
        </Suspense>
      )
    case "contact":
      return (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <ContactPage />
        </Suspense>
      )
    case "forms":
      return (
        <Suspense fallback={<Spinner label="Loading forms" />}>
          <FormsPage />
        </Suspense>
      )
    case "submissions":
      return (
        <Suspense fallback={<Spinner label="Loading submissions" />}>
          <SubmissionsPage formId={route.formId} />
        </Suspense>
      )
    case "not-found":
      return <NotFound />
  }
}
