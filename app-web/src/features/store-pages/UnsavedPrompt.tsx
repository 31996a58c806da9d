import { useEffect, useId, useRef } from "react"
import { STORE_PAGES_TEXT } from "./store-pages-text.ts"

/**
 * The question when the merchant leaves with unsaved products: save and leave, discard, or keep
 * editing (Escape); its first button takes the focus.
 *
 * @example
 * <UnsavedPrompt onAnswer={answer} />
 */
export const UnsavedPrompt = (props: {
  readonly onAnswer: (choice: "save" | "discard" | "stay") => void
}) => {
  const id = useId()
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => first.current?.focus(), [])
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className="confirm-step"
      onKeyDown={(event) => event.key === "Escape" && props.onAnswer("stay")}
    >
      <h4 id={`${id}-title`}>{STORE_PAGES_TEXT.unsavedTitle}</h4>
      <p id={`${id}-message`}>{STORE_PAGES_TEXT.unsavedMessage}</p>
      <button ref={first} type="button" className="button" onClick={() => props.onAnswer("save")}>
        {STORE_PAGES_TEXT.saveAndLeave}
      </button>{" "}
      <button type="button" className="button button-secondary" onClick={() => props.onAnswer("discard")}>
        {STORE_PAGES_TEXT.discard}
      </button>{" "}
      <button type="button" className="button button-secondary" onClick={() => props.onAnswer("stay")}>
        {STORE_PAGES_TEXT.keepEditing}
      </button>
    </div>
  )
}
