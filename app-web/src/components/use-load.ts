import { useCallback, useEffect, useRef, useState } from "react"
import type { ApiError, ApiResult } from "../api/store-client.ts"
import { type LoadFailure, loadFailureOf, THROWN_LOAD } from "./load-failure.ts"

/**
 * Where a page's data is: loading, there, missing (404), or failed — with how it failed (`failure`:
 * offline, signed out, rate-limited, unavailable…) and the client's message, kept in the state so
 * the page can say what happened and tests can read it (the store has no telemetry for failed loads).
 */
export type Load<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "not-found" }
  | { readonly status: "error"; readonly message: string; readonly failure: LoadFailure }

/** A load's failed states, what `ErrorScreen` reads. */
export type FailedLoad = Extract<Load<unknown>, { status: "not-found" | "error" }>

/**
 * A failed `ApiResult`'s load state: `not-found` for a 404, else `error` with how it failed.
 *
 * @example
 * failedLoad({ status: 0, message: "Please check your internet connection", fieldErrors: {}, crumbFail: false })
 * // { status: "error", message: "Please check…", failure: { kind: "offline" } }
 */
export const failedLoad = (error: ApiError): FailedLoad => {
  const failure = loadFailureOf(error)
  return failure.kind === "not-found"
    ? { status: "not-found" }
    : { status: "error", message: error.message, failure }
}

/** What a failed load is told to: the load's error state and, for a call that threw, what it threw. */
export type LoadErrorHandler = (failed: Extract<Load<unknown>, { status: "error" }>, thrown?: unknown) => void

/**
 * The default handler of a failed load (UTIL-004): a line in the console, the thrown error itself
 * when the call threw (a bug, with its stack), a warning when the server or the network refused.
 */
export const logFailedLoad: LoadErrorHandler = (failed, thrown) => {
  if (thrown !== undefined) console.error("Vitrine: a load threw", thrown)
  else console.warn(`Vitrine: a load failed (${failed.failure.kind}): ${failed.message}`)
}

/**
 * Runs a client call when `key` changes and on `retry()`, ignoring answers that arrive after the
 * key moved on (a visitor clicking from product to product). With `initial` (what the server
 * rendered the page with) the first call is not made: the page starts there. A failed call sets the
 * error state and is told to `onError` (UTIL-004), by default `logFailedLoad`; a 404 is the
 * not-found state, not a failure, and is told to no one.
 *
 * @example
 * const [product, retry] = useLoad(() => client.getProduct(slug), slug)
 */
export const useLoad = <T>(
  load: () => Promise<ApiResult<T>>,
  key: string,
  initial?: Load<T>,
  onError: LoadErrorHandler = logFailedLoad,
): [Load<T>, () => void] => {
  const [state, setState] = useState<Load<T>>(initial ?? { status: "loading" })
  const [attempt, setAttempt] = useState(0)
  const hasInitial = useRef(initial !== undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; `key` and `attempt` say when to call it again.
  useEffect(() => {
    if (hasInitial.current) {
      hasInitial.current = false
      return
    }
    let current = true
    setState({ status: "loading" })
    load().then(
      (result) => {
        if (!current) return
        const next: Load<T> = result.ok ? { status: "ready", value: result.value } : failedLoad(result.error)
        setState(next)
        if (next.status === "error") onError(next)
      },
      (cause: unknown) => {
        if (!current) return
        const failed = { status: "error", message: String(cause), failure: THROWN_LOAD } as const
        setState(failed)
        onError(failed, cause)
      },
    )
    return () => {
      current = false
    }
  }, [key, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return [state, retry]
}

/**
 * The failed state of a read a session holds (`@vitrine/react`'s cart and store settings keep the
 * client's `ApiError` of their last read, null when it threw).
 *
 * @example
 * <ErrorScreen failure={failedRead(cart.loadError)} onRetry={cart.reload} />
 */
export const failedRead = (error: ApiError | null): FailedLoad =>
  error === null ? { status: "error", message: "", failure: THROWN_LOAD } : failedLoad(error)
