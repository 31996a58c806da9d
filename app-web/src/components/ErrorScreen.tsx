import { ENGLISH, type StringKey, translate } from "@vitrine/core/site"
import { createContext, useContext, useEffect, useEffectEvent } from "react"
import { SIGN_IN_PATH } from "../router/routes.ts"
import { type PageText, usePageText } from "../ssr/page-language.ts"
import type { LoadFailure } from "./load-failure.ts"
import type { FailedLoad } from "./use-load.ts"

/**
 * What a page shows when its data is not there, picked by how the load failed (`LoadFailure`).
 * The spec's interface messages (001 §8) where they fit, each with one of its recovery actions
 * (UI-020):
 * - "Unable to load. Try again." with Retry: the server answered with a failure (5xx, an unexpected
 *   4xx, a broken answer) (UI-018);
 * - "Network error" over "Unable to connect. Please try again" with Try again: no answer came at
 *   all — offline, or the server out of reach (UI-015, UI-016);
 * - "Unable to locate content" with Retry: a page's own content is missing (404) (UI-019);
 * - "Unable to load results" with Retry: a list the merchant searched could not load (UI-017).
 *
 * UI-021, our choice: 001 §8 has no text for the other ways a load fails, so these are ours
 * (`LOAD_HELP_TEXT`), each with Try again:
 * - 401, the session ended: "Your session has expired" (the first sentence of 000 §8's crumb
 *   message) over "Sign in again, then try again.", with a "Sign in" link to the sign-in of the side
 *   the page is on (the staff sign-in on the merchant's pages, `SignInPathContext`);
 * - 403: "You do not have permission to see this page." (core's refusal says "…to do that.");
 * - 429: "Too many requests" over 000 §8's "Please try again in a few seconds.";
 * - 503, the store's database out of reach: "The store cannot be reached just now" over "Please
 *   try again in a few seconds.".
 * A 429 or 503 whose `Retry-After` names a wait of at most a minute says "Trying again in N
 * seconds." and tries again by itself when it is over (the server asked for exactly that wait);
 * a longer wait says "Please try again later." and waits for the button. The text does not count
 * down: the screen is announced once (`role="alert"`), not every second.
 * The spec's other interface messages belong to screens this store does not have (fonts,
 * collections, file uploads, datasets, video accounts, the code editor), so they are never shown;
 * nor is the server's own message of a failed load (it may name a table or a host). "Something
 * went wrong" (UI-014) is the page that crashed while rendering, in `PageErrorBoundary`.
 */

// Each screen's texts by their dictionary keys (SITE-009): a page in another language reads them in
// its own (usePageText), the merchant's pages and English pages in the English below.
const SCREEN_KEYS = {
  failed: { title: null, message: "loadFailed", retry: "retry" },
  network: { title: "networkError", message: "unableToConnect", retry: "tryAgainButton" },
  missing: { title: null, message: "contentMissing", retry: "retry" },
  results: { title: null, message: "resultsFailed", retry: "retry" },
  signedOut: { title: "sessionEnded", message: "signInAgain", retry: "tryAgainButton" },
  forbidden: { title: null, message: "noPermission", retry: "tryAgainButton" },
  rateLimited: { title: "tooManyRequests", message: "rateLimited", retry: "tryAgainButton" },
  unavailable: { title: "storeUnreachable", message: "rateLimited", retry: "tryAgainButton" },
} as const satisfies Record<string, { title: StringKey | null; message: StringKey; retry: StringKey }>

/** Which of the texts a failure reads. */
export type LoadProblem = keyof typeof SCREEN_KEYS

/** A screen's three texts: its first line (if any), its message and its button. */
export interface ScreenText {
  readonly title: string | null
  readonly message: string
  readonly retry: string
}

/**
 * A failure's texts in a language (`text`: `usePageText`, or English's `translate` by default).
 *
 * @example
 * screenText("network").message // "Unable to connect. Please try again"
 */
export const screenText = (problem: LoadProblem, text: PageText = englishText): ScreenText => {
  const keys = SCREEN_KEYS[problem]
  return { title: keys.title && text(keys.title), message: text(keys.message), retry: text(keys.retry) }
}

const englishText: PageText = (key, values) => translate(ENGLISH, key, values)

/**
 * The spec's texts for each failure, and the action that tries again (English).
 *
 * @example
 * screen.getByText(LOAD_PROBLEM_TEXT.network.message)
 */
