import { afterEach, describe, expect, it, vi } from "vitest"
import { SETTLE_MS, settled } from "./settled.ts"

describe("waiting for a part of the page to settle", () => {
  afterEach(() => vi.useRealTimers())

  const watch = (promise: Promise<void>) => {
    const state = { done: false }
    void promise.then(() => {
      state.done = true
    })
    return state
  }

  it("UTIL-008 counts a part settled after 100 ms without a change", async () => {
    vi.useFakeTimers()
    expect(SETTLE_MS).toBe(100)
    const state = watch(settled(document.createElement("div")))
    await vi.advanceTimersByTimeAsync(99)
    expect(state.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.done).toBe(true)
  })

  it("UTIL-008 starts the 100 ms again at each change", async () => {
    vi.useFakeTimers()
    const part = document.createElement("div")
    const state = watch(settled(part))
    await vi.advanceTimersByTimeAsync(80)
    part.append(document.createElement("span"))
    await vi.advanceTimersByTimeAsync(80)
    expect(state.done).toBe(false)
    part.setAttribute("data-state", "open")
    await vi.advanceTimersByTimeAsync(99)
    expect(state.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.done).toBe(true)
  })

  it("gives up waiting on a part that never stops changing, after its time limit", async () => {
    vi.useFakeTimers()
    const ticker = document.createElement("div")
    const state = watch(settled(ticker, { timeoutMs: 500 }))
    for (let step = 0; step < 9; step++) {
      ticker.textContent = String(step)
      await vi.advanceTimersByTimeAsync(50)
    }
    expect(state.done).toBe(false)
    for (let step = 9; step < 12; step++) {
      ticker.textContent = String(step)
      await vi.advanceTimersByTimeAsync(50)
    }
    expect(state.done).toBe(true)
  })
})
