import { checkLink, type EditorLink, type LinkErrors } from "@vitrine/core/editor"
import { useId, useRef, useState } from "react"
import { withClass } from "../class-name.ts"

/** Props of {@link LinkEditor}. */
export interface LinkEditorProps {
  /** The link being edited; default an empty one. Read when the editor mounts. */
  readonly initial?: EditorLink
  /** Called with the checked link (address and name trimmed) when the merchant saves. */
  readonly onSave: (link: EditorLink) => void
  /** Called by the cancel button or Escape, unless busy. */
  readonly onCancel?: () => void
  /** Whether the save is running: the save button says so (`savingLabel`) and nothing is sent twice. */
  readonly busy?: boolean
  /** Why the save failed, shown as an alert; the fields keep what was typed. */
  readonly error?: string | null
  /** Whether the owner saved the link: a polite "Saved" (`savedLabel`) until the next change. */
  readonly saved?: boolean
  readonly addressLabel?: string
  readonly nameLabel?: string
  readonly saveLabel?: string
  readonly savingLabel?: string
  readonly savedLabel?: string
  readonly cancelLabel?: string
  /** Classes added to `vitrine-link-editor`. */
  readonly className?: string
}

const fieldIds = (base: string, field: keyof LinkErrors) => ({
  input: `${base}-${field}`,
  error: `${base}-${field}-error`,
})

/**
 * The link editor (EDITOR-001): a web address and a link name, each labelled, checked with core's
 * `checkLink` when saved (EDITOR-016, EDITOR-017) and again as the merchant corrects a field, its
 * message under it (tied with `aria-describedby`) and focus on the first wrong field. Enter saves
 * (a form), Escape cancels. The owner runs the save: `busy` while it runs, `error` if it failed,
 * `saved` once done. Unstyled: `vitrine-link-editor`, `data-state` `idle`, `invalid`, `saving`,
 * `saved` or `failed`.
 *
 * @example
 * <LinkEditor initial={{ address: "/contact", name: "Contact" }} onSave={save} onCancel={close} busy={saving} />
 */
export const LinkEditor = (props: LinkEditorProps) => {
  const base = useId()
  const [address, setAddress] = useState(props.initial?.address ?? "")
  const [name, setName] = useState(props.initial?.name ?? "")
  const [errors, setErrors] = useState<LinkErrors | null>(null) // null: not yet saved once
  const [changed, setChanged] = useState(false)
  const inputs = { address: useRef<HTMLInputElement>(null), name: useRef<HTMLInputElement>(null) }
  const busy = props.busy ?? false

  const edit = (next: { address: string; name: string }) => {
    setAddress(next.address)
    setName(next.name)
    setChanged(true)
    // Once a save showed the messages, each one follows what is typed, so a fixed field clears.
    if (errors !== null) {
      const check = checkLink(next)
      setErrors(check.ok ? {} : check.errors)
    }
  }
  const save = () => {
    if (busy) return
    const check = checkLink({ address, name })
    setErrors(check.ok ? {} : check.errors)
    setChanged(false)
    if (check.ok) props.onSave(check.link)
    else inputs[check.errors.address !== undefined ? "address" : "name"].current?.focus()
  }
  const invalid = errors !== null && Object.keys(errors).length > 0
  const state = busy
    ? "saving"
    : invalid
      ? "invalid"
      : props.error
        ? "failed"
        : props.saved && !changed
          ? "saved"
          : "idle"

  const field = (key: keyof LinkErrors, label: string, value: string, type: "url" | "text") => {
    const ids = fieldIds(base, key)
    const message = errors?.[key]
    return (
      <div className="vitrine-link-editor-field">
        <label htmlFor={ids.input}>{label}</label>
        <input
          ref={inputs[key]}
          id={ids.input}
          className="vitrine-link-editor-input"
          // "text", not "url": a page of the site ("/contact") is a good address the browser's own
          // check would refuse; `inputMode` still brings the address keyboard.
          type="text"
          inputMode={type === "url" ? "url" : undefined}
          autoComplete="off"
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? ids.error : undefined}
          onChange={(event) => edit({ address, name, [key]: event.target.value })}
        />
        {message && (
          <p id={ids.error} className="vitrine-link-editor-message" role="alert">
            {message}
          </p>
        )}
      </div>
    )
  }

  return (
    <form
      className={withClass("vitrine-link-editor", props.className)}
      data-state={state}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || busy) return
        event.preventDefault()
        props.onCancel?.()
      }}
    >
      {field("address", props.addressLabel ?? "Web address", address, "url")}
      {field("name", props.nameLabel ?? "Link name", name, "text")}
      {props.error && !busy && (
        <p className="vitrine-link-editor-error" role="alert">
          {props.error}
        </p>
      )}
      <p className="vitrine-link-editor-status" role="status">
        {state === "saved" ? (props.savedLabel ?? "Saved") : ""}
      </p>
      <div className="vitrine-link-editor-actions">
        {props.onCancel && (
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) props.onCancel?.()
            }}
          >
            {props.cancelLabel ?? "Cancel"}
          </button>
        )}
        <button type="submit" aria-disabled={busy || undefined}>
          {busy ? (props.savingLabel ?? "Saving…") : (props.saveLabel ?? "Save")}
        </button>
      </div>
    </form>
  )
}
