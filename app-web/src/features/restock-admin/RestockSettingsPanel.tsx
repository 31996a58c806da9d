import type { RestockSettings } from "@vitrine/core/restock"
import { useEffect, useId, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"

/**
 * The switches' texts: the automatic send (ours, beyond the spec) and the restock box's
 * join-mailing-list checkbox (RESTOCK-003).
 *
 * @example
 * screen.getByRole("checkbox", { name: RESTOCK_SETTINGS_TEXT.autoSend.label })
 */
export const RESTOCK_SETTINGS_TEXT = {
  autoSend: {
    label: "Send automatically when a variant is back in stock",
    hint: "Everyone waiting for a variant gets the e-mail within seconds of its stock going above 0, once.",
  },
  mailingListSignUp: {
    label: "Offer to join the mailing list in the back-in-stock box",
    hint: "A checkbox under the e-mail field; who ticks it is marked in the sign-ups.",
  },
  mailingListOptInByDefault: {
    label: "Tick the mailing-list checkbox at first",
    hint: "The visitor can still untick it before signing up.",
  },
} as const satisfies Record<keyof RestockSettings, { label: string; hint: string }>

const ORDER: readonly (keyof RestockSettings)[] = [
  "autoSend",
  "mailingListSignUp",
  "mailingListOptInByDefault",
]

/**
 * The restock settings' switches on the restock screen: reads the settings once, saves each change
 * at once (that switch's setting only), and puts the switch back (with the answer's message) when
 * the save fails. The checkbox's default means nothing while the box offers no checkbox: disabled.
 *
 * @example
 * <RestockSettingsPanel />
 */
export const RestockSettingsPanel = () => {
  const client = useStoreClient()
  const [settings, setSettings] = useState<RestockSettings | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void client.restockSettings().then((answer) => {
      if (!live) return
      if (answer.ok) setSettings(answer.value.settings)
      else setProblem(answer.error.message)
    })
    return () => {
      live = false
    }
  }, [client])

  const change = async (key: keyof RestockSettings, next: boolean) => {
    setSettings((current) => current && { ...current, [key]: next })
    setProblem(null)
    const saved = await client.saveRestockSettings({ [key]: next })
    if (saved.ok) return setSettings(saved.value.settings)
    setSettings((current) => current && { ...current, [key]: !next })
    setProblem(saved.error.message)
  }

  return (
    <div className="restock-settings">
      {ORDER.map((key) => (
        <SettingSwitch
          key={key}
          text={RESTOCK_SETTINGS_TEXT[key]}
          checked={settings?.[key] ?? false}
          disabled={settings === null || (key === "mailingListOptInByDefault" && !settings.mailingListSignUp)}
          onChange={(next) => void change(key, next)}
        />
      ))}
      {problem !== null && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}

const SettingSwitch = (props: {
  text: { readonly label: string; readonly hint: string }
  checked: boolean
  disabled: boolean
  onChange: (next: boolean) => void
}) => {
  const hintId = useId()
  return (
    <div className="restock-setting">
      <label>
        <input
          type="checkbox"
          checked={props.checked}
          disabled={props.disabled}
          aria-describedby={hintId}
          onChange={(event) => props.onChange(event.target.checked)}
        />{" "}
        {props.text.label}
      </label>
      <p className="hint" id={hintId}>
        {props.text.hint}
      </p>
    </div>
  )
}
