import { CartIndicator } from "@vitrine/react"
import { useSiteUser } from "../api/accounts.tsx"
import { Link } from "../router/Link.tsx"
import { useNavigate } from "../router/navigation.tsx"
import { ACCOUNT_PATH, SIGN_IN_PATH } from "../router/paths.ts"

// The header's two islands, apart from the header itself: an island page hydrates these alone, and
// its first load carries neither the header's markup nor the Island component that places them.

/**
 * The header's cart link with its count and subtotal (`@vitrine/react`'s indicator).
 *
 * @example
 * <HeaderCart />
 */
export const HeaderCart = () => <CartIndicator href="/cart" onNavigate={useNavigate()} />

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
