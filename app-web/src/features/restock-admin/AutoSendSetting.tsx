import { useEffect, useId, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"

/**
 * The setting's texts (ours: the automatic send is beyond the spec).
 *
 * @example
 * screen.getByRole("checkbox", { name: AUTO_SEND_TEXT.label })
 */
export const AUTO_SEND_TEXT = {
  label: "Send automatically when a variant is back in stock",
  hint: "Everyone waiting for a variant gets the e-mail within seconds of its stock going above 0, once.",
} as const

/**
 * The automatic send's switch on the restock screen: reads the setting, saves each change at once,
 * and puts the box back (with the answer's message) when the save fails.
 *
 * @example
 * <AutoSendSetting />
 */
export const AutoSendSetting = () => {
  const client = useStoreClient()
  const [autoSend, setAutoSend] = useState<boolean | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const hintId = useId()

  useEffect(() => {
    let live = true
    void client.restockSettings().then((answer) => {
      if (!live) return
      if (answer.ok) setAutoSend(answer.value.settings.autoSend)
      else setProblem(answer.error.message)
    })
    return () => {
      live = false
    }
  }, [client])

  const change = async (next: boolean) => {
    setAutoSend(next)
    setProblem(null)
    const saved = await client.saveRestockSettings({ autoSend: next })
    if (saved.ok) return setAutoSend(saved.value.settings.autoSend)
    setAutoSend(!next)
    setProblem(saved.error.message)
  }

  return (
    <div className="restock-auto-send">
      <label>
        <input
          type="checkbox"
          checked={autoSend ?? false}
          disabled={autoSend === null}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />{" "}
        {AUTO_SEND_TEXT.label}
      </label>
      <p className="hint" id={hintId}>
        {AUTO_SEND_TEXT.hint}
      </p>
      {problem !== null && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
