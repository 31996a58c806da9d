import { type ReactNode, useEffect, useRef, useState } from "react"
import { useNavigate } from "../../router/navigation.tsx"
import { useLeaveGuard } from "../../router/use-leave-guard.ts"
import { UnsavedChangesPrompt, type UnsavedChangesPromptProps } from "./UnsavedChangesPrompt.tsx"

/** What {@link useUnsavedChanges} is told about the screen. */
export interface UnsavedChangesOptions {
  /** Whether the screen holds edits not saved yet. */
  readonly dirty: boolean
  /** Saves the edits: true when they were saved (the merchant then leaves), false to stay. */
  readonly save: () => Promise<boolean>
  /** Puts the saved values back. */
  readonly discard: () => void
  /** The prompt's texts (each screen words its own). */
  readonly texts: UnsavedChangesPromptProps["texts"]
  /** Goes where the merchant was going; the app's `navigate` when left out (a screen with a "Back" of its own gives its own). */
  readonly go?: (destination: string) => void
}

/**
 * A merchant screen's unsaved-changes step (EDITOR-011), one for every editor: while `dirty`, leaving
 * by a link or by Back is held (`useLeaveGuard`) and `prompt` asks to save, discard or keep editing;
 * once the edits are saved or discarded and the guard has let go, the merchant goes on to where they
 * were going. `hold(destination)` asks the same for a way out of the screen's own (a "Back" button).
 *
 * @example
 * const leaving = useUnsavedChanges({ dirty, save, discard: () => setDraft(saved), texts: STYLES_TEXT })
 * return <form>{leaving.prompt}…</form>
 */
export const useUnsavedChanges = (
  options: UnsavedChangesOptions,
): {
  readonly prompt: ReactNode
  readonly hold: (destination: string) => void
} => {
  const navigate = useNavigate()
  const [leavingFor, setLeavingFor] = useState<string | null>(null)
  const [goTo, setGoTo] = useState<string | null>(null)
  // The latest `go`, without making each render's new function a reason to run the effect again.
  const go = useRef(options.go ?? navigate)
  go.current = options.go ?? navigate
  useLeaveGuard(options.dirty, setLeavingFor)
  useEffect(() => {
    if (goTo === null || options.dirty) return
    setGoTo(null)
    go.current(goTo)
  }, [goTo, options.dirty])

  const answer = async (choice: "save" | "discard" | "stay") => {
    const destination = leavingFor
    setLeavingFor(null)
    if (destination === null || choice === "stay") return
    if (choice === "discard") options.discard()
    else if (!(await options.save())) return
    setGoTo(destination)
  }
  return {
    prompt:
      leavingFor === null ? null : (
        <UnsavedChangesPrompt texts={options.texts} onAnswer={(choice) => void answer(choice)} />
      ),
    hold: setLeavingFor,
  }
}
