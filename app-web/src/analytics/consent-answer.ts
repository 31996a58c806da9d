import { useSyncExternalStore } from "react"
import { answerConsent } from "./analytics.ts"

let answer: boolean | undefined
const listeners = new Set<() => void>()

const answered = (accepted: boolean) => {
  if (answer !== undefined) return
  answer = accepted
  answerConsent(accepted)
  for (const listener of listeners) listener()
}

// One listener on the document from the moment the page's first script runs, in place of the
// buttons' own handlers: the banner arrives in the server's HTML, and a click (or Enter) on one of
// its buttons (`data-consent-answer`, see ConsentBanner) before the app has hydrated it counts all
// the same. Capturing, so no handler below can keep it from the answer.
if (typeof document !== "undefined")
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("[data-consent-answer]") : null
      if (button) answered(button.getAttribute("data-consent-answer") === "true")
    },
    { capture: true },
  )

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The visitor's answer on the consent banner in this page: undefined until they answer (and on the
 * server, and while hydrating, so the page hydrates as the server rendered it), then true or false.
 *
 * @example
 * const answer = useConsentAnswer()
 */
export const useConsentAnswer = (): boolean | undefined =>
  useSyncExternalStore(
    subscribe,
    () => answer,
    () => undefined,
  )
