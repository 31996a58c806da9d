// A rich text as HTML, for the server to put in the page (no script on the storefront). Only these
// tags come out: p, ul, ol, li, strong, em, a; only a's `href` and `rel`. Text and addresses are
// escaped; an address the link rule refuses (a document built in code, not decoded) is left out and
// its text shown unlinked. An address elsewhere (http/https) gets rel="noopener noreferrer": the
// visitor's page is not handed to the other site, nor is its address; a page of the site and a
// "mailto:" link need none.
import { escapeAttribute, escapeHtml } from "../template/values/strings.ts"
import { isExternalLinkTarget } from "./header-footer-link.ts"
import { pathInLanguage } from "./in-language.ts"
import { isRichTextLinkTarget, type RichText, type RichTextRun } from "./rich-text.ts"

/** The tags a rendered rich text may hold, and the attributes of each (`richTextHtml`). */
export const RICH_TEXT_TAGS = {
  p: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  a: ["href", "rel"],
} as const satisfies Record<string, ReadonlyArray<string>>

/** The `rel` of a link to another site. */
export const EXTERNAL_LINK_REL = "noopener noreferrer"

/**
 * Options of `richTextHtml`: `languagePrefix` keeps a page of the site in the page's language
 * (`/fr`: `/shop` → `/fr/shop`, `pathInLanguage`; default none), then `sitePath` writes its
 * address (default: as is).
 */
export interface RichTextHtmlOptions {
  readonly languagePrefix?: string
  readonly sitePath?: (path: string) => string
}

const runHtml = (run: RichTextRun, options: RichTextHtmlOptions): string => {
  let html = escapeHtml(run.text)
  if (run.italic === true) html = `<em>${html}</em>`
  if (run.bold === true) html = `<strong>${html}</strong>`
  const href = run.href
  if (href === undefined || !isRichTextLinkTarget(href)) return html
  if (isExternalLinkTarget(href))
    return `<a href="${escapeAttribute(href)}" rel="${EXTERNAL_LINK_REL}">${html}</a>`
  const local = pathInLanguage(options.languagePrefix ?? "", href)
  const address = local.startsWith("/") && options.sitePath ? options.sitePath(local) : local
  return `<a href="${escapeAttribute(address)}">${html}</a>`
}

const runsHtml = (runs: ReadonlyArray<RichTextRun>, options: RichTextHtmlOptions): string =>
  runs.map((run) => runHtml(run, options)).join("")

/**
 * A rich text as escaped HTML (`RICH_TEXT_TAGS` only): paragraphs as `p`, lists as `ul`/`ol` of
 * `li`, bold as `strong`, italic as `em`, links as `a`.
 *
 * @example
 * richTextHtml({ blocks: [{ kind: "paragraph", runs: [{ text: "<Hi>", bold: true }] }] }) // "<p><strong>&lt;Hi&gt;</strong></p>"
 */
export const richTextHtml = (text: RichText, options: RichTextHtmlOptions = {}): string =>
  text.blocks
    .map((block) => {
      if (block.kind === "paragraph") return `<p>${runsHtml(block.runs, options)}</p>`
      const tag = block.kind === "bullets" ? "ul" : "ol"
      const items = block.items.map((runs) => `<li>${runsHtml(runs, options)}</li>`).join("")
      return `<${tag}>${items}</${tag}>`
    })
    .join("")
