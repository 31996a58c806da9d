import { type ReactNode, useEffect, useRef, useState } from "react"
import { whenIdle } from "../app/when-idle.ts"

/**
 * Renders `children` once its place comes within `margin` of the screen, and from then on. For
 * what sits below the fold and costs code and calls (the footer's newsletter form loads Effect's
 * Schema, the form's definition and the captcha's setup): a visitor who never scrolls there never
 * pays for it, and the page's first seconds stay the page's. The watch starts only once the page
 * has loaded and the browser is idle (`whenIdle`): on a short page (a cart of one line) the place is
 * on screen from the start, and its code would otherwise be fetched and evaluated while the page
 * hydrates, lengthening the tasks a first tap waits behind. Where the browser cannot tell (no
 * IntersectionObserver), it renders then.
 *
 * @example
 * <footer><WhenNearScreen><NewsletterFooter /></WhenNearScreen></footer>
 */
export const WhenNearScreen = ({ children, margin = "400px" }: { children: ReactNode; margin?: string }) => {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const [watching, setWatching] = useState(false)
  useEffect(() => whenIdle(() => setWatching(true)), [])
  useEffect(() => {
    const element = place.current
    if (near || !watching || element === null) return
    if (typeof IntersectionObserver === "undefined") {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, watching, margin])
  return <div ref={place}>{near ? children : null}</div>
}
