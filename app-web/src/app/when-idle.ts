/**
 * Runs `then` after the page has loaded and when the browser has nothing better to do (a timeout
 * where there is no requestIdleCallback: Safari), for code no first paint nor first tap should wait
 * behind: the analytics session, the HTTP clients.
 *
 * @example
 * whenIdle(() => void import("./session.ts"))
 */
export const whenIdle = (then: () => void): void => {
  const idle = (window as { requestIdleCallback?: (callback: () => void, options?: object) => number })
    .requestIdleCallback
  const later = () => (idle ? idle(then, { timeout: 3000 }) : setTimeout(then, 1000))
  if (document.readyState === "complete") later()
  else addEventListener("load", later, { once: true })
}
