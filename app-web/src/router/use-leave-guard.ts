import { useEffect, useRef } from "react"

// The in-app link a click would follow: a plain left click on an anchor of this origin that opens in
// this tab. Modified clicks (new tab, new window) leave the page as it is, so they are not held.
const inAppLinkOf = (event: MouseEvent): HTMLAnchorElement | undefined => {
  if (event.defaultPrevented || event.button !== 0) return undefined
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement) || link.target !== "" || link.origin !== window.location.origin)
    return undefined
  return link
}

const addressOf = (place: Pick<Location, "pathname" | "search" | "hash">) =>
  `${place.pathname}${place.search}${place.hash}`

/**
 * Holds the merchant on a screen with unsaved edits (EDITOR-011): while `active`, a click on an
 * in-app link is stopped before the app's router sees it (a listener in the capture phase on the
 * window) and `onBlocked(path)` asks "save or discard?" (the screen navigates itself once answered);
 * leaving the document (reload, close, another site) gets the browser's own prompt, the only one a
 * page may show then. Links are how a merchant leaves a screen; holding them here rather than in
 * `navigate` keeps the guard off every storefront page's first load. The browser's Back and Forward
 * buttons are held too: the browser has already moved when `popstate` arrives (it cannot be
 * cancelled), so the guard, listening in the capture phase ahead of the app's router, stops the
 * event, puts the screen's address back as a new entry (the entry the merchant was going to stays
 * behind it, one Back away) and asks about the address they were going to.
 *
 * @example
 * useLeaveGuard(dirty, (path) => setLeavingFor(path))
 */
export const useLeaveGuard = (active: boolean, onBlocked: (path: string) => void): void => {
  const blocked = useRef(onBlocked)
  blocked.current = onBlocked
  useEffect(() => {
    if (!active) return
    const onClick = (event: MouseEvent) => {
      const link = inAppLinkOf(event)
      if (link === undefined) return
      event.preventDefault()
      event.stopPropagation()
      blocked.current(addressOf(link))
    }
    const here = addressOf(window.location)
    const onPopState = (event: PopStateEvent) => {
      const leavingFor = addressOf(window.location)
      if (leavingFor === here) return
      event.stopImmediatePropagation()
      window.history.pushState(null, "", here)
      blocked.current(leavingFor)
    }
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener("click", onClick, true)
    window.addEventListener("popstate", onPopState, true)
    window.addEventListener("beforeunload", beforeUnload)
    return () => {
      window.removeEventListener("click", onClick, true)
      window.removeEventListener("popstate", onPopState, true)
      window.removeEventListener("beforeunload", beforeUnload)
    }
  }, [active])
}
