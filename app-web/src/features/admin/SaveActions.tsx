/** Where a merchant screen's save is: the states the save bar shows. */
export type SavePhase =
  | { readonly phase: "idle" | "saving" | "saved" }
  | { readonly phase: "failed"; readonly message: string }

/** Props of {@link SaveActions}. */
export interface SaveActionsProps {
  readonly status: SavePhase
  readonly texts: { readonly save: string; readonly saving: string; readonly saved: string }
  /** The button's idle text when it does more than save ("Save and reconnect"); `texts.save` otherwise. */
  readonly saveLabel?: string
}

/**
 * A merchant screen's save bar, one look and one behaviour for every editor: the submit button
 * (marked busy, not disabled, while saving, so it keeps the focus), "Saving…" and "Saved."
 * announced politely, and a refusal's message as an alert below.
 *
 * @example
 * <SaveActions status={status} texts={STYLES_TEXT} />
 */
export const SaveActions = ({ status, texts, saveLabel }: SaveActionsProps) => (
  <>
    <div className="settings-actions">
      <button type="submit" className="button" aria-disabled={status.phase === "saving" || undefined}>
        {status.phase === "saving" ? texts.saving : (saveLabel ?? texts.save)}
      </button>
      <p className="settings-status" role="status">
        {status.phase === "saving" ? texts.saving : status.phase === "saved" ? texts.saved : ""}
      </p>
    </div>
    {status.phase === "failed" && (
      <p className="alert alert-inline" role="alert">
        {status.message}
      </p>
    )}
  </>
)
