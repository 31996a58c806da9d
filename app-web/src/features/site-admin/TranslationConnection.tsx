import type { MultilingualClient, OfferedLanguages } from "@vitrine/adapter-http/client"
import type { MultilingualSettings } from "@vitrine/core/site"
import { useEffect, useRef, useState } from "react"
import { connectedDate, LANGUAGES_TEXT } from "./multilingual-text.ts"

type Step = "view" | "confirm" | "disconnecting"

/**
 * The translation service's connection (API-037): since when it is connected, and a Disconnect
 * button that asks first (Yes, disconnect / Cancel). Opening the question moves the focus to its
 * answer; Cancel or Escape closes it and gives the focus back to Disconnect. A refusal is an alert.
 *
 * @example
 * <TranslationConnection client={client} settings={settings} offered={offered} onDisconnected={setSettings} />
 */
export const TranslationConnection = (props: {
  readonly client: MultilingualClient
  readonly settings: MultilingualSettings
  readonly offered: OfferedLanguages
  readonly onDisconnected: (settings: MultilingualSettings) => void
}) => {
  const { connection, primaryLanguage } = props.settings
  const [step, setStep] = useState<Step>("view")
  const [error, setError] = useState<string | null>(null)
  const disconnectButton = useRef<HTMLButtonElement>(null)
  const answer = useRef<HTMLButtonElement>(null)
  const [returnFocus, setReturnFocus] = useState(false)
  const primary = props.offered.languages.find((language) => language.tag === primaryLanguage)?.name

  useEffect(() => {
    if (step === "confirm") answer.current?.focus()
  }, [step])
  useEffect(() => {
    if (!returnFocus) return
    disconnectButton.current?.focus()
    setReturnFocus(false)
  }, [returnFocus])

  const cancel = () => {
    setStep("view")
    setReturnFocus(true)
  }
  const disconnect = async () => {
    if (step === "disconnecting") return
    setStep("disconnecting")
    setError(null)
    const result = await props.client.disconnect()
    if (!result.ok) {
      setError(result.error.message)
      return setStep("confirm")
    }
    setStep("view")
    props.onDisconnected(result.value)
  }

  return (
    <section className="settings-form translation-connection" aria-labelledby="translation-connection">
      <h2 id="translation-connection">{LANGUAGES_TEXT.connection}</h2>
      <p role="status">
        {connection.status === "connected"
          ? LANGUAGES_TEXT.connectedSince(connectedDate(connection.connectedAt))
          : LANGUAGES_TEXT.notConnected}
      </p>
      {error !== null && (
        <p className="alert alert-inline" role="alert">
          {error}
        </p>
      )}
      {connection.status === "connected" && step === "view" && (
        <button
          ref={disconnectButton}
          type="button"
          className="button button-secondary"
          onClick={() => setStep("confirm")}
        >
          {LANGUAGES_TEXT.disconnect}
        </button>
      )}
      {connection.status === "connected" && step !== "view" && (
        // Escape closes the question, as a dialog's would; its buttons stay the way to answer.
        <fieldset
          className="confirm-step"
          aria-busy={step === "disconnecting" || undefined}
          onKeyDown={(event) => {
            if (event.key === "Escape") cancel()
          }}
        >
          <legend>{LANGUAGES_TEXT.confirmDisconnect(primary ?? primaryLanguage)}</legend>
          <button
            ref={answer}
            type="button"
            className="button"
            aria-disabled={step === "disconnecting" || undefined}
            onClick={() => void disconnect()}
          >
            {step === "disconnecting" ? LANGUAGES_TEXT.disconnecting : LANGUAGES_TEXT.yesDisconnect}
          </button>{" "}
          <button type="button" className="button button-secondary" onClick={cancel}>
            {LANGUAGES_TEXT.cancel}
          </button>
        </fieldset>
      )}
    </section>
  )
}
