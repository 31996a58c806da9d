import { useCallback, useEffect, useRef, useState } from "react"
import type { ApiResult } from "../api/store-client.ts"

/**
 * Where a page's data is: loading, there, missing (404), or failed — `network` when no answer came
 * (the client's status 0), so the page can say "Network error" rather than that the load failed.
 */
export type Load<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "not-found" }
  | { readonly status: "error"; readonly message: string; readonly network: boolean }

/**
 * Runs a client call when `key` changes and on `retry()`, ignoring answers that arrive after the
 * key moved on (a visitor clicking from product to product). With `initial` (what the server
 * rendered the page with) the first call is not made: the page starts there.
 *
 * @example
 * const [product, retry] = useLoad(() => client.getProduct(slug), slug)
 */
export const useLoad = <T>(
  load: () => Promise<ApiResult<T>>,
  key: string,
  initial?: Load<T>,
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
        if (result.ok) setState({ status: "ready", value: result.value })
        else if (result.error.status === 404) setState({ status: "not-found" })
        else setState({ status: "error", message: result.error.message, network: result.error.status === 0 })
      },
      (cause: unknown) => current && setState({ status: "error", message: String(cause), network: false }),
    )
    return () => {
      current = false
    }
  }, [key, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return [state, retry]
}
