import type { ConnectionsClient } from "@vitrine/adapter-http/client"
import {
  connectionDraft,
  draftConnection,
  MAILING_LISTS,
  type MailingConnection,
  type MailingConnectionDraft,
  mailingConnectionProblems,
} from "@vitrine/core/site"
import { useConfirm } from "@vitrine/react"
import { useId, useState } from "react"
import { useUnsavedChanges } from "../admin/use-unsaved-changes.tsx"
import { CONNECTIONS_TEXT, DISCONNECT_DIALOG } from "./connections-text.ts"
import { FieldError } from "./FieldError.tsx"

type Status =
  | { readonly phase: "idle" | "saving" | "saved" | "disconnected" }
  | { readonly phase: "failed"; readonly message: string; readonly errors: Readonly<Record<string, string>> }

const TEXT_FIELDS = ["subject", "to", "cc", "bcc"] as const
const listName = (id: string) => MAILING_LISTS.find((list) => list.id === id)?.name ?? id
const same = (a: MailingConnectionDraft, b: MailingConnectionDraft) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The mailing-list connection (EDITOR-008): the list, double opt-in, and the notification's subject,
 * To, CC and BCC, checked as the server checks them (EDITOR-014, EDITOR-015, EDITOR-023, EDITOR-024)
 * before anything is sent; "Saving…" and "Saved." announced politely, a refusal as an alert with
 * each field's message by its input. Disconnecting asks first in a dialog (EDITOR-007). Leaving the
 * screen with unsaved edits asks to save or discard them (EDITOR-011).
 *
 * @example
 * <MailingConnectionForm client={client} saved={connections.mailing} />
 */
export const MailingConnectionForm = (props: {
  readonly client: ConnectionsClient
  readonly saved: MailingConnection | null
}) => {
  const { client } = props
  const [saved, setSaved] = useState(props.saved)
  const [draft, setDraft] = useState(() => connectionDraft(props.saved ?? undefined))
  const [status, setStatus] = useState<Status>({ phase: "idle" })
  const { confirm, close, dialog } = useConfirm()
  const id = useId()
  const dirty = !same(draft, connectionDraft(saved ?? undefined))
  const errors = status.phase === "failed" ? status.errors : {}

  const edit = (change: Partial<MailingConnectionDraft>) => {
    setDraft({ ...draft, ...change })
    if (status.phase !== "failed" && status.phase !== "saving") setStatus({ phase: "idle" })
  }
  const save = async (): Promise<boolean> => {
    if (status.phase === "saving") return false
    const problems = mailingConnectionProblems(draft) as Record<string, string>
    if (Object.keys(problems).length > 0) {
      setStatus({ phase: "failed", message: CONNECTIONS_TEXT.fixProblems, errors: problems })
      return false
    }
    setStatus({ phase: "saving" })
    const result = await client.saveMailing(draftConnection(draft))
    if (!result.ok) {
      setStatus({ phase: "failed", message: result.error.message, errors: result.error.fieldErrors })
      return false
    }
    setSaved(result.value.mailing)
    setDraft(connectionDraft(result.value.mailing))
    setStatus({ phase: "saved" })
    return true
  }
  const disconnect = async () => {
    if (saved === null) return
    const asked = await confirm({
      title: CONNECTIONS_TEXT.disconnectTitle,
      message: CONNECTIONS_TEXT.disconnectMessage(listName(saved.listId)),
      ...DISCONNECT_DIALOG,
    })
    if (!asked) return
    const result = await client.disconnectMailing()
    close()
    if (!result.ok) return setStatus({ phase: "failed", message: result.error.message, errors: {} })
    setSaved(null)
    setDraft(connectionDraft(undefined))
    setStatus({ phase: "disconnected" })
  }
  const leaving = useUnsavedChanges({
    dirty,
    save,
    discard: () => setDraft(connectionDraft(saved ?? undefined)),
    texts: CONNECTIONS_TEXT,
  })
  const described = (field: string) => (errors[field] === undefined ? undefined : `${id}-${field}-error`)

  return (
    <section className="settings-form mailing-connection" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{CONNECTIONS_TEXT.mailing}</h2>
      <p className="settings-hint">{CONNECTIONS_TEXT.mailingHint}</p>
      <p>
        {saved === null
          ? CONNECTIONS_TEXT.notConnected
          : CONNECTIONS_TEXT.connectedTo(listName(saved.listId))}
      </p>
      {dialog}
      {leaving.prompt}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-listId`}>{CONNECTIONS_TEXT.list}</label>
          <select
            id={`${id}-listId`}
            value={draft.listId}
            aria-invalid={errors.listId !== undefined || undefined}
            aria-describedby={described("listId")}
            onChange={(event) => edit({ listId: event.target.value })}
          >
            <option value="">{CONNECTIONS_TEXT.chooseList}</option>
            {MAILING_LISTS.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-listId-error`} message={errors.listId} />
        </div>
        <div className="field field-checkbox">
          <input
            id={`${id}-doubleOptIn`}
            type="checkbox"
            checked={draft.doubleOptIn}
            onChange={(event) => edit({ doubleOptIn: event.target.checked })}
          />
          <label htmlFor={`${id}-doubleOptIn`}>{CONNECTIONS_TEXT.doubleOptIn}</label>
        </div>
        {TEXT_FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{CONNECTIONS_TEXT[field]}</label>
            <input
              id={`${id}-${field}`}
              type="text"
              inputMode={field === "subject" ? undefined : "email"}
              autoComplete="off"
              value={draft[field]}
              aria-invalid={errors[field] !== undefined || undefined}
              aria-describedby={
                [field === "subject" ? undefined : `${id}-recipients-hint`, described(field)]
                  .filter((part) => part !== undefined)
                  .join(" ") || undefined
              }
              onChange={(event) => edit({ [field]: event.target.value })}
            />
            <FieldError id={`${id}-${field}-error`} message={errors[field]} />
          </div>
        ))}
        <p id={`${id}-recipients-hint`} className="settings-hint">
          {CONNECTIONS_TEXT.recipientsHint}
        </p>
        {status.phase === "failed" && (
          <p className="alert alert-inline" role="alert">
            {status.message}
          </p>
        )}
        <div className="settings-actions">
          <button type="submit" className="button" aria-disabled={status.phase === "saving" || undefined}>
            {status.phase === "saving" ? CONNECTIONS_TEXT.saving : CONNECTIONS_TEXT.save}
          </button>{" "}
          {saved !== null && (
            <button type="button" className="button button-secondary" onClick={() => void disconnect()}>
              {CONNECTIONS_TEXT.disconnect}
            </button>
          )}
          <p className="settings-status" role="status">
            {status.phase === "saving"
              ? CONNECTIONS_TEXT.saving
              : status.phase === "saved"
                ? CONNECTIONS_TEXT.saved
                : status.phase === "disconnected"
                  ? CONNECTIONS_TEXT.disconnected
                  : ""}
          </p>
        </div>
      </form>
    </section>
  )
}
