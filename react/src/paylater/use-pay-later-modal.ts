import { PAY_LATER_MODAL_TIMEOUT_MS } from "@vitrine/core/paylater"
import { type ReactNode, useEffect, useState } from "react"
import { payLaterModalNodes } from "./pay-later-html.tsx"

/**
 * The provider's modal content as the dialog shows it: loading, the page's text as React nodes, or
 * failed (the dialog then shows core's fallback text).
 *
 * @example
 * if (modal.status === "ready") return <div>{modal.nodes}</div>
 */
export type PayLaterModalContent =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly nodes: ReactNode }
  | { readonly status: "failed" }

class ModalTimeout extends Error {
  override readonly name = "ModalTimeout"
}

const fetchModal = async (url: string, signal: AbortSignal): Promise<ReactNode> => {
  // No cookies and no custom headers: a simple cross-origin GET to a static host, no preflight.
  const response = await fetch(url, { signal, credentials: "omit" })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const nodes = payLaterModalNodes(await response.text())
  if (nodes === undefined) throw new Error("the page has no text")
  return nodes
}

/**
 * Fetches the provider's information modal from `url` (PAYLATER-013) while the dialog is open. A
 * network error, a status outside 2xx, an empty page or no answer within
 * `PAY_LATER_MODAL_TIMEOUT_MS` is only logged with `console.warn` (PAYLATER-014): the visitor sees
 * the fallback text, never an error. Closing the dialog mid-fetch cancels it without a warning.
 *
 * @example
 * const modal = usePayLaterModal(payLaterModalUrl("en_US"))
 */
export const usePayLaterModal = (url: string): PayLaterModalContent => {
  const [content, setContent] = useState<PayLaterModalContent>({ status: "loading" })

  // Each opening fetches again: the page is static, so the browser's HTTP cache answers repeats, and
  // a failure is retried the next time the visitor asks.
  useEffect(() => {
    setContent({ status: "loading" })
    const controller = new AbortController()
    const timer = setTimeout(
      () => controller.abort(new ModalTimeout("no answer in time")),
      PAY_LATER_MODAL_TIMEOUT_MS,
    )
    fetchModal(url, controller.signal).then(
      (nodes) => {
        clearTimeout(timer)
        setContent({ status: "ready", nodes })
      },
      (error: unknown) => {
        clearTimeout(timer)
        const timedOut = controller.signal.reason instanceof ModalTimeout
        if (controller.signal.aborted && !timedOut) return
        console.warn("The pay-later information could not be loaded (PAYLATER-014):", url, String(error))
        setContent({ status: "failed" })
      },
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [url])

  return content
}
