import type { PageLanguageData } from "@vitrine/adapter-http/contract"
import { pathWithoutLanguage, prefixedPath, translate } from "@vitrine/core/site"
import { usePath } from "../router/history.ts"

/**
 * The header's language switcher (SESSION-002): the site's live languages, each named in itself
 * (`lang` and `hreflang` on the link, so a screen reader says "Deutsch" in German), the page's own
 * language marked `aria-current`. Plain links to the same page in each language (`/fr/cart`): a
 * full page load, which brings the page rendered in that language; no script of its own, so an
 * island page (whose header is the server's HTML) loads none for it. Nothing when the site serves
 * one language.
 *
 * @example
 * <LanguageSwitcher language={data.language} />
 */
export const LanguageSwitcher = ({ language }: { language: PageLanguageData | undefined }) => {
  const rest = pathWithoutLanguage(usePath())
  const links = language?.links ?? []
  if (links.length === 0) return null
  return (
    <nav className="language-switcher" aria-label={translate(language?.strings, "language")}>
      <ul className="language-list">
        {links.map((link) => (
          <li key={link.tag}>
            <a
              href={prefixedPath(link.prefix, rest)}
              hrefLang={link.tag}
              lang={link.tag}
              aria-current={link.current ? "true" : undefined}
            >
              {link.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