export const LOAD_PROBLEM_TEXT = {
  failed: screenText("failed"),
  network: screenText("network"),
  missing: screenText("missing"),
  results: screenText("results"),
}

/**
 * Our texts for the failures the spec has none for (UI-021, see above), in English.
 *
 * @example
 * LOAD_HELP_TEXT.forbidden.message // "You do not have permission to see this page."
 */
export const LOAD_HELP_TEXT = {
  signedOut: screenText("signedOut"),
  forbidden: screenText("forbidden"),
  rateLimited: screenText("rateLimited"),
  unavailable: screenText("unavailable"),
}

/**
 * What a 429 or 503 screen says instead of its message when the server named a wait.
 *
 * @example
 * waitText(5) // "Trying again in 5 seconds."
 */
export const waitText = (seconds: number | "later", text: PageText = englishText): string =>
  seconds === "later"
    ? text("tryLater")
    : text(seconds === 1 ? "retryingInSecond" : "retryingInSeconds", { seconds: String(seconds) })

/** The longest `Retry-After` the screen waits out by itself; past it, the visitor decides when. */
export const LONGEST_AUTOMATIC_WAIT_SECONDS = 60

/**
 * The problem a failed load is; a failure that is not the page's own (a missing list, a server
 * error) reads "Unable to load results" on a searched list.
 *
 * @example
 * loadProblem({ status: "error", message: "", failure: { kind: "offline" } }) // "network"
 */
export const loadProblem = (
  failure: FailedLoad | undefined,
  of: "page" | "results" = "page",
): LoadProblem => {
  if (failure?.status === "not-found") return "missing"
  const kind = failure?.failure.kind ?? "failed"
  switch (kind) {
    case "offline":
      return "network"
    case "not-found":
      return "missing"
    case "signed-out":
      return "signedOut"
    case "forbidden":
      return "forbidden"
    case "rate-limited":
      return "rateLimited"
    case "unavailable":
      return "unavailable"
    case "failed":
      return of === "results" ? "results" : "failed"
  }
}

/**
 * Where "Sign in" on an expired session's screen leads: the member sign-in by default, the staff
 * sign-in inside the admin.
 */
export const SignInPathContext = createContext<string>(SIGN_IN_PATH)

const waitOf = (failure: LoadFailure | undefined): number | null =>
  failure?.kind === "unavailable" || failure?.kind === "rate-limited" ? failure.retryAfterSeconds : null

/**
 * A failed load's screen, with the button that tries again (and tries again by itself after a
 * short `Retry-After`). `failure` (the page's failed `Load`) picks the text; without it the screen says the
 * load failed. `of="results"` for a searched list.
 *
 * @example
 * <ErrorScreen onRetry={retry} failure={loaded} of="results" />
 */
export const ErrorScreen = ({
  onRetry,
  failure,
  of = "page",
  title,
}: {
  onRetry: () => void
  failure?: FailedLoad | undefined
  of?: "page" | "results"
  /** The screen's own first line in place of the problem's title (EDITOR-041's, on the store pages). */
  title?: string | undefined
}) => {
  const problem = loadProblem(failure, of)
  const signIn = useContext(SignInPathContext)
  const wait = waitOf(failure?.status === "error" ? failure.failure : undefined)
  const automatic = wait !== null && wait <= LONGEST_AUTOMATIC_WAIT_SECONDS
  // The page's retry may be a fresh closure each render: the wait is not restarted for it.
  const retryLater = useEffectEvent(onRetry)
  useEffect(() => {
    if (!automatic) return
    const timer = setTimeout(retryLater, wait * 1000)
    return () => clearTimeout(timer)
  }, [automatic, wait])
  const pageText = usePageText()
  const shown = screenText(problem, pageText)
  const text = title === undefined ? shown : { ...shown, title }
  const message = wait === null ? text.message : waitText(automatic ? wait : "later", pageText)
  return (
    <section className="state-screen" role="alert">
      {/* Not a heading: the screen may stand in a page that has none above it. */}
      {text.title && (
        <p>
          <strong>{text.title}</strong>
        </p>
      )}
      <p>{message}</p>
      {problem === "signedOut" && (
        <p>
          {/* A whole page load: the sign-in page reads the session afresh. */}
          <a href={signIn} className="button">
            {pageText("signIn")}
          </a>
        </p>
      )}
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {text.retry}
      </button>
    </section>
  )
}
