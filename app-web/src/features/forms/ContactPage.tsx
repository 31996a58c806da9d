import { FormBlock } from "@vitrine/react"
import { useFormClient } from "../../api/forms.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { CONTACT_PATH } from "../../router/routes.ts"
import { useRenderedPageData } from "../../ssr/page-data-context.tsx"
import { usePageText } from "../../ssr/page-language.ts"

/** The id of the demo's contact form (core's `CONTACT_FORM`, seeded by the server). */
export const CONTACT_FORM_ID = "contact"

/**
 * The contact page: the demo's contact form block, loaded from the server (API-006). A form the
 * store does not have shows the spec's 'This form has not been configured yet.'; a failed load, the
 * retry screen. All in the page's language (SITE-009), the form block's messages included.
 *
 * @example
 * <ContactPage />
 */
export const ContactPage = () => {
  const forms = useFormClient()
  const [loaded, retry] = useLoad(() => forms.getForm(CONTACT_FORM_ID), CONTACT_FORM_ID)
  const language = useRenderedPageData()?.language
  const text = usePageText()
  return (
    <section className="contact" aria-busy={loaded.status === "loading"}>
      <PageHeading title={text("contactUs")} />
      {loaded.status === "loading" && <Spinner label={text("loadingForm")} />}
      {loaded.status === "error" && <ErrorScreen onRetry={retry} failure={loaded} />}
      {loaded.status === "not-found" && <p className="empty">{text("formNotConfigured")}</p>}
      {loaded.status === "ready" && (
        <FormBlock
          definition={loaded.value.form}
          client={forms}
          className="form-block"
          page={{ pageId: "contact", pagePath: CONTACT_PATH, pageTitle: text("contactUs") }}
          texts={language?.strings}
        />
      )}
    </section>
  )
}
