import { createContext, useContext, useEffect, useEffectEvent } from "react"
import { SIGN_IN_PATH } from "../router/routes.ts"
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

/**
 * Our texts for the failures the spec has none for (UI-021, see above).
 *
 * @example
 * screen.getByRole("link", { name: LOAD_HELP_TEXT.signedOut.signIn })
 */
export const LOAD_HELP_TEXT = {
  signedOut: {
    title: "Your session has expired",
    message: "Sign in again, then try again.",
    retry: "Try again",
    signIn: "Sign in",
  },
  forbidden: { title: null, message: "You do not have permission to see this page.", retry: "Try again" },
  rateLimited: {
    title: "Too many requests",
    message: "Please try again in a few seconds.",
    retry: "Try again",
  },
  unavailable: {
    title: "The store cannot be reached just now",
    message: "Please try again in a few seconds.",
    retry: "Try again",
  },
} as const

/**
 * What a 429 or 503 screen says instead of its message when the server named a wait.
 *
 * @example
 * WAIT_TEXT.retrying(5) // "Trying again in 5 seconds."
 */
export const WAIT_TEXT = {
  later: "Please try again later.",
  retrying: (seconds: number) => `Trying again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
} as const

const SCREEN_TEXT = { ...LOAD_PROBLEM_TEXT, ...LOAD_HELP_TEXT }

/** The longest `Retry-After` the screen waits out by itself; past it, the visitor decides when. */
export const LONGEST_AUTOMATIC_WAIT_SECONDS = 60

/** Which of the texts a failure reads. */
export type LoadProblem = keyof typeof SCREEN_TEXT

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
  const text = title === undefined ? SCREEN_TEXT[problem] : { ...SCREEN_TEXT[problem], title }
  const message = wait === null ? text.message : automatic ? WAIT_TEXT.retrying(wait) : WAIT_TEXT.later
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
            {LOAD_HELP_TEXT.signedOut.signIn}
          </a>
        </p>
      )}
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {text.retry}
      </button>
    </section>
  )
}
