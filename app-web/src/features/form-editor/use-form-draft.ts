import { checkDefinition, type FieldType, type FormDefinition, moveField, newField } from "@vitrine/core/form"
import { useRef, useState } from "react"
import { useFormClient } from "../../api/forms.tsx"

/** Problems by path ("name", "fields.2.id"), the first of each. */
export type Problems = Readonly<Record<string, string>>

/** Where a save is. */
export type Saving =
  | { readonly state: "idle" | "saving" | "saved" }
  | { readonly state: "failed"; readonly message: string }

/** The message over a definition the Schema refused. */
export const FIX_PROBLEMS = "Fix the problems below, then save again."

const byPath = (problems: readonly { readonly path: string; readonly message: string }[]): Problems => {
  const out: Record<string, string> = {}
  for (const { path, message } of problems) out[path] ??= message
  return out
}

/**
 * The form editor's draft: the definition as edited, a stable key per field (its id is being edited,
 * so it cannot be the key), the problems by path and the save's state. `add`, `move` and `remove`
 * change the fields and their keys together; `save` checks the draft with core's `checkDefinition`
 * (the server's Schema) and only then sends it, resolving to the saved definition or null.
 *
 * @example
 * const draft = useFormDraft(definition)
 * draft.add("phone")
 */
export const useFormDraft = (initial: FormDefinition) => {
  const forms = useFormClient()
  const [definition, setDefinition] = useState(initial)
  const nextKey = useRef(initial.fields.length)
  const [keys, setKeys] = useState<readonly number[]>(() => initial.fields.map((_, index) => index))
  const [problems, setProblems] = useState<Problems>({})
  const [saving, setSaving] = useState<Saving>({ state: "idle" })

  const set = (change: Partial<FormDefinition>) => setDefinition((current) => ({ ...current, ...change }))
  const setFields = (fields: FormDefinition["fields"], fieldKeys: readonly number[] = keys) => {
    set({ fields })
    setKeys(fieldKeys)
  }

  return {
    definition,
    keys,
    problems,
    saving,
    set,
    change: (index: number, field: FormDefinition["fields"][number]) =>
      setFields(definition.fields.map((one, at) => (at === index ? field : one))),
    add: (type: FieldType) => {
      nextKey.current += 1
      setFields([...definition.fields, newField(type, definition.fields)], [...keys, nextKey.current])
    },
    move: (index: number, by: -1 | 1) =>
      setFields(moveField(definition.fields, index, by), moveField(keys, index, by)),
    remove: (index: number) =>
      setFields(
        definition.fields.filter((_, at) => at !== index),
        keys.filter((_, at) => at !== index),
      ),
    save: async (): Promise<FormDefinition | null> => {
      const checked = checkDefinition(definition)
      if (!checked.ok) {
        setProblems(byPath(checked.problems))
        setSaving({ state: "failed", message: FIX_PROBLEMS })
        return null
      }
      setProblems({})
      setSaving({ state: "saving" })
      const result = await forms.saveForm(checked.definition)
      if (!result.ok) {
        setProblems(result.error.fieldErrors)
        setSaving({ state: "failed", message: result.error.message || FIX_PROBLEMS })
        return null
      }
      setSaving({ state: "saved" })
      return result.value.form
    },
  }
}

/** What `useFormDraft` gives: the draft and its changes. */
export type FormDraft = ReturnType<typeof useFormDraft>
