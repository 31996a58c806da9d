import { isExternalLinkTarget, type SiteLink } from "@vitrine/core/site"
import { Link } from "../router/Link.tsx"

/**
 * A link the merchant put in the header or footer: one of the site's pages through the app's router,
 * an address elsewhere as a plain link (core refused every other scheme when it was saved).
 *
 * @example
 * <SiteLinkTo link={{ label: "Contact", href: "/contact" }} />
 */
export const SiteLinkTo = ({ link }: { link: SiteLink }) =>
  isExternalLinkTarget(link.href) ? (
    <a href={link.href} rel="noopener">
      {link.label}
    </a>
  ) : (
    <Link href={link.href}>{link.label}</Link>
  )
