import { type RichText, type RichTextRun, RichTextSchema } from "@vitrine/core/site"
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fromEditorDocument, toEditorDocument } from "./rich-text-document.ts"

const run: fc.Arbitrary<RichTextRun> = fc.record(
  {
    text: fc.string({ minLength: 1 }),
    bold: fc.constant(true),
    italic: fc.constant(true),
    href: fc.constantFrom("/cart", "https://example.com", "mailto:a@b.example"),
  },
  { requiredKeys: ["text"] },
)
const runs = fc.array(run, { maxLength: 3 })
const text: fc.Arbitrary<RichText> = fc
  .record({
    blocks: fc.array(
      fc.oneof(
        runs.map((each) => ({ kind: "paragraph" as const, runs: each })),
        fc.record({
          kind: fc.constantFrom("bullets" as const, "numbers" as const),
          items: fc.array(runs, { maxLength: 3 }),
        }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .filter(
    // One empty paragraph is the editor's empty text, read back as no blocks (the next test).
    ({ blocks }) => !(blocks.length === 1 && blocks[0]?.kind === "paragraph" && blocks[0].runs.length === 0),
  )

describe("the editor's document and the rich text", () => {
  it("property: a rich text goes through the editor's document unchanged", () => {
    fc.assert(
      fc.property(text, (each) => {
        expect(fromEditorDocument(toEditorDocument(each))).toEqual(each)
      }),
    )
  })

  it("an empty text is one empty paragraph in the editor, and back", () => {
    expect(toEditorDocument({ blocks: [] })).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [] }],
    })
    expect(fromEditorDocument(toEditorDocument({ blocks: [] }))).toEqual({ blocks: [] })
  })

  it("flattens a nested list and joins a list item's paragraphs, so what is saved decodes", () => {
    const paragraph = (value: string) => ({ type: "paragraph", content: [{ type: "text", text: value }] })
    const document = {
      type: "doc",
      content: [
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [
                paragraph("a"),
                paragraph("b"),
                { type: "orderedList", content: [{ type: "listItem", content: [paragraph("c")] }] },
              ],
            },
          ],
        },
        { type: "heading", content: [{ type: "text", text: "dropped" }] },
      ],
    }
    const saved = fromEditorDocument(document)
    expect(saved).toEqual({
      blocks: [{ kind: "bullets", items: [[{ text: "a" }, { text: " " }, { text: "b" }], [{ text: "c" }]] }],
    })
    expect(Schema.decodeUnknownSync(RichTextSchema)(saved)).toEqual(saved)
  })
})
