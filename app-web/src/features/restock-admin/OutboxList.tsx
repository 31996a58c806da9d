import { useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useLoad } from "../../components/use-load.ts"
import { RetryMailButton } from "./RetryMailButton.tsx"

const STATE_TEXT = { pending: "Waiting", sending: "Sending", sent: "Sent", dead: "Failed" } as const

/**
 * The outbox: the 50 newest e-mails with their delivery state, attempts and last error; a failed
 * (dead) one can be sent again. Without MAIL_URL it shows what would have gone out. Read again when
 * `refresh` changes (after a send) and on "Refresh".
 *
 * @example
 * <OutboxList refresh={round} />
 */
export const OutboxList = ({ refresh }: { refresh: number }) => {
  const client = useStoreClient()
  const [again, setAgain] = useState(0)
  const [loaded, retry] = useLoad(() => client.outbox(), `outbox-${refresh}-${again}`)
  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <h2 id="outbox-title">E-mails</h2>
      <button type="button" className="link-button" onClick={() => setAgain((n) => n + 1)}>
        Refresh
      </button>
      {loaded.status === "loading" && <Spinner label="Loading e-mails" />}
      {(loaded.status === "error" || loaded.status === "not-found") && (
        <ErrorScreen onRetry={retry} failure={loaded} />
      )}
      {loaded.status === "ready" &&
        (loaded.value.messages.length === 0 ? (
          <p className="empty">No e-mail has been queued yet.</p>
        ) : (
          <table className="outbox-messages">
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {loaded.value.messages.map((message) => (
                <tr key={message.key}>
                  <td>{message.to}</td>
                  <td>
                    {STATE_TEXT[message.state]}{" "}
                    {message.state === "dead" && (
                      <RetryMailButton
                        mailKey={message.key}
                        to={message.to}
                        onRetried={() => setAgain((n) => n + 1)}
                      />
                    )}
                  </td>
                  <td>{message.attempts}</td>
                  <td>{message.lastError ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  )
}
