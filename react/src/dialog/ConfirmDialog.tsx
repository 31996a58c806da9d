import { type ReactNode, useEffect, useId, useRef } from "react"
import { withClass } from "../class-name.ts"

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The question, as a heading; the dialog's accessible name. */
  readonly title: string
  /** What confirming does, under the title; the dialog's description. */
  readonly message?: ReactNode
  /** The confirm button's text ("Yes, remove"). */
  readonly confirmLabel: string
  /** The cancel button's text; default "Cancel". */
  readonly cancelLabel?: string
  /** The confirm button's text while `busy` ("Removing…"); default `confirmLabel`. */
  readonly busyLabel?: string
  /** Whether the confirmed work is running: the confirm button says so and nothing closes the dialog. */
  readonly busy?: boolean
  /** Why the confirmed work failed, shown as an alert; the dialog stays open to try again or cancel. */
  readonly error?: string | null
  /** Whether the dialog may be cancelled (UI-013); when false there is no cancel button, and Escape and a click outside do nothing. Default true. */
  readonly cancellable?: boolean
  readonly onConfirm: () => void
  /** Called by the cancel button, Escape or a click outside, when the dialog is cancellable and not busy. */
  readonly onCancel?: () => void
  /** Classes added to `vitrine-confirm-dialog`. */
  readonly className?: string
  /** Classes of the confirm button (the app's button look). */
  readonly confirmClassName?: string
  /** Classes of the cancel button. */
  readonly cancelClassName?: string
}

/**
 * A confirm dialog (UI-012, UI-013) on the native `<dialog>` opened with `showModal()`: the page
 * behind is inert and focus stays inside; it is named by its title and described by its message,
 * as an `alertdialog`. It opens when it mounts, with focus on the safest button (Cancel, or the only
 * button when it cannot be cancelled), and gives focus back to what had it when it unmounts. It never
 * closes itself: the owner unmounts it, after `onCancel`, or after `onConfirm` once the work it
 * started is done (`busy` meanwhile), so it can stay open while work runs (UI-013). Unstyled:
 * `vitrine-confirm-dialog`, `data-state` `idle` or `busy`. For a promise of the answer use `useConfirm`.
 *
 * @example
 * {asking && (
 *   <ConfirmDialog title="Remove sam@example.com?" confirmLabel="Yes, remove" busyLabel="Removing…"
 *     busy={busy} onConfirm={remove} onCancel={() => setAsking(false)} />
 * )}
 */
export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const { cancellable = true, busy = false } = props
  const dialog = useRef<HTMLDialogElement>(null)
  const safest = useRef<HTMLButtonElement>(null)
  const pressedOutside = useRef(false)
  const titleId = useId()
  const messageId = useId()
  const cancel = () => {
    if (cancellable && !busy) props.onCancel?.()
  }

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const element = dialog.current
    element?.showModal()
    safest.current?.focus()
    return () => {
      if (element?.open) element.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    // Escape is handled on keydown, whose default (the browser's cancel) is always prevented: the
    // owner decides whether the dialog closes, which a `cancel` event cannot promise everywhere.
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={props.message === undefined ? undefined : messageId}
      aria-busy={busy || undefined}
      data-state={busy ? "busy" : "idle"}
      className={withClass("vitrine-confirm-dialog", props.className)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return
        event.preventDefault()
        cancel()
      }}
      onCancel={(event) => {
        event.preventDefault()
        cancel()
      }}
      // The panel fills the dialog (no padding of its own, inline as the rule depends on it), so a
      // press and release both on the dialog element itself are on its backdrop; a press in the
      // panel released outside (selecting text) is not.
      style={{ padding: 0 }}
      onMouseDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget) cancel()
      }}
    >
      <div className="vitrine-confirm-dialog-panel">
        <h2 id={titleId}>{props.title}</h2>
        {props.message !== undefined && <div id={messageId}>{props.message}</div>}
        {props.error != null && (
          <p className="vitrine-confirm-dialog-error" role="alert">
            {props.error}
          </p>
        )}
        <div className="vitrine-confirm-dialog-actions">
          {cancellable && (
            <button
              ref={safest}
              type="button"
              className={props.cancelClassName}
              aria-disabled={busy || undefined}
              onClick={cancel}
            >
              {props.cancelLabel ?? "Cancel"}
            </button>
          )}
          <button
            ref={cancellable ? undefined : safest}
            type="button"
            className={props.confirmClassName}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) props.onConfirm()
            }}
          >
            {busy ? (props.busyLabel ?? props.confirmLabel) : props.confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  )
}
