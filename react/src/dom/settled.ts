import { WAIT_FOR_NODE_MS } from "./wait-for-node.ts"

/** How long a part of the page must go unchanged to count as settled, in ms (UTIL-008). */
export const SETTLE_MS = 100

/** Options of {@link settled}. */
export interface SettledOptions {
  /** In ms; `SETTLE_MS` (100) when left out. */
  readonly quietMs?: number
  /**
   * The longest wait, in ms: a part that never stops changing (a ticker, a carousel) resolves
   * anyway after this; `WAIT_FOR_NODE_MS` (3 000) when left out (ours: the spec gives none).
   */
  readonly timeoutMs?: number
}

/**
 * Resolves once `target` and everything under it have gone `quietMs` (100 ms, UTIL-008) without a
 * change — nodes, attributes or text — so a measure or a scroll is made on the laid-out result of a
 * burst of renders, not in the middle of it. It gives up waiting after `timeoutMs`.
 *
 * @example
 * await settled(document.querySelector("main")!)
 */
export const settled = (target: Node, options: SettledOptions = {}): Promise<void> => {
  const quietMs = options.quietMs ?? SETTLE_MS
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout>
    const done = () => {
      observer.disconnect()
      clearTimeout(quiet)
      clearTimeout(limit)
      resolve()
    }
    const restart = () => {
      clearTimeout(quiet)
      quiet = setTimeout(done, quietMs)
    }
    const observer = new MutationObserver(restart)
    observer.observe(target, { childList: true, subtree: true, attributes: true, characterData: true })
    const limit = setTimeout(done, options.timeoutMs ?? WAIT_FOR_NODE_MS)
    restart()
  })
}
