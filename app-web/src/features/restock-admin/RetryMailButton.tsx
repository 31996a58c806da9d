import { useState } from "react"
import { useStoreClient } from "../../api/context.tsx"

/** The button's texts (ours: the spec names the merchant's call, API-012, not a screen). */
export const RETRY_MAIL_TEXT = {
  retry: (to: string) => `Retry e-mail to ${to}`,
  retrying: "Retrying…",
  failed: (message: string) => `The e-mail was not queued again: ${message}`,
} as const

type Phase =
  | { readonly _tag: "idle" }
  | { readonly _tag: "sending" }
  | { readonly _tag: "failed"; message: string }

/**
 * Sends a failed (dead) e-mail of the outbox again. While the call is on its way the button says so
 * and ignores another press; when the store answered, `onRetried` reads the outbox again (the row
 * shows its new state, or what another process did with it: `retried: false`). A call that fails
 * keeps the row as it was and says why under the button, as an alert, so the merchant can press
 * again.
 *
 * @example
 * <RetryMailButton mailKey={message.key} to={message.to} onRetried={reload} />
 */
export const RetryMailButton = ({
  mailKey,
  to,
  onRetried,
}: {
  mailKey: string
  to: string
  onRetried: () => void
}) => {
  const client = useStoreClient()
  const [phase, setPhase] = useState<Phase>({ _tag: "idle" })
  const retry = async () => {
    if (phase._tag === "sending") return
    setPhase({ _tag: "sending" })
    const result = await client.retryOutbox(mailKey)
    if (!result.ok) return setPhase({ _tag: "failed", message: result.error.message })
    setPhase({ _tag: "idle" })
    onRetried()
  }
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-disabled={phase._tag === "sending" || undefined}
        onClick={() => void retry()}
      >
        {phase._tag === "sending" ? RETRY_MAIL_TEXT.retrying : RETRY_MAIL_TEXT.retry(to)}
      </button>
      {phase._tag === "failed" && (
        <span className="field-error" role="alert">
          {RETRY_MAIL_TEXT.failed(phase.message)}
        </span>
      )}
    </>
  )
}
