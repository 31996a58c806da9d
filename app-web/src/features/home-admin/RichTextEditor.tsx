import { Editor, Extension } from "@tiptap/core"
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

// The editable text's own attributes: a multi-line textbox named by the field's label.
const attributesOf = (labelId: string, describedBy: string | undefined, invalid: boolean) => ({
  class: "rich-text-content",
  role: "textbox",
  "aria-multiline": "true",
  "aria-labelledby": labelId,
  ...(describedBy ? { "aria-describedby": describedBy } : {}),
  ...(invalid ? { "aria-invalid": "true" } : {}),
})

const same = (a: RichText, b: RichText) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The text block's paragraph editor (Tiptap's core, no React binding: the chunk shares nothing new
 * with the storefront's first load): a toolbar of labelled toggle buttons (Bold Ctrl+B,
 * Italic Ctrl+I, Link Ctrl+K, Bulleted list, Numbered list) over the text, and the link's address
 * field, checked by the rich text's link rule before it is applied. Loaded lazily (`RichTextField`).
 *
 * @example
 * <RichTextEditor value={text} onChange={setText} labelId="label" invalid={false} />
 */
export const RichTextEditor = ({ value, onChange, labelId, describedBy, invalid }: RichTextEditorProps) => {
  const [linkOpen, setLinkOpen] = useState(false)
  const mount = useRef<HTMLDivElement>(null)
  const [editor, setEditor] = useState<Editor | null>(null)
  const [active, setActive] = useState(NOTHING_ACTIVE)
  const attributes = attributesOf(labelId, describedBy, invalid)
  const latest = useRef({ value, onChange, attributes })
  latest.current = { value, onChange, attributes }
  // Tiptap's core drives the text; React draws the toolbar from each transaction's marks.
  useEffect(() => {
    const instance = new Editor({
      element: mount.current,
      extensions: extensions(() => setLinkOpen(true)),
      content: toEditorDocument(latest.current.value),
      editorProps: { attributes: latest.current.attributes },
      onUpdate: ({ editor: current }) => latest.current.onChange(fromEditorDocument(current.getJSON())),
      onTransaction: ({ editor: current }) => setActive(activeOf(current)),
    })
    setEditor(instance)
    setActive(activeOf(instance))
    return () => instance.destroy()
  }, [])
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributesOf(labelId, describedBy, invalid) } })
  }, [editor, labelId, describedBy, invalid])
  // A text set from outside (a discard, a reload) replaces the editor's.
  useEffect(() => {
    if (editor && !same(fromEditorDocument(editor.getJSON()), value))
      editor.commands.setContent(toEditorDocument(value), { emitUpdate: false })
  }, [editor, value])
  return (
    <div className="rich-text-editor">
      {editor && <Toolbar editor={editor} active={active} linkOpen={linkOpen} setLinkOpen={setLinkOpen} />}
      <div ref={mount} />
    </div>
  )
}

const NOTHING_ACTIVE = { bold: false, italic: false, link: false, bullets: false, numbers: false }
const activeOf = (editor: Editor): typeof NOTHING_ACTIVE => ({
  bold: editor.isActive("bold"),
  italic: editor.isActive("italic"),
  link: editor.isActive("link"),
  bullets: editor.isActive("bulletList"),
  numbers: editor.isActive("orderedList"),
})

// The formatting buttons, and the link's address field when it is open.
const Toolbar = (props: {
  editor: Editor
  active: typeof NOTHING_ACTIVE
  linkOpen: boolean
  setLinkOpen: (open: boolean) => void
}) => {
  const { editor, active, linkOpen, setLinkOpen } = props
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
    <>
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
    </>
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
