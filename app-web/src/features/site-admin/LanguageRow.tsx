import type { OfferedLanguage, SiteLanguage } from "@vitrine/core/site"
import { useId } from "react"
import { FieldError } from "./FieldError.tsx"
import { LANGUAGES_TEXT } from "./multilingual-text.ts"

/**
 * One language of the site's list: its name (and its own name, marked with its language for screen
 * readers), the primary mark, a publish checkbox and a remove button. The primary language's
 * checkbox stays checked and says why; it has no remove button.
 *
 * @example
 * <LanguageRow language={{ tag: "fr", published: true }} offered={french} primary={false} error={undefined} onPublish={set} onRemove={drop} />
 */
export const LanguageRow = (props: {
  readonly language: SiteLanguage
  readonly offered: OfferedLanguage | undefined
  readonly primary: boolean
  readonly error: string | undefined
  readonly onPublish: (published: boolean) => void
  readonly onRemove: () => void
}) => {
  const id = useId()
  const { language, offered, primary } = props
  const name = offered?.name ?? language.tag
  return (
    <li className="language-row">
      <span className="language-name">
        {name}
        {offered && offered.nativeName !== name && (
          <>
            {" — "}
            <span lang={language.tag}>{offered.nativeName}</span>
          </>
        )}
        {primary && <span className="badge">{LANGUAGES_TEXT.primary}</span>}
      </span>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={primary || language.published}
          disabled={primary}
          aria-describedby={
            [primary && `${id}-primary`, props.error && `${id}-error`].filter(Boolean).join(" ") || undefined
          }
          onChange={(event) => props.onPublish(event.target.checked)}
        />
        {LANGUAGES_TEXT.published(name)}
      </label>
      {primary ? (
        <span id={`${id}-primary`} className="settings-hint">
          {LANGUAGES_TEXT.primaryPublished}
        </span>
      ) : (
        <button type="button" className="button button-secondary button-small" onClick={props.onRemove}>
          {LANGUAGES_TEXT.remove(name)}
        </button>
      )}
      <FieldError id={`${id}-error`} message={props.error} />
    </li>
  )
}
