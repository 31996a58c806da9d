import type { AddAlert } from "./use-add-button.ts"

/**
 * The add-to-cart error alert: the spec's title and message, announced at once (role="alert"), with
 * a control to dismiss it. The control shows a "×", a sign rather than words (WCAG 2.5.3 leaves
 * symbols out), so the sign is hidden from assistive technology and its name says what it does.
 *
 * @example
 * {alert && <AddToCartAlert alert={alert} onDismiss={dismissAlert} />}
 */
export const AddToCartAlert = ({
  alert,
  onDismiss,
  dismissLabel = "Dismiss message",
}: {
  alert: AddAlert
  onDismiss: () => void
  /** The dismiss control's name in the page's language (the dictionary's `dismissMessage`). */
  dismissLabel?: string | undefined
}) => (
  <div className="vitrine-alert" role="alert">
    <div>
      <p className="vitrine-alert-title">{alert.title}</p>
      <p className="vitrine-alert-message">{alert.message}</p>
    </div>
    <button type="button" className="vitrine-alert-dismiss" onClick={onDismiss} aria-label={dismissLabel}>
      <span aria-hidden="true">×</span>
    </button>
  </div>
)
