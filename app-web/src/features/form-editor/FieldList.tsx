import { FIELD_TYPES, type FieldType, fieldTypeTitle } from "@vitrine/core/form"
import { useEffect, useId, useRef, useState } from "react"
import { FieldEditor } from "./FieldEditor.tsx"
import type { FormDraft, Problems } from "./use-form-draft.ts"

/** The field list's texts (ours: the spec shows no merchant screens, UI-008). */
export const FIELD_LIST_TEXT = {
  title: "Fields",
  noFields: "No fields yet. Add one below.",
  type: "Field type",
  add: "Add field",
} as const

// The problems of one field, by its own property's name.
const under = (problems: Problems, prefix: string): Problems =>
  Object.fromEntries(
    Object.entries(problems)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  )

/**
 * The fields of the form being edited, each with its editor (move up or down, remove) and its own
 * problems, then a field type to add. After an add or a move the field's first input has the focus,
 * so a keyboard user goes on there.
 *
 * @example
 * <FieldList draft={useFormDraft(definition)} />
 */
export const FieldList = ({ draft }: { draft: FormDraft }) => {
  const uid = useId()
  const { definition, problems } = draft
  const [adding, setAdding] = useState<FieldType>("text")
  const focusField = useRef<number | null>(null)

  useEffect(() => {
    if (focusField.current === null) return
    document.getElementById(`${uid}-field-${focusField.current}`)?.querySelector("input")?.focus()
    focusField.current = null
  })

  return (
    <>
      <h2>{FIELD_LIST_TEXT.title}</h2>
      {definition.fields.length === 0 && <p className="empty">{FIELD_LIST_TEXT.noFields}</p>}
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
        <label htmlFor={`${uid}-add`}>{FIELD_LIST_TEXT.type}</label>
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
          {FIELD_LIST_TEXT.add}
        </button>
      </div>
    </>
  )
}
