import "./consent-banner.css"
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
 * starts tracking; declining stores `false`.
 *
 * @example
 * <ConsentBanner onAnswer={(accepted) => session.consent(accepted)} />
 */
export const ConsentBanner = ({ onAnswer }: { onAnswer: (accepted: boolean) => void }) => {
  const title = useId()
  return (
    <section className="consent-banner" aria-labelledby={title}>
      <h2 id={title} className="consent-title">
        {CONSENT_TEXT.title}
      </h2>
      <p>{CONSENT_TEXT.body}</p>
      <div className="consent-actions">
        <button type="button" className="button button-secondary" onClick={() => onAnswer(false)}>
          {CONSENT_TEXT.decline}
        </button>
        <button type="button" className="button" onClick={() => onAnswer(true)}>
          {CONSENT_TEXT.accept}
        </button>
      </div>
    </section>
  )
}
