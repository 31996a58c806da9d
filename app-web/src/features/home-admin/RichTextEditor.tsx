import { Extension } from "@tiptap/core"
import { EditorContent, useEditor, useEditorState } from "@tiptap/react"
import StarterKit from "@tiptap/starter-kit"
import { isRichTextLinkTarget, RICH_TEXT_MESSAGE, type RichText } from "@vitrine/core/site"
import { useEffect, useId, useRef, useState } from "react"
import { FieldError } from "../site-admin/FieldError.tsx"
import { fromEditorDocument, toEditorDocument } from "./rich-text-document.ts"
import { HOME_TEXT } from "./text.ts"

/** Props of {@link RichTextEditor}: the text, its label's id and the field's description and state. */
export interface RichTextEditorProps {
  readonly value: RichText
  readonly onChange: (value: RichText) => void
  readonly labelId: string
  readonly describedBy?: string
  readonly invalid: boolean
}

// Only what our document holds: paragraphs, bold, italic, links, the two lists, undo. Ctrl/Cmd+B
// and I are the marks' own shortcuts; Ctrl/Cmd+K opens the link field.
const extensions = (openLink: () => void) => [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    codeBlock: false,
    code: false,
    hardBreak: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph forced after a list: the text saved is the text written.
    trailingNode: false,
    link: { openOnClick: false, autolink: false, isAllowedUri: (url: string) => isRichTextLinkTarget(url) },
  }),
  Extension.create({
    name: "linkShortcut",
    addKeyboardShortcuts: () => ({
      "Mod-k": () => {
        openLink()
        return true
      },
    }),
  }),
]

const same = (a: RichText, b: RichText) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The text block's paragraph editor (Tiptap): a toolbar of labelled toggle buttons (Bold Ctrl+B,
 * Italic Ctrl+I, Link Ctrl+K, Bulleted list, Numbered list) over the text, and the link's address
 * field, checked by the rich text's link rule before it is applied. Loaded lazily (`RichTextField`).
 *
 * @example
 * <RichTextEditor value={text} onChange={setText} labelId="label" invalid={false} />
 */
export const RichTextEditor = ({ value, onChange, labelId, describedBy, invalid }: RichTextEditorProps) => {
  const [linkOpen, setLinkOpen] = useState(false)
  const openLink = useRef(() => setLinkOpen(true))
  const changed = useRef(onChange)
  changed.current = onChange
  const editor = useEditor({
    extensions: extensions(() => openLink.current()),
    content: toEditorDocument(value),
    editorProps: {
      attributes: {
        class: "rich-text-content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => changed.current(fromEditorDocument(current.getJSON())),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      link: current?.isActive("link") ?? false,
      bullets: current?.isActive("bulletList") ?? false,
      numbers: current?.isActive("orderedList") ?? false,
    }),
  })
  // A text set from outside (a discard, a reload) replaces the editor's.
  useEffect(() => {
    if (editor && !same(fromEditorDocument(editor.getJSON()), value))
      editor.commands.setContent(toEditorDocument(value), { emitUpdate: false })
  }, [editor, value])
  if (!editor || !active) return null
  const button = (label: string, pressed: boolean, run: () => void, shortcut?: string) => (
    <button
      type="button"
      className="button button-secondary"
      aria-pressed={pressed}
      {...(shortcut
        ? {
            "aria-keyshortcuts": `Control+${shortcut} Meta+${shortcut}`,
            title: `${label} (Ctrl+${shortcut})`,
          }
        : {})}
      onClick={run}
    >
      {label}
    </button>
  )
  return (
    <div className="rich-text-editor">
      <div className="rich-text-toolbar" role="toolbar" aria-label={HOME_TEXT.formatting}>
        {button(HOME_TEXT.bold, active.bold, () => editor.chain().focus().toggleBold().run(), "B")}
        {button(HOME_TEXT.italic, active.italic, () => editor.chain().focus().toggleItalic().run(), "I")}
        {button(HOME_TEXT.link, active.link || linkOpen, () => setLinkOpen(true), "K")}
        {button(HOME_TEXT.bullets, active.bullets, () => editor.chain().focus().toggleBulletList().run())}
        {button(HOME_TEXT.numbers, active.numbers, () => editor.chain().focus().toggleOrderedList().run())}
      </div>
      {linkOpen && (
        <LinkField
          initial={String(editor.getAttributes("link").href ?? "")}
          linked={active.link}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange("link")
            if (editor.state.selection.empty && !active.link)
              chain
                .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
                .run()
            else chain.setLink({ href }).run()
            setLinkOpen(false)
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run()
            setLinkOpen(false)
          }}
          onClose={() => {
            setLinkOpen(false)
            editor.commands.focus()
          }}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  )
}

// The link's address, checked on Apply (Enter); Escape or Cancel closes it.
const LinkField = (props: {
  initial: string
  linked: boolean
  onApply: (href: string) => void
  onRemove: () => void
  onClose: () => void
}) => {
  const id = useId()
  const [address, setAddress] = useState(props.initial)
  const [error, setError] = useState<string | undefined>()
  const apply = () => {
    const href = address.trim()
    if (isRichTextLinkTarget(href)) props.onApply(href)
    else setError(RICH_TEXT_MESSAGE.link)
  }
  return (
    <div className="rich-text-link field">
      <label htmlFor={id}>{HOME_TEXT.linkAddress}</label>
      <input
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the field opens on the merchant's Ctrl+K or Link.
        autoFocus
        value={address}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault()
            apply()
          } else if (event.key === "Escape") {
            event.preventDefault()
            props.onClose()
          }
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
      <button type="button" className="button" onClick={apply}>
        {HOME_TEXT.applyLink}
      </button>
      {props.linked && (
        <button type="button" className="button button-secondary" onClick={props.onRemove}>
          {HOME_TEXT.removeLink}
        </button>
      )}
      <button type="button" className="button button-secondary" onClick={props.onClose}>
        {HOME_TEXT.cancelLink}
      </button>
    </div>
  )
}
