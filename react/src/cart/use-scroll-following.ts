import { POPOVER_SCROLL_THROTTLE_MS } from "@vitrine/core/cart"
import { useEffect, useRef } from "react"

/**
 * Calls `follow` while `active` whenever the page scrolls (any scroll container, by capture) or the
 * window resizes, at most once every 100 ms (CART-022): the first scroll at once, then the latest
 * position once the 100 ms are up, so the last scroll is never missed.
 *
 * @example
 * useScrollFollowing(() => setPlacement(measure()), shown)
 */
export const useScrollFollowing = (follow: () => void, active: boolean): void => {
  const latest = useRef(follow)
  useEffect(() => {
    latest.current = follow
  })
  useEffect(() => {
    if (!active) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let pending = false
    const settle = () => {
      timer = undefined
      if (!pending) return
      pending = false
      onScroll()
    }
    const onScroll = () => {
      if (timer !== undefined) {
        pending = true
        return
      }
      latest.current()
      timer = setTimeout(settle, POPOVER_SCROLL_THROTTLE_MS)
    }
    const options = { capture: true, passive: true } as const
    window.addEventListener("scroll", onScroll, options)
    window.addEventListener("resize", onScroll, options)
    return () => {
      window.removeEventListener("scroll", onScroll, options)
      window.removeEventListener("resize", onScroll, options)
      clearTimeout(timer)
    }
  }, [active])
}
