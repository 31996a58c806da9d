import { useId } from "react"

/** The banner's texts: the spec gives none, these say what the choice does. */
export const CONSENT_TEXT = {
  title: "Cookies",
  body: "We use cookies to count visits and measure how fast pages load. Nothing is recorded unless you accept.",
  accept: "Accept",
  decline: "Decline",
} as const

/**
 * The cookie consent banner: a labelled region at the foot of the page with two buttons, reached
 * with Tab like any other control (it does not take focus nor trap it: browsing stays possible
 * before answering, in restrictive mode). Accepting stores `ss_performanceCookiesAllowed=true` and
 * starts tracking; declining stores `false`. The buttons' clicks are answered by the document's
 * listener (`consent-answer.ts`, by their `data-consent-answer`), so they work from the server's
 * HTML before the app has hydrated it. Its look is `consent-banner.css`, which `ConsentPrompt`
 * imports: the page's first stylesheet carries it, so the server's banner is laid out as it will stay.
 *
 * @example
 * <ConsentBanner />
 */
export const ConsentBanner = () => {
  const title = useId()
  return (
    <section className="consent-banner" aria-labelledby={title}>
      <h2 id={title} className="consent-title">
        {CONSENT_TEXT.title}
      </h2>
      <p>{CONSENT_TEXT.body}</p>
      <div className="consent-actions">
        <button type="button" className="button button-secondary" data-consent-answer="false">
          {CONSENT_TEXT.decline}
        </button>
        <button type="button" className="button" data-consent-answer="true">
          {CONSENT_TEXT.accept}
        </button>
      </div>
    </section>
  )
}
