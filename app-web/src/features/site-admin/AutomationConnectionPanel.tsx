import type { ConnectionsClient } from "@vitrine/adapter-http/client"
import { AUTOMATION_STATUS_LABEL, type AutomationConnection } from "@vitrine/core/site"
import { useConfirm } from "@vitrine/react"
import { useId, useState } from "react"
import { CONNECTIONS_TEXT, DISCONNECT_DIALOG } from "./connections-text.ts"

/**
 * The automation service's connection (EDITOR-009): its state, "Connected", "Disconnected" or
 * "Awaiting Connection", announced politely; Connect (or, while awaiting, Get a new key) shows the
 * one-time key to paste into the service, once; Disconnect asks first in a dialog. A refusal is an
 * alert.
 *
 * @example
 * <AutomationConnectionPanel client={client} automation={connections.automation} />
 */
export const AutomationConnectionPanel = (props: {
  readonly client: ConnectionsClient
  readonly automation: AutomationConnection
}) => {
  const { client } = props
  const [automation, setAutomation] = useState(props.automation)
  const [key, setKey] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { confirm, close, dialog } = useConfirm()
  const id = useId()

  const connect = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    const result = await client.connectAutomation()
    setBusy(false)
    if (!result.ok) return setError(result.error.message)
    setAutomation(result.value.automation)
    setKey(result.value.key)
  }
  const disconnect = async () => {
    const asked = await confirm({
      title: CONNECTIONS_TEXT.disconnectAutomationTitle,
      message: CONNECTIONS_TEXT.disconnectAutomationMessage,
      ...DISCONNECT_DIALOG,
    })
    if (!asked) return
    setError(null)
    const result = await client.disconnectAutomation()
    close()
    if (!result.ok) return setError(result.error.message)
    setAutomation(result.value.automation)
    setKey(null)
  }

  return (
    <section className="settings-form automation-connection" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{CONNECTIONS_TEXT.automation}</h2>
      <p className="settings-hint">{CONNECTIONS_TEXT.automationHint}</p>
      <p role="status">{CONNECTIONS_TEXT.status(AUTOMATION_STATUS_LABEL[automation.status])}</p>
      {dialog}
      {error !== null && (
        <p className="alert alert-inline" role="alert">
          {error}
        </p>
      )}
      {key !== null && automation.status === "awaiting" && (
        <div className="field">
          <label htmlFor={`${id}-key`}>{CONNECTIONS_TEXT.key}</label>
          <input
            id={`${id}-key`}
            type="text"
            readOnly
            value={key}
            aria-describedby={`${id}-key-hint`}
            onFocus={(event) => event.target.select()}
          />
          <p id={`${id}-key-hint`} className="settings-hint">
            {CONNECTIONS_TEXT.keyHint}
          </p>
        </div>
      )}
      <div className="settings-actions">
        {automation.status !== "connected" && (
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={() => void connect()}
          >
            {busy
              ? CONNECTIONS_TEXT.connecting
              : automation.status === "awaiting"
                ? CONNECTIONS_TEXT.newKey
                : CONNECTIONS_TEXT.connect}
          </button>
        )}{" "}
        {automation.status !== "disconnected" && (
          <button type="button" className="button button-secondary" onClick={() => void disconnect()}>
            {CONNECTIONS_TEXT.disconnect}
          </button>
        )}
      </div>
    </section>
  )
}
