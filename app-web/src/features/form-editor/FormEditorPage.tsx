import { newDefinition } from "@vitrine/core/form"
import { useFormClient } from "../../api/forms.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { FORMS_PATH } from "../../router/routes.ts"
import { FormEditor } from "./FormEditor.tsx"

/**
 * The form editor (`/admin/new-form`, `/admin/forms/:formId/edit`): a form's name, kind and id (the
 * id only while new), and its fields — added of any of the 19 types, each with its editor properties,
 * moved up or down, removed. Saving checks the definition with the Schema the server decodes it with
 * (`checkDefinition`) and shows each problem by its input before anything is sent; then the guarded
 * route saves it (`forms.manage`). Loading, a form that does not exist and a failed load each have
 * their screen.
 *
 * @example
 * <FormEditorPage formId="contact" />
 */
export const FormEditorPage = ({ formId }: { formId: string | null }) => {
  const forms = useFormClient()
  const [loaded, retry] = useLoad(
    () => (formId === null ? Promise.resolve({ ok: true as const, value: null }) : forms.getForm(formId)),
    formId ?? "",
  )
  if (loaded.status === "loading") return <Spinner label="Loading the form" />
  if (loaded.status === "error") return <ErrorScreen onRetry={retry} failure={loaded} />
  if (loaded.status === "not-found")
    return (
      <section className="state-screen" role="alert">
        <p>There is no form {formId}.</p>
        <Link href={FORMS_PATH}>Back to the forms</Link>
      </section>
    )
  const form = loaded.value === null ? newDefinition("", "", "form") : loaded.value.form
  return <FormEditor key={formId ?? ""} initial={form} isNew={formId === null} />
}
