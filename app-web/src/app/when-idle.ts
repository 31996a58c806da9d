/**
 * Runs `then` after the page has loaded and when the browser has nothing better to do (a timeout
 * where there is no requestIdleCallback: Safari), for code no first paint nor first tap should wait
 * behind: the analytics session, the HTTP clients. Returns a cancel, for a component that unmounts
 * before then (its state must not be set after it has gone, nor after a test's page has).
 *
 * @example
 * useEffect(() => whenIdle(() => setWatching(true)), [])
 */
export const whenIdle = (then: () => void): (() => void) => {
  const idle = (window as { requestIdleCallback?: (callback: () => void, options?: object) => number })
    .requestIdleCallback
  let cancel = () => {}
  const later = () => {
    if (idle) {
      const handle = idle(then, { timeout: 3000 })
      cancel = () => cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(then, 1000)
      cancel = () => clearTimeout(handle)
    }
  }
  if (document.readyState === "complete") later()
  else {
    addEventListener("load", later, { once: true })
    cancel = () => removeEventListener("load", later)
  }
  return () => cancel()
}
