import { type ReactElement, useCallback, useEffect, useRef, useState } from "react"
import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog.tsx"

/** What `confirm` asks: the dialog's texts, whether it can be cancelled, and whether it closes on confirm. */
export interface ConfirmOptions
  extends Omit<ConfirmDialogProps, "busy" | "error" | "onConfirm" | "onCancel"> {
  /**
   * Whether the dialog closes as soon as it is confirmed (default true). When false it stays open,
   * busy, until the caller's `close()`, so the work the answer starts shows in it (UI-013).
   */
  readonly autoClose?: boolean
}

/** What {@link useConfirm} gives: the question, the way to close a dialog left open, the dialog to render. */
export interface ConfirmHandle {
  /** Opens the dialog; true once confirmed, false once cancelled (UI-012). Asking again while one is open cancels that one. */
  readonly confirm: (options: ConfirmOptions) => Promise<boolean>
  /** Closes the dialog, as the caller does when the work a non-auto-closing dialog started is done. */
  readonly close: () => void
  /** The open dialog, or null: render it where the dialog belongs. */
  readonly dialog: ReactElement | null
}

interface Asking {
  readonly key: number
  readonly options: ConfirmOptions
  readonly answer: (confirmed: boolean) => void
  readonly busy: boolean
}

/**
 * A confirm dialog as a promise (UI-012, UI-013), in place of `window.confirm`: `await confirm(…)`
 * is true on confirm and false on cancel. A dialog with `autoClose: false` stays open and busy
 * after it is confirmed, until `close()`; with `cancellable: false` it can only be confirmed. A
 * caller that must show a failure and let the merchant try again renders `ConfirmDialog` itself.
 *
 * @example
 * const { confirm, close, dialog } = useConfirm()
 * const remove = async () => {
 *   if (!(await confirm({ title: "Remove this page?", confirmLabel: "Remove", busyLabel: "Removing…", autoClose: false }))) return
 *   await removePage()
 *   close()
 * }
 * return <>{dialog}<button type="button" onClick={remove}>Remove</button></>
 */
export const useConfirm = (): ConfirmHandle => {
  const [asking, setAsking] = useState<Asking | null>(null)
  const current = useRef<Asking | null>(null)
  // The ref answers and replaces the open question within one event; the state renders it.
  const show = useCallback((next: Asking | null) => {
    current.current = next
    setAsking(next)
  }, [])

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        current.current?.answer(false)
        show({ key: (current.current?.key ?? 0) + 1, options, answer: resolve, busy: false })
      }),
    [show],
  )
  const close = useCallback(() => show(null), [show])
  // A page that goes away while asking answers no, so no caller waits forever.
  useEffect(() => () => current.current?.answer(false), [])

  const answer = (confirmed: boolean) => {
    const open = current.current
    if (open === null || open.busy) return
    open.answer(confirmed)
    show(confirmed && open.options.autoClose === false ? { ...open, busy: true } : null)
  }

  const { autoClose: _, ...dialogProps } = asking?.options ?? { title: "", confirmLabel: "" }
  const dialog =
    asking === null ? null : (
      // A new question is a new dialog: it opens afresh, focus on its safest button.
      <ConfirmDialog
        key={asking.key}
        {...dialogProps}
        busy={asking.busy}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    )
  return { confirm, close, dialog }
}
