import type { MultilingualClient, OfferedLanguages } from "@vitrine/adapter-http/client"
import type { MultilingualSettings, SiteLanguage } from "@vitrine/core/site"
import { useEffect, useId, useRef, useState } from "react"
import { SaveActions } from "../admin/SaveActions.tsx"
import { FieldError } from "./FieldError.tsx"
import { LanguageRow } from "./LanguageRow.tsx"
import { LANGUAGES_TEXT } from "./multilingual-text.ts"

type Status =
  | { readonly phase: "idle" | "saving" | "saved" }
  | { readonly phase: "failed"; readonly message: string; readonly errors: Readonly<Record<string, string>> }

const NO_ERRORS: Readonly<Record<string, string>> = {}

/**
 * The site's language list (SITE-002, API-036): each language with its publish switch and a remove
 * button (the primary language is marked, always published and never removed), a picker of the
 * catalogue's other languages up to the limit, and one save. A language is added unpublished, so
 * its translation can be reviewed first. "Saving…" and "Saved." are announced politely; a refusal is
 * an alert, and a refused language shows its own message in its row.
 *
 * @example
 * <LanguagesForm client={client} settings={settings} offered={offered} onSaved={setSettings} />
 */
export const LanguagesForm = (props: {
  readonly client: MultilingualClient
  readonly settings: MultilingualSettings
  readonly offered: OfferedLanguages
  readonly onSaved: (settings: MultilingualSettings) => void
}) => {
  const { client, settings, offered } = props
  const [draft, setDraft] = useState<readonly SiteLanguage[]>(settings.languages)
  const [status, setStatus] = useState<Status>({ phase: "idle" })
  const [choice, setChoice] = useState("")
  const [focusPicker, setFocusPicker] = useState(false)
  const picker = useRef<HTMLSelectElement>(null)
  const id = useId()
  const errors = status.phase === "failed" ? status.errors : NO_ERRORS
  const byTag = new Map(offered.languages.map((language) => [language.tag, language]))
  const addable = offered.languages.filter((language) => !draft.some(({ tag }) => tag === language.tag))
  const full = draft.length >= offered.limit

  // A removed row's button is gone: the picker, where the next action is, takes the focus.
  useEffect(() => {
    if (!focusPicker) return
    picker.current?.focus()
    setFocusPicker(false)
  }, [focusPicker])

  const edit = (next: readonly SiteLanguage[]) => {
    setDraft(next)
    if (status.phase === "saved") setStatus({ phase: "idle" })
  }
  const add = () => {
    if (choice === "" || full) return
    edit([...draft, { tag: choice, published: false }])
    setChoice("")
  }
  const save = async () => {
    if (status.phase === "saving") return
    setStatus({ phase: "saving" })
    const result = await client.saveLanguages(draft)
    if (!result.ok)
      return setStatus({ phase: "failed", message: result.error.message, errors: result.error.fieldErrors })
    setDraft(result.value.languages)
    setStatus({ phase: "saved" })
    props.onSaved(result.value)
  }

  return (
    <form
      className="settings-form languages-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <fieldset>
        <legend>{LANGUAGES_TEXT.onSite}</legend>
        <p id={`${id}-hint`} className="settings-hint">
          {LANGUAGES_TEXT.onSiteHint}
        </p>
        <FieldError id={`${id}-error`} message={errors.languages} />
        <ul className="language-list" aria-describedby={`${id}-hint`}>
          {draft.map((language, index) => (
            <LanguageRow
              key={language.tag}
              language={language}
              offered={byTag.get(language.tag)}
              primary={language.tag === settings.primaryLanguage}
              error={errors[`languages.${index}.tag`] ?? errors[`languages.${index}.published`]}
              onPublish={(published) =>
                edit(draft.map((row) => (row.tag === language.tag ? { ...row, published } : row)))
              }
              onRemove={() => {
                edit(draft.filter((row) => row.tag !== language.tag))
                setFocusPicker(true)
              }}
            />
          ))}
        </ul>
        {full ? (
          <p className="settings-hint">{LANGUAGES_TEXT.full(offered.limit)}</p>
        ) : (
          <div className="field language-picker">
            <label htmlFor={`${id}-add`}>{LANGUAGES_TEXT.add}</label>
            <select
              id={`${id}-add`}
              ref={picker}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return
                event.preventDefault()
                add()
              }}
            >
              <option value="">{LANGUAGES_TEXT.choose}</option>
              {addable.map((language) => (
                <option key={language.tag} value={language.tag}>
                  {language.name} — {language.nativeName}
                </option>
              ))}
            </select>{" "}
            <button
              type="button"
              className="button button-secondary button-small"
              aria-disabled={choice === "" || undefined}
              onClick={add}
            >
              {LANGUAGES_TEXT.addButton}
            </button>
          </div>
        )}
      </fieldset>
      <SaveActions
        status={status}
        texts={LANGUAGES_TEXT}
        saveLabel={
          settings.connection.status === "connected" ? LANGUAGES_TEXT.save : LANGUAGES_TEXT.saveAndReconnect
        }
      />
    </form>
  )
}
