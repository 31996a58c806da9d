import { FormBlock } from "@vitrine/react"
import { useFormClient } from "../../api/forms.tsx"
import { LOAD_PROBLEM_TEXT } from "../../components/ErrorScreen.tsx"
import type { LoadFailure } from "../../components/load-failure.ts"
import { useLoad } from "../../components/use-load.ts"

/** The id of the demo's newsletter form (core's `NEWSLETTER_FORM`). */
export const NEWSLETTER_FORM_ID = "newsletter"

/**
 * The footer's texts. The failure lines are the spec's (UI-016 when no answer came, UI-018 else),
 * with their recovery action (UI-020).
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
 * The footer's newsletter sign-up (a newsletter form block: no problem lines around it, FORMSUBMIT-020).
 * A successful sign-up records the newsletter-subscribe event (FORMSUBMIT-007).
 *
 * What a store expects when the form's definition is not there (our choice, the spec is silent):
 * - while it loads, nothing (the footer is below the fold; a spinner there only moves the page);
 * - a store that has no newsletter form (404) shows nothing: there is nothing the visitor missed;
 * - a load that failed (no answer, a 5xx, a 503 or 429, an answer that broke the contract) keeps
 *   the heading, so the visitor knows a sign-up belongs there, with one short line in the form's
 *   place, "Unable to connect. Please try again" when no answer came, else "Unable to load. Try
 *   again.", and the button that loads it again. Not the pages' `ErrorScreen`: a footer is no place
 *   for a screen, and the line is a polite `status`, not an `alert`, since the visitor asked for
 *   nothing; nor does it try again by itself on a `Retry-After` (one more call for every open page).
 *
 * @example
 * <NewsletterFooter />
 */
export const NewsletterFooter = () => {
  const forms = useFormClient()
  const [loaded, retry] = useLoad(() => forms.getForm(NEWSLETTER_FORM_ID), NEWSLETTER_FORM_ID)
  if (loaded.status === "loading" || loaded.status === "not-found") return null
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="newsletter-title">
        {NEWSLETTER_TEXT.title}
      </h2>
      {loaded.status === "error" ? (
        <NewsletterUnavailable failure={loaded.failure} onRetry={retry} />
      ) : (
        <FormBlock
          definition={loaded.value.form}
          client={forms}
          submitLabel={NEWSLETTER_TEXT.submit}
          className="form-block newsletter-form"
          page={{ pagePath: typeof location === "undefined" ? "" : location.pathname }}
          onNewsletterSubscribe={() => void forms.recordNewsletterSubscribe(loaded.value.form.id)}
        />
      )}
    </section>
  )
}

const NewsletterUnavailable = ({ failure, onRetry }: { failure: LoadFailure; onRetry: () => void }) => {
  const text = failure.kind === "offline" ? NEWSLETTER_TEXT.network : NEWSLETTER_TEXT.failed
  return (
    <p className="newsletter-failure" role="status">
      {text.message}{" "}
      <button type="button" className="button button-small button-secondary" onClick={onRetry}>
        {text.retry}
      </button>
    </p>
  )
}
