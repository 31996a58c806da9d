import { FormBlock } from "@vitrine/react"
import { useFormClient } from "../../api/forms.tsx"
import { useLoad } from "../../components/use-load.ts"

/** The id of the demo's newsletter form (core's `NEWSLETTER_FORM`). */
export const NEWSLETTER_FORM_ID = "newsletter"

/**
 * The footer's newsletter sign-up (a newsletter form block: no problem lines around it, FORMSUBMIT-020).
 * A successful sign-up records the newsletter-subscribe event (FORMSUBMIT-007).
 * Renders nothing until the form is loaded, and nothing when the store has none: a footer is no place
 * for an error screen.
 *
 * @example
 * <NewsletterFooter />
 */
export const NewsletterFooter = () => {
  const forms = useFormClient()
  const [loaded] = useLoad(() => forms.getForm(NEWSLETTER_FORM_ID), NEWSLETTER_FORM_ID)
  if (loaded.status !== "ready") return null
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="newsletter-title">
        Stay in touch
      </h2>
      <FormBlock
        definition={loaded.value.form}
        client={forms}
        submitLabel="Sign Up"
        className="form-block newsletter-form"
        page={{ pagePath: typeof location === "undefined" ? "" : location.pathname }}
        onNewsletterSubscribe={() => void forms.recordNewsletterSubscribe(loaded.value.form.id)}
      />
    </section>
  )
}
