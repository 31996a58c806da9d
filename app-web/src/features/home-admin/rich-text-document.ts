import type { JSONContent } from "@tiptap/core"
import type { RichText, RichTextBlock, RichTextRun } from "@vitrine/core/site"

// The editor's document (Tiptap's JSON) and ours (`RichText`) are two shapes of one text. Ours is
// closed and flat: a list item is one run of text, so a list nested in the editor (Tab) is saved
// as the items after its parent, and a list item's second paragraph joins its first with a space.

const marksOf = (run: RichTextRun): NonNullable<JSONContent["marks"]> => {
  const marks: NonNullable<JSONContent["marks"]> = []
  if (run.bold === true) marks.push({ type: "bold" })
  if (run.italic === true) marks.push({ type: "italic" })
  if (run.href !== undefined) marks.push({ type: "link", attrs: { href: run.href } })
  return marks
}

const inline = (runs: ReadonlyArray<RichTextRun>): JSONContent[] =>
  // The editor refuses an empty text node; an empty run carries nothing to show.
  runs.filter((run) => run.text !== "").map((run) => ({ type: "text", text: run.text, marks: marksOf(run) }))

const paragraphNode = (runs: ReadonlyArray<RichTextRun>): JSONContent => ({
  type: "paragraph",
  content: inline(runs),
})

/**
 * A rich text as the editor's document; an empty text is one empty paragraph, where the caret goes.
 *
 * @example
 * toEditorDocument({ blocks: [] }) // { type: "doc", content: [{ type: "paragraph", content: [] }] }
 */
export const toEditorDocument = (text: RichText): JSONContent => {
  const content = text.blocks.map(
    (block): JSONContent =>
      block.kind === "paragraph"
        ? paragraphNode(block.runs)
        : {
            type: block.kind === "bullets" ? "bulletList" : "orderedList",
            content: block.items.map((runs) => ({ type: "listItem", content: [paragraphNode(runs)] })),
          },
  )
  return { type: "doc", content: content.length === 0 ? [paragraphNode([])] : content }
}

const runOf = (node: JSONContent): RichTextRun => {
  const marks = node.marks ?? []
  const href = marks.find((mark) => mark.type === "link")?.attrs?.href
  return {
    text: node.text ?? "",
    ...(marks.some((mark) => mark.type === "bold") ? { bold: true } : {}),
    ...(marks.some((mark) => mark.type === "italic") ? { italic: true } : {}),
    ...(typeof href === "string" ? { href } : {}),
  }
}

const runsOf = (node: JSONContent): RichTextRun[] =>
  (node.content ?? []).filter((child) => child.type === "text").map(runOf)

// A list item's runs, then the items of the lists nested in it.
const itemsOf = (item: JSONContent): RichTextRun[][] => {
  const paragraphs = (item.content ?? []).filter((child) => child.type === "paragraph").map(runsOf)
  const own = paragraphs.flatMap((runs, index) => (index === 0 ? runs : [{ text: " " }, ...runs]))
  const nested = (item.content ?? [])
    .filter((child) => child.type === "bulletList" || child.type === "orderedList")
    .flatMap((list) => (list.content ?? []).flatMap(itemsOf))
  return [own, ...nested]
}

/**
 * The editor's document as a rich text; a document of one empty paragraph is an empty text.
 *
 * @example
 * fromEditorDocument({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }] })
 * // { blocks: [{ kind: "paragraph", runs: [{ text: "Hi" }] }] }
 */
export const fromEditorDocument = (document: JSONContent): RichText => {
  const blocks = (document.content ?? []).flatMap((node): RichTextBlock[] => {
    if (node.type === "paragraph") return [{ kind: "paragraph", runs: runsOf(node) }]
    if (node.type !== "bulletList" && node.type !== "orderedList") return []
    const items = (node.content ?? []).flatMap(itemsOf)
    return [{ kind: node.type === "bulletList" ? "bullets" : "numbers", items }]
  })
  const only = blocks[0]
  const empty = blocks.length === 1 && only?.kind === "paragraph" && only.runs.length === 0
  return { blocks: empty ? [] : blocks }
}
