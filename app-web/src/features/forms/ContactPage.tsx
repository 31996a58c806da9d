import { FormBlock } from "@vitrine/react"
import { useFormClient } from "../../api/forms.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { CONTACT_PATH } from "../../router/routes.ts"

/** The id of the demo's contact form (core's `CONTACT_FORM`, seeded by the server). */
export const CONTACT_FORM_ID = "contact"

/**
 * The contact page: the demo's contact form block, loaded from the server (API-006). A form the
 * store does not have shows the spec's 'This form has not been configured yet.'; a failed load, the
 * retry screen.
 *
 * @example
 * <ContactPage />
 */
export const ContactPage = () => {
  const forms = useFormClient()
  const [loaded, retry] = useLoad(() => forms.getForm(CONTACT_FORM_ID), CONTACT_FORM_ID)
  return (
    <section className="contact" aria-busy={loaded.status === "loading"}>
      <PageHeading title="Contact us" />
      {loaded.status === "loading" && <Spinner label="Loading the form" />}
      {loaded.status === "error" && <ErrorScreen onRetry={retry} failure={loaded} />}
      {loaded.status === "not-found" && <p className="empty">This form has not been configured yet.</p>}
      {loaded.status === "ready" && (
        <FormBlock
          definition={loaded.value.form}
          client={forms}
          className="form-block"
          page={{ pageId: "contact", pagePath: CONTACT_PATH, pageTitle: "Contact us" }}
        />
      )}
    </section>
  )
}
