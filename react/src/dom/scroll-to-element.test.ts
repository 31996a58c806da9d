import fc from "fast-check"
import { afterEach, describe, expect, it, vi } from "vitest"
import { SCROLL_ANIMATION, scrollTarget, scrollToElement } from "./scroll-to-element.ts"

const placed = (top: number) => {
  const element = document.createElement("div")
  element.getBoundingClientRect = () => ({
    top,
    bottom: top + 10,
    left: 0,
    right: 0,
    width: 0,
    height: 10,
    x: 0,
    y: top,
    toJSON: () => ({}),
  })
  return element
}

describe("scrolling to an element", () => {
  afterEach(() => {
    vi.restoreAllMocks()
    Reflect.deleteProperty(window, "matchMedia")
  })

  it("UTIL-010 scrolls for 50 ms and leaves the element 30 px below the viewport's top", () => {
    expect(SCROLL_ANIMATION).toEqual({ durationMs: 50, offsetPx: 30 })
    expect(scrollTarget({ elementTop: 500, scrollY: 100, maxScrollY: 5000 })).toBe(570)
  })

  it("UTIL-010 aims within the page: never above its top, never past its end", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 200 }),
        (elementTop, scrollY, maxScrollY, offsetPx) => {
          const target = scrollTarget({ elementTop, scrollY, maxScrollY }, offsetPx)
          expect(target).toBeGreaterThanOrEqual(0)
          expect(target).toBeLessThanOrEqual(maxScrollY)
          const wanted = scrollY + elementTop - offsetPx
          if (wanted >= 0 && wanted <= maxScrollY) expect(target).toBe(wanted)
        },
      ),
    )
  })

  it("UTIL-010 reaches the target through animation frames, ending on it", async () => {
    vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(10_000)
    const scrolls: number[] = []
    vi.spyOn(window, "scrollTo").mockImplementation(
      ((_x: number, y: number) => void scrolls.push(y)) as typeof window.scrollTo,
    )
    await scrollToElement(placed(400))
    expect(scrolls.length).toBeGreaterThan(0)
    expect(scrolls.at(-1)).toBe(window.scrollY + 400 - 30)
  })

  it("jumps at once for a visitor who asked for reduced motion", async () => {
    vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(10_000)
    // jsdom has no matchMedia: the visitor's setting is given as a browser gives it.
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: (query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)" }) as MediaQueryList,
    })
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation((() => {}) as typeof window.scrollTo)
    await scrollToElement(placed(400))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith(0, window.scrollY + 370)
  })
})
