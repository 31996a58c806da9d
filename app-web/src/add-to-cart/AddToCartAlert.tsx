import type { AddAlert } from "./use-add-button.ts"

/**
 * The add-to-cart error alert: the spec's title and message, announced at once (role="alert"), with
 * a control to dismiss it.
 *
 * @example
 * {alert && <AddToCartAlert alert={alert} onDismiss={dismissAlert} />}
 */
export const AddToCartAlert = ({ alert, onDismiss }: { alert: AddAlert; onDismiss: () => void }) => (
  <div className="alert" role="alert">
    <div>
      <p className="alert-title">{alert.title}</p>
      <p className="alert-message">{alert.message}</p>
    </div>
    <button type="button" className="alert-dismiss" onClick={onDismiss} aria-label="Dismiss message">
      ×
    </button>
  </div>
)
