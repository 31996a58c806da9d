import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { editorProperties } from "./editor.ts"
import { checkDefinition, moveField, newDefinition, newField } from "./editor-draft.ts"
import { FIELD_TYPES, type FormField, FormFieldSchema } from "./fields.ts"

// An editing session: fields added of any type, moved and removed in any order.
const anEdit = fc.oneof(
  fc.record({ op: fc.constant("add" as const), type: fc.constantFrom(...FIELD_TYPES) }),
  fc.record({
    op: fc.constant("move" as const),
    index: fc.nat(12),
    by: fc.constantFrom(-1 as const, 1 as const),
  }),
  fc.record({ op: fc.constant("remove" as const), index: fc.nat(12) }),
)

const apply = (
  fields: readonly FormField[],
  edit: typeof anEdit extends fc.Arbitrary<infer E> ? E : never,
) => {
  if (edit.op === "add") return [...fields, newField(edit.type, fields)]
  if (edit.op === "move") return moveField(fields, edit.index, edit.by)
  return fields.filter((_, index) => index !== edit.index)
}

describe("the form editor's drafts", () => {
  it.each(FIELD_TYPES)(
    "FORM-015 FORM-016 FORM-017 FORM-018 FORM-019 FORM-020 a new %s field is valid and carries exactly its editor properties",
    (type) => {
      const field = newField(type, [])
      expect(Schema.is(FormFieldSchema)(field)).toBe(true)
      const own = Object.keys(field).filter((key) => !["type", "id", "title"].includes(key))
      const shown = editorProperties(type, { textareaMaxLength: true }).filter((key) => key !== "maxLength")
      expect(own.sort()).toEqual([...shown].sort())
    },
  )

  it("FORM-001 any session of adds, moves and removes leaves a definition the server's Schema accepts (property)", () => {
    fc.assert(
      fc.property(fc.array(anEdit, { maxLength: 40 }), (edits) => {
        const fields = edits.reduce(apply, [] as readonly FormField[])
        expect(checkDefinition({ ...newDefinition("feedback", "Feedback", "form"), fields }).ok).toBe(true)
      }),
    )
  })

  it("moveField swaps neighbours and never leaves the list", () => {
    expect(moveField(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"])
    expect(moveField(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"])
    expect(moveField(["a", "b"], 0, -1)).toEqual(["a", "b"])
    expect(moveField(["a", "b"], 1, 1)).toEqual(["a", "b"])
  })

  it("FORM-001 a definition the Schema refuses names each problem by its path", () => {
    const base = newDefinition("feedback", "Feedback", "form")
    const text = newField("text", [])
    const checked = checkDefinition({
      ...base,
      id: "",
      fields: [text, { ...text, title: "Again" }, { ...text, id: "1x" }],
    })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    const paths = checked.problems.map((problem) => problem.path)
    expect(paths).toContain("id")
    expect(paths).toContain("fields.2.id")
    expect(checked.problems.find((problem) => problem.path === "fields.2.id")?.message).toBe(
      "A field id starts with a letter and holds letters, digits, _ or -.",
    )
  })
})
