import type { StorePagesClient } from "@vitrine/adapter-http/client"
import { useId, useState } from "react"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

/**
 * Creates a store page with its root category (STORE-001, STORE-002) from a title and description;
 * its URL id is derived from the title, free among `takenUrlIds` (STORE-005 to STORE-007).
 *
 * @example
 * <CreatePageForm client={client} websiteId="vitrine-demo" takenUrlIds={[]} onCreated={open} />
 */
export const CreatePageForm = (props: {
  readonly client: StorePagesClient
  readonly websiteId: string
  readonly takenUrlIds: readonly string[]
  readonly onCreated: (id: string, title: string) => void
}) => {
  const id = useId()
  const [title, setTitle] = useState("")
  const [description, setDescription] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const create = async (event: React.FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (title.trim() === "") return setError(STORE_PAGES_TEXT.titleMissing)
    setBusy(true)
    setError(null)
    const created = await props.client.create(props.websiteId, title.trim(), description, props.takenUrlIds)
    setBusy(false)
    if (!created.ok) return setError(Object.values(created.error.fieldErrors)[0] ?? created.error.message)
    props.onCreated(created.value, title.trim())
  }
  return (
    <section className="settings-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{STORE_PAGES_TEXT.createHeading}</h2>
      <form noValidate onSubmit={create}>
        <div className="field">
          <label htmlFor={`${id}-title`}>{STORE_PAGES_TEXT.pageTitle}</label>
          <input
            id={`${id}-title`}
            value={title}
            maxLength={200}
            aria-invalid={error !== null || undefined}
            aria-describedby={error === null ? undefined : `${id}-error`}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{STORE_PAGES_TEXT.description}</label>
          <textarea
            id={`${id}-description`}
            value={description}
            maxLength={5000}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        {error !== null && (
          <p id={`${id}-error`} className="alert alert-inline" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? STORE_PAGES_TEXT.creating : STORE_PAGES_TEXT.create}
        </button>
      </form>
    </section>
  )
}
