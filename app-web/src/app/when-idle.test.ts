import { afterEach, describe, expect, it, vi } from "vitest"
import { whenIdle } from "./when-idle.ts"

afterEach(() => vi.useRealTimers())

describe("whenIdle", () => {
  it("runs once the loaded page is idle (a timeout where there is no requestIdleCallback)", () => {
    vi.useFakeTimers()
    const then = vi.fn()
    whenIdle(then)
    expect(then).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1000)
    expect(then).toHaveBeenCalledOnce()
  })

  it("runs nothing once cancelled: a component gone before then sets no state (it threw after a test's page was gone)", () => {
    vi.useFakeTimers()
    const then = vi.fn()
    const cancel = whenIdle(then)
    cancel()
    vi.advanceTimersByTime(5000)
    expect(then).not.toHaveBeenCalled()
  })

  it("a cancel before the page's load removes the wait for it", () => {
    vi.useFakeTimers()
    const state = vi.spyOn(document, "readyState", "get").mockReturnValue("loading")
    const then = vi.fn()
    const cancel = whenIdle(then)
    cancel()
    state.mockRestore()
    dispatchEvent(new Event("load"))
    vi.advanceTimersByTime(5000)
    expect(then).not.toHaveBeenCalled()
  })
})
