import { Suspense } from "react"
import { useSiteUser } from "../api/site-user.ts"
import { Link } from "../router/Link.tsx"
import { useNavigate } from "../router/navigation.tsx"
import { ACCOUNT_PATH, SIGN_IN_PATH } from "../router/paths.ts"
import { lazyPart } from "./lazy-part.ts"

// The header's two islands, apart from the header itself: an island page hydrates these alone, and
// its first load carries neither the header's markup nor the Island component that places them.

// The subtotal is formatted money: the indicator is a chunk of its own, so that formatting is not
// on an island page's first load; the server's link stays on screen until it hydrates.
const CartIndicator = lazyPart(() =>
  import("@vitrine/react/cart-indicator").then((module) => module.CartIndicator),
)

/**
 * The header's cart link with its count and subtotal (`@vitrine/react`'s indicator); `href` is the
 * cart in the page's language (`/fr/cart`).
 *
 * @example
 * <HeaderCart href="/fr/cart" />
 */
export const HeaderCart = ({ href }: { href: string }) => (
  <Suspense fallback={null}>
    <CartIndicator href={href} onNavigate={useNavigate()} />
  </Suspense>
)

/**
 * The member's account, or the way to sign in, as the `SiteUserInfo` cookie says (SESSION-003).
 *
 * @example
 * <AccountLink />
 */
export const AccountLink = () =>
  useSiteUser().authenticated ? (
    <Link href={ACCOUNT_PATH}>Account</Link>
  ) : (
    <Link href={SIGN_IN_PATH}>Sign in</Link>
  )
