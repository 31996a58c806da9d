import { useEffect, useId, useRef } from "react"
import { HOME_TEXT } from "./text.ts"

/**
 * Asks a merchant leaving with unsaved edits to save, discard or keep editing (Escape keeps
 * editing); the save button takes the focus when it opens.
 *
 * @example
 * <LeavePrompt onAnswer={(choice) => answer(choice)} />
 */
export const LeavePrompt = ({ onAnswer }: { onAnswer: (choice: "save" | "discard" | "stay") => void }) => {
  const id = useId()
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => first.current?.focus(), [])
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
      <h3 id={`${id}-title`}>{HOME_TEXT.unsavedTitle}</h3>
      <p id={`${id}-message`}>{HOME_TEXT.unsavedMessage}</p>
      <button ref={first} type="button" className="button" onClick={() => onAnswer("save")}>
        {HOME_TEXT.saveAndLeave}
      </button>{" "}
      <button type="button" className="button button-secondary" onClick={() => onAnswer("discard")}>
        {HOME_TEXT.discard}
      </button>{" "}
      <button type="button" className="button button-secondary" onClick={() => onAnswer("stay")}>
        {HOME_TEXT.keepEditing}
      </button>
    </div>
  )
}
