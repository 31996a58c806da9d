import type { LanguageLink } from "@vitrine/core/site"
import { pathWithoutLanguage, prefixedPath } from "@vitrine/core/site"
import type { MouseEvent } from "react"
import { useAccounts } from "../api/accounts.tsx"
import { useSiteUser } from "../api/site-user.ts"
import { usePath } from "../router/history.ts"

/** Props of {@link LanguageSwitcher}: the live languages (core's `languageLinks`) and its name. */
export interface LanguageSwitcherProps {
  readonly links: readonly LanguageLink[]
  /** Its accessible name in the page's language ("Langue"). */
  readonly label: string
}

/**
 * The header's language switcher (SESSION-002): the site's live languages, each named in itself
 * (`lang` and `hreflang` on the link, so a screen reader says "Deutsch" in German), the page's own
 * language marked `aria-current`. Plain links to the same page in each language (`/fr/cart`): a
 * full page load brings the page rendered in that language, and they work before any script. On an
 * island page it is an island whose code is a chunk of its own, not on the first load; once it has
 * hydrated, a signed-in member's switch first tells the server (API-030,
 * `POST /api/site-users/account/locale`), which keeps the language on their account, then loads the
 * page, whether or not the call succeeded (the language shown is the address's, not the account's).
 *
 * @example
 * <LanguageSwitcher links={languageLinks(settings, "fr", "/cart")} label="Langue" />
 */
export const LanguageSwitcher = ({ links, label }: LanguageSwitcherProps) => {
  const rest = pathWithoutLanguage(usePath())
  const { authenticated } = useSiteUser()
  const accounts = useAccounts()
  // A modified click (a new tab or window) and the current language stay plain links.
  const switchTo = (event: MouseEvent<HTMLAnchorElement>, link: LanguageLink) => {
    if (
      !authenticated ||
      link.current ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return
    event.preventDefault()
    const href = event.currentTarget.href
    // A full page load even inside the app: the page comes back rendered in the new language.
    void accounts
      .setLanguage(link.tag)
      .catch(() => undefined)
      .finally(() => window.location.assign(href))
  }
  return (
    <nav className="language-switcher" aria-label={label}>
      <ul className="language-switcher-list">
        {links.map((link) => (
          <li key={link.tag}>
            <a
              href={prefixedPath(link.prefix, rest)}
              hrefLang={link.tag}
              lang={link.tag}
              aria-current={link.current ? "true" : undefined}
              onClick={(event) => switchTo(event, link)}
            >
              {link.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

// The islands entry loads it by its default export: the shortest name to spell on the first load.
export default LanguageSwitcher
