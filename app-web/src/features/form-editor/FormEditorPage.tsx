import {
  FIELD_TYPES,
  type FieldType,
  type FormDefinition,
  type FormKind,
  fieldTypeTitle,
  newDefinition,
} from "@vitrine/core/form"
import { useEffect, useId, useRef, useState } from "react"
import { useFormClient } from "../../api/forms.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { navigate } from "../../router/history.ts"
import { Link } from "../../router/Link.tsx"
import { editFormPath, FORMS_PATH } from "../../router/routes.ts"
import { FieldEditor } from "./FieldEditor.tsx"
import { FIX_PROBLEMS, type Problems, useFormDraft } from "./use-form-draft.ts"

/** The editor's texts (ours: the spec shows no merchant screens, UI-008). */
export const EDITOR_TEXT = {
  newTitle: "New form",
  noFields: "No fields yet. Add one below.",
  fixProblems: FIX_PROBLEMS,
  saving: "Saving…",
  saved: "Form saved.",
  save: "Save form",
} as const

const KINDS: readonly { readonly kind: FormKind; readonly name: string }[] = [
  { kind: "form", name: "Form" },
  { kind: "newsletter", name: "Newsletter" },
  { kind: "product", name: "Product form" },
]

// The problems of one field, by its own property's name.
const under = (problems: Problems, prefix: string): Problems =>
  Object.fromEntries(
    Object.entries(problems)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  )

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
  if (loaded.status === "error") return <ErrorScreen onRetry={retry} />
  if (loaded.status === "not-found")
    return (
      <section className="state-screen" role="alert">
        <p>There is no form {formId}.</p>
        <Link href={FORMS_PATH}>Back to the forms</Link>
      </section>
    )
  const form = loaded.value === null ? newDefinition("", "", "form") : loaded.value.form
  return <Editor key={formId ?? ""} initial={form} isNew={formId === null} />
}

const Editor = ({ initial, isNew }: { initial: FormDefinition; isNew: boolean }) => {
  const uid = useId()
  const draft = useFormDraft(initial)
  const { definition, problems, saving } = draft
  const [adding, setAdding] = useState<FieldType>("text")
  const summary = useRef<HTMLDivElement>(null)
  const focusField = useRef<number | null>(null)

  // After an add or a move, the field's first input has the focus, so a keyboard user goes on there.
  useEffect(() => {
    if (focusField.current === null) return
    document.getElementById(`${uid}-field-${focusField.current}`)?.querySelector("input")?.focus()
    focusField.current = null
  })

  const save = async () => {
    const saved = await draft.save()
    if (saved === null) summary.current?.focus()
    else if (isNew) navigate(editFormPath(saved.id))
  }

  const top = (name: "id" | "name", label: string) => (
    <div className="field">
      <label htmlFor={`${uid}-${name}`}>{label}</label>
      <input
        id={`${uid}-${name}`}
        value={definition[name]}
        aria-invalid={problems[name] !== undefined || undefined}
        aria-describedby={problems[name] === undefined ? undefined : `${uid}-${name}-problem`}
        onChange={(event) => draft.set({ [name]: event.target.value })}
      />
      {problems[name] !== undefined && (
        <p className="field-error" id={`${uid}-${name}-problem`}>
          {problems[name]}
        </p>
      )}
    </div>
  )

  return (
    <section className="form-editor" aria-busy={saving.state === "saving"}>
      <p className="breadcrumb">
        <Link href={FORMS_PATH}>Forms</Link>
      </p>
      <PageHeading title={isNew ? EDITOR_TEXT.newTitle : `Edit ${initial.name}`} />
      <div ref={summary} tabIndex={-1}>
        {saving.state === "failed" && (
          <p className="alert" role="alert">
            {saving.message}
          </p>
        )}
        {saving.state === "saved" && <p role="status">{EDITOR_TEXT.saved}</p>}
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (saving.state !== "saving") void save()
        }}
      >
        {top("name", "Name")}
        {isNew && top("id", "Form id")}
        <div className="field">
          <label htmlFor={`${uid}-kind`}>Kind</label>
          <select
            id={`${uid}-kind`}
            value={definition.kind}
            onChange={(event) => draft.set({ kind: event.target.value as FormKind })}
          >
            {KINDS.map(({ kind, name }) => (
              <option key={kind} value={kind}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <h2>Fields</h2>
        {definition.fields.length === 0 && <p className="empty">{EDITOR_TEXT.noFields}</p>}
        <ol className="form-editor-fields">
          {definition.fields.map((field, index) => (
            <li key={draft.keys[index]} id={`${uid}-field-${index}`}>
              <FieldEditor
                field={field}
                index={index}
                count={definition.fields.length}
                problems={under(problems, `fields.${index}.`)}
                onChange={(changed) => draft.change(index, changed)}
                onMove={(by) => {
                  focusField.current = index + by
                  draft.move(index, by)
                }}
                onRemove={() => draft.remove(index)}
              />
            </li>
          ))}
        </ol>
        {problems.fields !== undefined && <p className="field-error">{problems.fields}</p>}
        <div className="form-editor-add">
          <label htmlFor={`${uid}-add`}>Field type</label>
          <select
            id={`${uid}-add`}
            value={adding}
            onChange={(event) => setAdding(event.target.value as FieldType)}
          >
            {FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {fieldTypeTitle(type)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              focusField.current = definition.fields.length
              draft.add(adding)
            }}
          >
            Add field
          </button>
        </div>
        <button type="submit" className="button" aria-disabled={saving.state === "saving" || undefined}>
          {saving.state === "saving" ? EDITOR_TEXT.saving : EDITOR_TEXT.save}
        </button>
      </form>
    </section>
  )
}
