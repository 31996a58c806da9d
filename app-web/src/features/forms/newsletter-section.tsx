import type { ReactNode } from "react"
import { LOAD_PROBLEM_TEXT, screenText } from "../../components/ErrorScreen.tsx"
import type { LoadFailure } from "../../components/load-failure.ts"
import { usePageText } from "../../ssr/page-language.ts"

/**
 * The footer newsletter's texts in English (a page in another language reads the dictionary's
 * `stayInTouch`, `signUp` and the error screens' keys). The failure lines are the spec's (UI-016
 * when no answer came, UI-018 else), with their recovery action (UI-020).
 *
 * @example
 * screen.getByRole("heading", { name: NEWSLETTER_TEXT.title })
 */
export const NEWSLETTER_TEXT = {
  title: "Stay in touch",
  submit: "Sign Up",
  network: LOAD_PROBLEM_TEXT.network,
  failed: LOAD_PROBLEM_TEXT.failed,
} as const

/**
 * The footer newsletter's place: its heading over the form, or over the line saying it did not load.
 * Small and apart from the form's chunk, so the footer can say its chunk did not arrive.
 *
 * @example
 * <NewsletterSection><NewsletterUnavailable failure={{ kind: "offline" }} onRetry={retry} /></NewsletterSection>
 */
export const NewsletterSection = ({ children }: { children: ReactNode }) => (
  <section className="newsletter" aria-labelledby="newsletter-title">
    <h2 id="newsletter-title" className="newsletter-title">
      {usePageText()("stayInTouch")}
    </h2>
    {children}
  </section>
)

/**
 * One short line in the form's place, with the button that loads it again: a polite `status`, not a
 * page's `alert`, since the visitor asked for nothing (see `NewsletterFooter`).
 *
 * @example
 * <NewsletterUnavailable failure={loaded.failure} onRetry={retry} />
 */
export const NewsletterUnavailable = ({
  failure,
  onRetry,
}: {
  failure: LoadFailure
  onRetry: () => void
}) => {
  const text = screenText(failure.kind === "offline" ? "network" : "failed", usePageText())
  return (
    <p className="newsletter-failure" role="status">
      {text.message}{" "}
      <button type="button" className="button button-small button-secondary" onClick={onRetry}>
        {text.retry}
      </button>
    </p>
  )
}
