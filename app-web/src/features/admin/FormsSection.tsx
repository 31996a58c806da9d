import { lazy, Suspense } from "react"
import { Spinner } from "../../components/Spinner.tsx"

// The forms' pages carry the merchant's tables and the form Schema: chunks of their own.
const FormsPage = lazy(() =>
  import("../submissions/FormsPage.tsx").then((module) => ({ default: module.FormsPage })),
)
const SubmissionsPage = lazy(() =>
  import("../submissions/SubmissionsPage.tsx").then((module) => ({ default: module.SubmissionsPage })),
)
const FormEditorPage = lazy(() =>
  import("../form-editor/FormEditorPage.tsx").then((module) => ({ default: module.FormEditorPage })),
)

/** What a role without the permission sees (ours, like the shell's other refusals). */
export const FORMS_REFUSED = {
  read: "Your role cannot see the forms and their submissions.",
  manage: "Your role cannot change forms.",
} as const

/**
 * The forms' pages inside the admin shell: the list (`forms`, with "New form" and "Edit" for a role
 * that may change forms), a form's submissions, and the form editor on a new or an existing form.
 * The list and submissions need `submissions.read`, the editor `forms.manage`; the server checks both
 * anyway, this only decides what to show.
 *
 * @example
 * <FormsSection section="edit-form" formId="contact" permissions={staff.permissions} />
 */
export const FormsSection = (props: {
  readonly section: string
  readonly formId: string | undefined
  readonly permissions: readonly string[]
}) => {
  const canRead = props.permissions.includes("submissions.read")
  const canManage = props.permissions.includes("forms.manage")
  const editing = props.section === "edit-form" || props.section === "new-form"
  if (editing && !canManage) return <p role="alert">{FORMS_REFUSED.manage}</p>
  if (!editing && !canRead) return <p role="alert">{FORMS_REFUSED.read}</p>
  return (
    <Suspense fallback={<Spinner label="Loading forms" />}>
      {props.section === "forms" && <FormsPage canEdit={canManage} />}
      {props.section === "submissions" && props.formId !== undefined && (
        <SubmissionsPage formId={props.formId} />
      )}
      {editing && <FormEditorPage formId={props.section === "edit-form" ? (props.formId ?? null) : null} />}
    </Suspense>
  )
}
