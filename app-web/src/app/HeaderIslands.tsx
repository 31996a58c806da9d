import { Suspense } from "react"
import { useSiteUser } from "../api/site-user.ts"
import { LinkAsGiven } from "../router/LinkAsGiven.tsx"
import { useNavigate } from "../router/navigation.tsx"
import { ACCOUNT_PATH, SIGN_IN_PATH } from "../router/paths.ts"
import { lazyPart } from "./lazy-part.ts"

// The header's two islands, apart from the header itself: an island page hydrates these alone, and
// its first load carries neither the header's markup nor the Island component that places them.

// The subtotal is formatted money: the indicator is a chunk of its own, so that formatting is not
// on an island page's first load; the server's link stays on screen until it hydrates. Its word and
// its subtotal are in the page's language (./CartIndicator.tsx).
const CartIndicator = lazyPart(() => import("./CartIndicator.tsx").then((module) => module.CartIndicator))

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
 * The member's account, or the way to sign in, as the `SiteUserInfo` cookie says (SESSION-003), in
 * the page's language: its two texts are the island's props, translated by the server's render
 * (the header), so an island page's first load carries no dictionary. Its
 * paths are under `prefix`, the page's language's (`/fr/account`).
 *
 * @example
 * <AccountLink account="Compte" signIn="Se connecter" prefix="/fr" />
 */
export const AccountLink = ({ account, signIn, prefix }: AccountLinkTexts) =>
  useSiteUser().authenticated ? (
    <LinkAsGiven href={prefix + ACCOUNT_PATH}>{account}</LinkAsGiven>
  ) : (
    <LinkAsGiven href={prefix + SIGN_IN_PATH}>{signIn}</LinkAsGiven>
  )

/** The account link's two texts in the page's language (the dictionary's `account` and `signIn`). */
export interface AccountLinkTexts {
  readonly account: string
  readonly signIn: string
  /** The page's language prefix (`/fr`; `""` for the primary language). */
  readonly prefix: string
}
