import { Island } from "../islands/Island.tsx"
import { FooterNewsletter } from "./FooterNewsletter.tsx"
import { useHeaderFooter } from "./header-footer.ts"
import { SiteLinkTo } from "./SiteLinkTo.tsx"

/**
 * The store footer: the newsletter sign-up (an island, loaded when near the screen), then the
 * merchant's footer text and links from the header and footer editor (SITE-001), each shown only
 * when set.
 *
 * @example
 * <SiteFooter />
 */
export const SiteFooter = () => {
  const { footer } = useHeaderFooter()
  return (
    <footer className="site-footer">
      <Island name="newsletter" component={FooterNewsletter} props={{}} />
      {footer.links.length > 0 && (
        <nav aria-label="Footer">
          <ul className="footer-links">
            {footer.links.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: links have no id; the list is the merchant's order.
              <li key={index}>
                <SiteLinkTo link={link} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {footer.text !== "" && <p className="footer-text">{footer.text}</p>}
    </footer>
  )
}
