/** The text of a failed load (ours: the spec has no wording for a page that cannot load). */
export const LOAD_FAILED_TEXT = "Unable to load. Try again."

/**
 * What a page shows when its data did not load, with a Retry button.
 *
 * @example
 * <ErrorScreen onRetry={retry} />
 */
export const ErrorScreen = ({ onRetry }: { onRetry: () => void }) => (
  <section className="state-screen" role="alert">
    <p>{LOAD_FAILED_TEXT}</p>
    <button type="button" className="button button-secondary" onClick={onRetry}>
      Retry
    </button>
  </section>
)
