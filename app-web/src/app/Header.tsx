import { Island } from "../islands/Island.tsx"
import { Link } from "../router/Link.tsx"
import { CONTACT_PATH } from "../router/paths.ts"
import { AccountLink, HeaderCart } from "./HeaderIslands.tsx"

/**
 * The store header: the store name (home), the way to the cart with its indicator (count and
 * subtotal), which stays reachable even when the floating pill is hidden, the contact page, and the
 * member's sign-in
 * or account, as the `SiteUserInfo` cookie says (SESSION-003). Nothing of the merchant's: staff go
 * to `/admin` themselves.
 *
 * @example
 * <Header />
 */
export const Header = () => (
  <header className="site-header">
    <div className="site-header-inner">
      <Link href="/" className="brand">
        Vitrine
      </Link>
      <nav aria-label="Main">
        <ul className="nav-list">
          <li>
            <Link href="/">Shop</Link>
          </li>
          <li>
            <Link href={CONTACT_PATH}>Contact</Link>
          </li>
          <li>
            <Island name="cart-indicator" component={HeaderCart} props={{}} />
          </li>
          <li>
            <Island name="account-link" component={AccountLink} props={{}} />
          </li>
        </ul>
      </nav>
    </div>
  </header>
)
