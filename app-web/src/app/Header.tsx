import { translate } from "@vitrine/core/site"
import { Island } from "../islands/Island.tsx"
import { Link } from "../router/Link.tsx"
import { useRenderedPageData } from "../ssr/page-data-context.tsx"
import { AccountLink, HeaderCart } from "./HeaderIslands.tsx"
import { useHeaderFooter } from "./header-footer.ts"
import { LanguageSwitcher } from "./LanguageSwitcher.tsx"
import { SiteLinkTo } from "./SiteLinkTo.tsx"

/**
 * The store header, as the merchant set it in the header and footer editor (SITE-001): the site
 * title (home), the announcement line when there is one, the main navigation's links; then the way
 * to the cart with its indicator (count and subtotal), which stays reachable even when the floating
 * pill is hidden, and the member's sign-in or account, as the `SiteUserInfo` cookie says
 * (SESSION-003); then the language switcher when the site serves several languages, and home and the
 * cart in the page's language. Nothing of the merchant's: staff go to `/admin` themselves.
 *
 * @example
 * <Header />
 */
export const Header = () => {
  const { header } = useHeaderFooter()
  const language = useRenderedPageData()?.language
  const prefix = language?.prefix ?? ""
  return (
    <header className="site-header">
      {header.announcement !== "" && <p className="site-announcement">{header.announcement}</p>}
      <div className="site-header-inner">
        <Link href={prefix || "/"} className="brand">
          {header.siteTitle}
        </Link>
        <nav aria-label="Main">
          <ul className="nav-list">
            {header.links.map((link, index) => (
              // A merchant may list one page twice: the position keeps the keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: links have no id; the list is the merchant's order.
              <li key={index}>
                <SiteLinkTo link={link} />
              </li>
            ))}
            <li>
              <Island name="cart-indicator" component={HeaderCart} props={{ href: `${prefix}/cart` }} />
            </li>
            <li>
              <Island
                name="account-link"
                component={AccountLink}
                props={{
                  account: translate(language?.strings, "account"),
                  signIn: translate(language?.strings, "signIn"),
                  prefix,
                }}
              />
            </li>
          </ul>
        </nav>
        {language?.links && language.links.length > 0 && (
          <Island
            name="lang"
            component={LanguageSwitcher}
            props={{ links: language.links, label: translate(language.strings, "language") }}
          />
        )}
      </div>
    </header>
  )
}
