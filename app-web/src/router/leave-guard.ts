import { useEffect, useRef } from "react"

type Guard = (path: string) => boolean

// One guard at a time: the screen with unsaved edits. Module state, as the history itself is.
let guard: Guard | undefined

/**
 * Whether the app may leave for `path` now: true unless a screen with unsaved edits holds it
 * (`useLeaveGuard`), which is then told where the merchant was going. `navigate` asks first.
 *
 * @example
 * if (!mayLeave("/admin/settings")) return
 */
export const mayLeave = (path: string): boolean => guard === undefined || guard(path)

/**
 * Holds the merchant on a screen with unsaved edits (EDITOR-011): while `active`, an in-app
 * navigation is stopped and `onBlocked(path)` asks "save or discard?" (the screen navigates itself
 * once answered), and leaving the document (reload, close, another site) gets the browser's own
 * prompt, the only one a page may show then.
 *
 * @example
 * useLeaveGuard(dirty, (path) => setLeavingFor(path))
 */
export const useLeaveGuard = (active: boolean, onBlocked: (path: string) => void): void => {
  const blocked = useRef(onBlocked)
  blocked.current = onBlocked
  useEffect(() => {
    if (!active) return
    const mine: Guard = (path) => {
      blocked.current(path)
      return false
    }
    guard = mine
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener("beforeunload", beforeUnload)
    return () => {
      if (guard === mine) guard = undefined
      window.removeEventListener("beforeunload", beforeUnload)
    }
  }, [active])
}
