import { useEffect, useId, useRef } from "react"

/** Props of {@link UnsavedChangesPrompt}: its texts and what each answer does. */
export interface UnsavedChangesPromptProps {
  readonly texts: {
    readonly unsavedTitle: string
    readonly unsavedMessage: string
    readonly saveAndLeave: string
    readonly discard: string
    readonly keepEditing: string
  }
  readonly onAnswer: (choice: "save" | "discard" | "stay") => void
}

/**
 * The "save or discard?" step a screen shows when the leave guard holds a link (EDITOR-011): an
 * alert dialog with Save, Discard and Keep editing, Save focused; Escape keeps editing.
 *
 * @example
 * {leavingFor !== null && <UnsavedChangesPrompt texts={STYLES_TEXT} onAnswer={answerLeaving} />}
 */
export const UnsavedChangesPrompt = ({ texts, onAnswer }: UnsavedChangesPromptProps) => {
  const id = useId()
  const save = useRef<HTMLButtonElement>(null)
  useEffect(() => save.current?.focus(), [])
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className="confirm-step"
      onKeyDown={(event) => {
        if (event.key === "Escape") onAnswer("stay")
      }}
    >
      <h3 id={`${id}-title`}>{texts.unsavedTitle}</h3>
      <p id={`${id}-message`}>{texts.unsavedMessage}</p>
      <button ref={save} type="button" className="button" onClick={() => onAnswer("save")}>
        {texts.saveAndLeave}
      </button>{" "}
      <button type="button" className="button button-secondary" onClick={() => onAnswer("discard")}>
        {texts.discard}
      </button>{" "}
      <button type="button" className="button button-secondary" onClick={() => onAnswer("stay")}>
        {texts.keepEditing}
      </button>
    </div>
  )
}
