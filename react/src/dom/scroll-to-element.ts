import { tween } from "./tween.ts"

/**
 * The storefront's scroll animation (UTIL-010): 50 ms long, and the element is left 30 px below the
 * top of the viewport, so a sticky header or the browser's edge does not cover its first line.
 */
export const SCROLL_ANIMATION = { durationMs: 50, offsetPx: 30 } as const

/** Where an element's top is, relative to the viewport, and how far the page can scroll. */
export interface ScrollGeometry {
  readonly elementTop: number
  readonly scrollY: number
  readonly maxScrollY: number
}

/**
 * The page offset that leaves the element `offsetPx` below the viewport's top, within the page.
 *
 * @example
 * scrollTarget({ elementTop: 500, scrollY: 100, maxScrollY: 2000 }) // 570
 */
export const scrollTarget = (
  geometry: ScrollGeometry,
  offsetPx: number = SCROLL_ANIMATION.offsetPx,
): number =>
  Math.min(Math.max(0, geometry.maxScrollY), Math.max(0, geometry.scrollY + geometry.elementTop - offsetPx))

/** Options of {@link scrollToElement}; the defaults are `SCROLL_ANIMATION`'s. */
export interface ScrollToElementOptions {
  readonly durationMs?: number
  readonly offsetPx?: number
}

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true

/**
 * Scrolls the window so the element sits `offsetPx` (30) below the viewport's top, animated over
 * `durationMs` (50 ms, UTIL-010) — at once for a visitor who asked for reduced motion. Resolves when
 * the scroll is done. The form block uses it to bring its answer into view after a submission.
 *
 * @example
 * await scrollToElement(document.querySelector("#contact")!)
 */
export const scrollToElement = async (
  element: Element,
  options: ScrollToElementOptions = {},
): Promise<void> => {
  const { durationMs = SCROLL_ANIMATION.durationMs, offsetPx = SCROLL_ANIMATION.offsetPx } = options
  const from = window.scrollY
  const to = scrollTarget(
    {
      elementTop: element.getBoundingClientRect().top,
      scrollY: from,
      maxScrollY: document.documentElement.scrollHeight - window.innerHeight,
    },
    offsetPx,
  )
  if (to === from) return
  if (prefersReducedMotion() || durationMs <= 0) {
    window.scrollTo(0, to)
    return
  }
  await tween({ from, to, durationMs, onFrame: (y) => window.scrollTo(0, y) }).finished
}
