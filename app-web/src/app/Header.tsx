import { Link } from "../router/Link.tsx"

/**
 * The store header: the store name (home) and the way to the cart, which stays reachable even when
 * the floating pill is hidden.
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
            <Link href="/cart">Cart</Link>
          </li>
        </ul>
      </nav>
    </div>
  </header>
)
