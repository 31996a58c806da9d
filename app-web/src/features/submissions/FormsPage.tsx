import { useFormClient } from "../../api/forms.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { editFormPath, NEW_FORM_PATH, submissionsPath } from "../../router/routes.ts"

const KIND_NAMES = { form: "Form", newsletter: "Newsletter", product: "Product form" } as const

/**
 * The merchant's forms (`/admin/forms`): each form with its kind and field count, linking to its
 * submissions, and with `canEdit` a "New form" link and each form's "Edit". Empty when the store has none.
 *
 * @example
 * <FormsPage />
 */
export const FormsPage = ({ canEdit = false }: { canEdit?: boolean }) => {
  const forms = useFormClient()
  const [loaded, retry] = useLoad(() => forms.listForms(), "forms")
  return (
    <section className="admin-forms" aria-busy={loaded.status === "loading"}>
      <PageHeading title="Forms" />
      {canEdit && (
        <p>
          <Link href={NEW_FORM_PATH} className="button button-small">
            New form
          </Link>
        </p>
      )}
      {loaded.status === "loading" && <Spinner label="Loading forms" />}
      {(loaded.status === "error" || loaded.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={loaded} />
      )}
      {loaded.status === "ready" &&
        (loaded.value.forms.length === 0 ? (
          <p className="empty">No forms yet.</p>
        ) : (
          <ul className="admin-list">
            {loaded.value.forms.map((form) => (
              <li key={form.id} className="admin-list-item">
                <Link href={submissionsPath(form.id)}>{form.name}</Link>
                <span className="hint">
                  {KIND_NAMES[form.kind]} · {form.fields.length} fields
                </span>
                {canEdit && (
                  <Link href={editFormPath(form.id)}>
                    Edit<span className="visually-hidden"> {form.name}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}
