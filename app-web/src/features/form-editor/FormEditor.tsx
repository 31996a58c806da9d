import type { FormDefinition, FormKind } from "@vitrine/core/form"
import { useId, useRef } from "react"
import { PageHeading } from "../../components/PageHeading.tsx"
import { navigate } from "../../router/history.ts"
import { Link } from "../../router/Link.tsx"
import { editFormPath, FORMS_PATH } from "../../router/routes.ts"
import { FieldList } from "./FieldList.tsx"
import { FIX_PROBLEMS, type FormDraft, useFormDraft } from "./use-form-draft.ts"

/** The editor's texts (ours: the spec shows no merchant screens, UI-008). */
export const EDITOR_TEXT = {
  newTitle: "New form",
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

// The form's name or id: a text input with its problem tied to it.
const TopField = (props: { draft: FormDraft; name: "id" | "name"; label: string }) => {
  const id = useId()
  const { draft, name } = props
  const problem = draft.problems[name]
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        value={draft.definition[name]}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={problem === undefined ? undefined : `${id}-problem`}
        onChange={(event) => draft.set({ [name]: event.target.value })}
      />
      {problem !== undefined && (
        <p className="field-error" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </div>
  )
}

/**
 * Editing one form: its name, kind and id (the id only while new), its fields, and Save. Saving
 * checks the draft with the server's Schema first; a refusal is an alert that takes the focus, each
 * problem shown by its input. A new form, once saved, opens at its own address.
 *
 * @example
 * <FormEditor initial={newDefinition("", "", "form")} isNew />
 */
export const FormEditor = ({ initial, isNew }: { initial: FormDefinition; isNew: boolean }) => {
  const uid = useId()
  const draft = useFormDraft(initial)
  const { definition, saving } = draft
  const summary = useRef<HTMLDivElement>(null)

  const save = async () => {
    const saved = await draft.save()
    if (saved === null) summary.current?.focus()
    else if (isNew) navigate(editFormPath(saved.id))
  }

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
        <TopField draft={draft} name="name" label="Name" />
        {isNew && <TopField draft={draft} name="id" label="Form id" />}
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
        <FieldList draft={draft} />
        <button type="submit" className="button" aria-disabled={saving.state === "saving" || undefined}>
          {saving.state === "saving" ? EDITOR_TEXT.saving : EDITOR_TEXT.save}
        </button>
      </form>
    </section>
  )
}
