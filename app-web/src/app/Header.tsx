import { CartIndicator } from "@vitrine/react"
import { navigate } from "../router/history.ts"
import { Link } from "../router/Link.tsx"
import { CONTACT_PATH, FORMS_PATH, SETTINGS_PATH } from "../router/routes.ts"

/**
 * The store header: the store name (home), the way to the cart with its indicator (count and
 * subtotal), which stays reachable even when the floating pill is hidden, the contact page, and the
 * merchant's store settings and forms (the demo has no sign-in).
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
            <CartIndicator href="/cart" onNavigate={navigate} />
          </li>
          <li>
            <Link href={SETTINGS_PATH}>Store settings</Link>
          </li>
          <li>
            <Link href={FORMS_PATH}>Forms</Link>
          </li>
        </ul>
      </nav>
    </div>
  </header>
)
