import { FormBlock } from "@vitrine/react"
import { useFormClient } from "../../api/forms.tsx"
import { useLoad } from "../../components/use-load.ts"
import { useRenderedPageData } from "../../ssr/page-data-context.tsx"
import { usePageText } from "../../ssr/page-language.ts"
import { NewsletterSection, NewsletterUnavailable } from "./newsletter-section.tsx"

/** The id of the demo's newsletter form (core's `NEWSLETTER_FORM`). */
export const NEWSLETTER_FORM_ID = "newsletter"

/**
 * The footer's newsletter sign-up (a newsletter form block: no problem lines around it, FORMSUBMIT-020).
 * A successful sign-up records the newsletter-subscribe event (FORMSUBMIT-007). Its texts, the form
 * block's messages included, are in the page's language (SITE-009).
 *
 * What a store expects when the form's definition is not there (our choice, the spec is silent):
 * - while it loads, nothing (the footer is below the fold; a spinner there only moves the page);
 * - a store that has no newsletter form (404) shows nothing: there is nothing the visitor missed;
 * - a load that failed (no answer, a 5xx, a 503 or 429, an answer that broke the contract) keeps
 *   the heading, so the visitor knows a sign-up belongs there, with one short line in the form's
 *   place, "Unable to connect. Please try again" when no answer came, else "Unable to load. Try
 *   again.", and the button that loads it again (`NewsletterUnavailable`). Not the pages'
 *   `ErrorScreen`: a footer is no place for a screen, and the line is a polite `status`, not an
 *   `alert`, since the visitor asked for nothing; nor does it try again by itself on a
 *   `Retry-After` (one more call for every open page);
 * - this component's own chunk that did not arrive reads the same as no answer (`FooterNewsletter`).
 *
 * @example
 * <NewsletterFooter />
 */
export const NewsletterFooter = () => {
  const forms = useFormClient()
  const [loaded, retry] = useLoad(() => forms.getForm(NEWSLETTER_FORM_ID), NEWSLETTER_FORM_ID)
  const language = useRenderedPageData()?.language
  const text = usePageText()
  if (loaded.status === "loading" || loaded.status === "not-found") return null
  return (
    <NewsletterSection>
      {loaded.status === "error" ? (
        <NewsletterUnavailable failure={loaded.failure} onRetry={retry} />
      ) : (
        <FormBlock
          definition={loaded.value.form}
          client={forms}
          submitLabel={text("signUp")}
          texts={language?.strings}
          className="form-block newsletter-form"
          page={{ pagePath: typeof location === "undefined" ? "" : location.pathname }}
          onNewsletterSubscribe={() => void forms.recordNewsletterSubscribe(loaded.value.form.id)}
        />
      )}
    </NewsletterSection>
  )
}
