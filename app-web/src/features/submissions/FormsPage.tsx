import { useFormClient } from "../../api/forms.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { Link } from "../../router/Link.tsx"
import { submissionsPath } from "../../router/routes.ts"

const KIND_NAMES = { form: "Form", newsletter: "Newsletter", product: "Product form" } as const

/**
 * The merchant's forms (`/admin/forms`): each form with its kind and field count, linking to its
 * submissions. Empty when the store has none.
 *
 * @example
 * <FormsPage />
 */
export const FormsPage = () => {
  const forms = useFormClient()
  const [loaded, retry] = useLoad(() => forms.listForms(), "forms")
  return (
    <section className="admin-forms" aria-busy={loaded.status === "loading"}>
      <PageHeading title="Forms" />
      {loaded.status === "loading" && <Spinner label="Loading forms" />}
      {(loaded.status === "error" || loaded.status === "not-found") && <ErrorScreen onRetry={retry} />}
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
              </li>
            ))}
          </ul>
        ))}
    </section>
  )
}
