import {
  CURRENCY_CODES,
  type CurrencyCode,
  currencyOf,
  formatMoney,
  moneyFromMinor,
} from "@vitrine/core/money"
import { useId, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"

/**
 * The form's texts. Ours: the spec has no merchant settings screen (UI-021 leaves other interface
 * messages open).
 *
 * @example
 * screen.getByText(SETTINGS_TEXT.saved)
 */
export const SETTINGS_TEXT = {
  currency: "Store currency",
  hint: "Prices are not converted: each keeps its stored amount, read in the new currency.",
  save: "Save",
  saving: "Saving…",
  saved: "Saved.",
} as const

// Sorted by name, as a merchant looks for "Swedish Krona", not for its place in the spec's list.
const CHOICES = CURRENCY_CODES.map((code) => ({ code, name: currencyOf(code).name })).sort((a, b) =>
  a.name.localeCompare(b.name, "en"),
)

type Status =
  | { readonly phase: "idle" | "saving" | "saved" }
  | { readonly phase: "failed"; readonly message: string }

/**
 * The store currency select with its save button. A native select and button, so it works by
 * keyboard as any form does; "Saving…" and "Saved." are announced politely, a refusal as an alert
 * tied to the select. The example line shows how a stored $12.50 reads in the chosen currency.
 *
 * @example
 * <CurrencyForm saved="USD" onSaved={store.reload} />
 */
export const CurrencyForm = ({ saved, onSaved }: { saved: CurrencyCode; onSaved: () => void }) => {
  const client = useStoreClient()
  const [currency, setCurrency] = useState<CurrencyCode>(saved)
  const [status, setStatus] = useState<Status>({ phase: "idle" })
  const selectId = useId()
  const hintId = useId()
  const errorId = useId()
  const saving = status.phase === "saving"

  const save = async () => {
    if (saving) return
    setStatus({ phase: "saving" })
    const result = await client.saveSettings({ selectedCurrency: currency })
    if (!result.ok) {
      const message = result.error.fieldErrors.selectedCurrency ?? result.error.message
      return setStatus({ phase: "failed", message })
    }
    setStatus({ phase: "saved" })
    onSaved()
  }

  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <div className="field">
        <label htmlFor={selectId}>{SETTINGS_TEXT.currency}</label>
        <select
          id={selectId}
          value={currency}
          aria-describedby={status.phase === "failed" ? `${hintId} ${errorId}` : hintId}
          aria-invalid={status.phase === "failed" || undefined}
          onChange={(event) => {
            setCurrency(event.target.value as CurrencyCode)
            setStatus({ phase: "idle" })
          }}
        >
          {CHOICES.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name} ({choice.code})
            </option>
          ))}
        </select>
        <p id={hintId} className="settings-hint">
          {SETTINGS_TEXT.hint} A price stored as $12.50 shows as{" "}
          <span className="settings-example">{formatMoney(moneyFromMinor(1250, currency))}</span>.
        </p>
      </div>
      <div className="settings-actions">
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? SETTINGS_TEXT.saving : SETTINGS_TEXT.save}
        </button>
        <p className="settings-status" role="status">
          {status.phase === "saving"
            ? SETTINGS_TEXT.saving
            : status.phase === "saved"
              ? SETTINGS_TEXT.saved
              : ""}
        </p>
      </div>
      {status.phase === "failed" && (
        <p id={errorId} className="alert alert-inline" role="alert">
          {status.message}
        </p>
      )}
    </form>
  )
}
