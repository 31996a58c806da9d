// The home page text block's rich text (SCOPE-004 "rich-text editing"; the spec names the feature and
// nothing of it, so all of this is ours). A closed JSON document, never HTML: paragraphs and
// bulleted or numbered lists of runs of text, each run bold, italic and/or a link. Nothing else can
// be stored, so nothing else can be rendered (`richTextHtml`). Limits, each checked on decode:
// - 2000 characters of text in all (the plain paragraph's limit before, kept);
// - 500 nodes in all: blocks + list items + runs (a run per change of bold/italic/link is plenty);
// - a link's address: an http(s) address, a page of the site ("/page", `isSiteLinkTarget`) or a
//   "mailto:" address, at most 2083 characters (CONST-010).
// A paragraph stored as plain text (before rich text) is still read: `RichTextFieldSchema` turns it
// into paragraphs, one per blank-line-separated chunk, and the next save stores the document.
import { Schema, SchemaGetter } from "effect"
import { isSiteLinkTarget } from "./header-footer-link.ts"
import { SITE_LIMITS } from "./limits.ts"

/** The rich text's limits (ours): characters of text, nodes (blocks, list items and runs). */
export const RICH_TEXT_LIMITS = { characters: 2000, nodes: 500 } as const

/** The messages of a rich text that does not fit. */
export const RICH_TEXT_MESSAGE = {
  document: "Expected a text of paragraphs and lists.",
  characters: `The text must be at most ${RICH_TEXT_LIMITS.characters} characters.`,
  nodes: `The text has too many parts: at most ${RICH_TEXT_LIMITS.nodes} paragraphs, list items and styled runs.`,
  link: "A link must be an https:// or mailto: address, or a page of the site such as /page.",
} as const

const MAILTO = /^mailto:[^\s\p{Cc}<>"@]+@[^\s\p{Cc}<>"@]+$/iu

/**
 * Whether a rich-text link may point there: a page of the site or an http(s) address
 * (`isSiteLinkTarget`), or a "mailto:" address; nothing else ("javascript:", "data:", "//host").
 *
 * @example
 * isRichTextLinkTarget("mailto:shop@example.com") // true
 * isRichTextLinkTarget("javascript:alert(1)") // false
 */
export const isRichTextLinkTarget = (href: string): boolean =>
  isSiteLinkTarget(href) || (href.length <= SITE_LIMITS.maxUrlLength && MAILTO.test(href))

/** A run of text and its marks; `href` makes it a link. */
export const RichTextRunSchema = Schema.Struct({
  text: Schema.String,
  bold: Schema.optionalKey(Schema.Boolean),
  italic: Schema.optionalKey(Schema.Boolean),
  href: Schema.optionalKey(
    Schema.String.check(
      Schema.makeFilter((href: string) => isRichTextLinkTarget(href) || RICH_TEXT_MESSAGE.link),
    ),
  ),
})

const Runs = Schema.Array(RichTextRunSchema)

/** A block: a paragraph of runs, or a list (bulleted or numbered) whose items are runs. */
export const RichTextBlockSchema = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("paragraph"), runs: Runs }),
  Schema.Struct({ kind: Schema.Literals(["bullets", "numbers"]), items: Schema.Array(Runs) }),
])

/** A run of rich text. */
export type RichTextRun = typeof RichTextRunSchema.Type
/** A paragraph or a list of rich text. */
export type RichTextBlock = typeof RichTextBlockSchema.Type
/** A rich text: its blocks in order. */
export interface RichText {
  readonly blocks: ReadonlyArray<RichTextBlock>
}

const blockRuns = (block: RichTextBlock): ReadonlyArray<ReadonlyArray<RichTextRun>> =>
  block.kind === "paragraph" ? [block.runs] : block.items

/**
 * The size of a rich text against its limits: characters of text, and nodes (blocks, items, runs).
 *
 * @example
 * richTextSize({ blocks: [{ kind: "paragraph", runs: [{ text: "Hi" }] }] }) // { characters: 2, nodes: 2 }
 */
export const richTextSize = (text: RichText): { characters: number; nodes: number } => {
  let characters = 0
  let nodes = text.blocks.length
  for (const block of text.blocks) {
    if (block.kind !== "paragraph") nodes += block.items.length
    for (const runs of blockRuns(block)) {
      nodes += runs.length
      for (const run of runs) characters += run.text.length
    }
  }
  return { characters, nodes }
}

const fits = (text: RichText): true | string => {
  const size = richTextSize(text)
  if (size.characters > RICH_TEXT_LIMITS.characters) return RICH_TEXT_MESSAGE.characters
  return size.nodes <= RICH_TEXT_LIMITS.nodes || RICH_TEXT_MESSAGE.nodes
}

/**
 * A rich text as stored and sent: the closed document, within its limits.
 *
 * @example
 * Schema.decodeUnknownSync(RichTextSchema)({ blocks: [{ kind: "paragraph", runs: [{ text: "Hi", bold: true }] }] })
 */
export const RichTextSchema = Schema.Struct({
  blocks: Schema.Array(RichTextBlockSchema),
})
  .annotate({ message: RICH_TEXT_MESSAGE.document })
  .check(Schema.makeFilter(fits))

/**
 * A plain text as a rich text: one paragraph per chunk between blank lines, no marks; an empty or
 * blank text is no blocks.
 *
 * @example
 * richTextFromPlain("Hello\n\nWorld").blocks.length // 2
 */
export const richTextFromPlain = (plain: string): RichText => ({
  blocks: plain
    .split(/\r?\n[^\S\r\n]*\r?\n\s*/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== "")
    .map((chunk) => ({ kind: "paragraph" as const, runs: [{ text: chunk }] })),
})

/**
 * The text of a rich text without its marks, blocks and items on lines of their own.
 *
 * @example
 * richTextPlain({ blocks: [{ kind: "paragraph", runs: [{ text: "Hi", bold: true }] }] }) // "Hi"
 */
export const richTextPlain = (text: RichText): string =>
  text.blocks
    .flatMap(blockRuns)
    .map((runs) => runs.map((run) => run.text).join(""))
    .join("\n")

/**
 * A text block's paragraph as decoded: a rich text, or a plain text stored before rich text (at most
 * `RICH_TEXT_LIMITS.characters`), read as one (`richTextFromPlain`); always encoded as a rich text.
 *
 * @example
 * Schema.decodeUnknownSync(RichTextFieldSchema)("Since 1998") // { blocks: [{ kind: "paragraph", runs: [{ text: "Since 1998" }] }] }
 */
export const RichTextFieldSchema = Schema.Union([
  Schema.String.check(
    Schema.isMaxLength(RICH_TEXT_LIMITS.characters, { message: RICH_TEXT_MESSAGE.characters }),
  ),
  RichTextSchema,
])
  .annotate({ message: RICH_TEXT_MESSAGE.document })
  .pipe(
    Schema.decodeTo(RichTextSchema, {
      decode: SchemaGetter.transform((value: string | RichText) =>
        typeof value === "string" ? richTextFromPlain(value) : value,
      ),
      encode: SchemaGetter.transform((text: RichText) => text),
    }),
  )
