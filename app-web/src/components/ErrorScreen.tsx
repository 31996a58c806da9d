/**
 * What a page shows when its data is not there. Every text is one of the spec's interface messages
 * (001 §8) and every button one of its recovery actions (UI-020):
 * - "Unable to load. Try again." with Retry: the server answered with a failure (UI-018);
 * - "Network error" over "Unable to connect. Please try again" with Try again: no answer came at
 *   all (UI-015, UI-016);
 * - "Unable to locate content" with Retry: a page's own content is missing (404) (UI-019);
 * - "Unable to load results" with Retry: a list the merchant searched could not load (UI-017).
 *
 * UI-021, our choice: the spec's other interface messages belong to screens this store does not
 * have (fonts, collections, file uploads, datasets, video accounts, the code editor), so they are
 * never shown; and the server's own message of a failed load (it may name a table or a host) is
 * not shown either: the visitor reads only these texts. "Something went wrong" (UI-014) is the
 * page that crashed while rendering, in `PageErrorBoundary`.
 */

/** A load that did not give its data: missing, or failed with or without an answer. */
export type LoadFailure =
  | { readonly status: "not-found" }
  | { readonly status: "error"; readonly network: boolean }

/**
 * The spec's texts for each failure, and the action that tries again.
 *
 * @example
 * screen.getByText(LOAD_PROBLEM_TEXT.network.message)
 */
export const LOAD_PROBLEM_TEXT = {
  failed: { title: null, message: "Unable to load. Try again.", retry: "Retry" },
  network: { title: "Network error", message: "Unable to connect. Please try again", retry: "Try again" },
  missing: { title: null, message: "Unable to locate content", retry: "Retry" },
  results: { title: null, message: "Unable to load results", retry: "Retry" },
} as const

/** Which of the texts a failure reads. */
export type LoadProblem = keyof typeof LOAD_PROBLEM_TEXT

/**
 * The problem a failure is: a network failure is told first, as trying again later is the answer
 * whatever the page; a missing page's content next; then a list's results; else the load failed.
 *
 * @example
 * loadProblem({ status: "error", network: true }) // "network"
 */
export const loadProblem = (
  failure: LoadFailure | undefined,
  of: "page" | "results" = "page",
): LoadProblem => {
  if (failure?.status === "error" && failure.network) return "network"
  if (failure?.status === "not-found") return "missing"
  return of === "results" ? "results" : "failed"
}

/**
 * A failed load's screen, with the button that tries again. `failure` (the page's `Load`) picks the
 * text; without it the screen says the load failed. `of="results"` for a searched list.
 *
 * @example
 * <ErrorScreen onRetry={retry} failure={loaded} of="results" />
 */
export const ErrorScreen = ({
  onRetry,
  failure,
  of = "page",
}: {
  onRetry: () => void
  failure?: LoadFailure
  of?: "page" | "results"
}) => {
  const text = LOAD_PROBLEM_TEXT[loadProblem(failure, of)]
  return (
    <section className="state-screen" role="alert">
      {/* Not a heading: the screen may stand in a page that has none above it. */}
      {text.title && (
        <p>
          <strong>{text.title}</strong>
        </p>
      )}
      <p>{text.message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {text.retry}
      </button>
    </section>
  )
}
