import { useContext, useSyncExternalStore } from "react"
import { RenderPath } from "./render-path.ts"

/**
 * A tiny router over the History API: the app has four routes, so a routing library would cost more
 * bytes on the first load than it saves in code. `navigate` pushes a path and tells subscribers;
 * the browser's back and forward buttons arrive as `popstate`.
 */
const NAVIGATE_EVENT = "vitrine:navigate"

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange)
  window.addEventListener(NAVIGATE_EVENT, onChange)
  return () => {
    window.removeEventListener("popstate", onChange)
    window.removeEventListener(NAVIGATE_EVENT, onChange)
  }
}

const currentPath = () => window.location.pathname

let navigated = false
// The module is also loaded by the server's render, where there is no window.
if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => {
    navigated = true
  })
}

/**
 * Whether the visitor has moved inside the app since the page loaded (a link or back/forward), as
 * opposed to the first page of the visit. Pages move focus to their heading only after a move.
 *
 * @example
 * if (hasNavigated()) heading.focus()
 */
export const hasNavigated = (): boolean => navigated

/**
 * Goes to a path inside the app without reloading the page, and scrolls to the top as a page load
 * would.
 *
 * @example
 * navigate("/cart")
 */
export const navigate = (path: string): void => {
  if (path === currentPath()) return
  navigated = true
  window.history.pushState(null, "", path)
  window.scrollTo?.(0, 0)
  window.dispatchEvent(new Event(NAVIGATE_EVENT))
}

/**
 * The current path, re-rendering on every navigation. On the server it is the path being rendered
 * (`RenderPath`); when the browser hydrates that render it reads its own location, the same path.
 *
 * @example
 * const path = usePath() // "/products/linen-shirt"
 */
export const usePath = (): string => {
  const rendering = useContext(RenderPath)
  return useSyncExternalStore(subscribe, currentPath, () => rendering ?? currentPath())
}
