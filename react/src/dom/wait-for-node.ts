/** How long `waitForNode` waits when its caller names no time, in ms (UTIL-007). */
export const WAIT_FOR_NODE_MS = 3000

/** Options of {@link waitForNode}. */
export interface WaitForNodeOptions {
  /** Where to look; the document when left out. */
  readonly root?: ParentNode & Node
  /** In ms; `WAIT_FOR_NODE_MS` (3 000) when left out. */
  readonly timeoutMs?: number
}

/**
 * The first element matching `selector` under `root`, now or as soon as one is added, or null when
 * none appears within `timeoutMs` (3 000 ms by default, UTIL-007). Null rather than an error: a part
 * that never rendered (a lazy chunk that failed, a block the merchant removed) is something the
 * caller carries on without, not a crash.
 *
 * @example
 * const pill = await waitForNode(".vitrine-cart-pill")
 */
export const waitForNode = (selector: string, options: WaitForNodeOptions = {}): Promise<Element | null> => {
  const root = options.root ?? document
  const found = root.querySelector(selector)
  if (found !== null) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = (element: Element | null) => {
      observer.disconnect()
      clearTimeout(timer)
      resolve(element)
    }
    const observer = new MutationObserver(() => {
      const added = root.querySelector(selector)
      if (added !== null) done(added)
    })
    observer.observe(root, { childList: true, subtree: true, attributes: true })
    const timer = setTimeout(() => done(null), options.timeoutMs ?? WAIT_FOR_NODE_MS)
  })
}
