import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DEFAULT_TWEEN_MS, easeInOut, tween, tweenValue } from "./tween.ts"

// A clock and a frame queue the test steps by hand.
const manualFrames = () => {
  let time = 0
  const queue: (() => void)[] = []
  return {
    now: () => time,
    frame: (step: () => void) => queue.push(step),
    advance(ms: number) {
      time += ms
      const due = queue.splice(0)
      for (const step of due) step()
    },
    pending: () => queue.length,
  }
}

describe("tween", () => {
  it("UTIL-011 runs 300 ms when no duration is named: under way at 299 ms, at its end value from 300 ms", () => {
    expect(DEFAULT_TWEEN_MS).toBe(300)
    const clock = manualFrames()
    const seen: number[] = []
    tween({ from: 0, to: 100, onFrame: (value) => seen.push(value), frame: clock.frame, now: clock.now })
    clock.advance(0)
    clock.advance(299)
    expect(seen.at(-1)).toBeLessThan(100)
    expect(clock.pending()).toBe(1)
    clock.advance(1)
    expect(seen.at(-1)).toBe(100)
    expect(clock.pending()).toBe(0)
  })

  it("UTIL-011 stays between its ends, starts at `from` and ends exactly at `to`, for any ends and duration", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (from, to, durationMs, share) => {
          const value = tweenValue({ from, to, durationMs }, share * durationMs)
          const [low, high] = from <= to ? [from, to] : [to, from]
          expect(value).toBeGreaterThanOrEqual(low - 1e-6)
          expect(value).toBeLessThanOrEqual(high + 1e-6)
          expect(tweenValue({ from, to, durationMs }, 0)).toBeCloseTo(from, 6)
          expect(tweenValue({ from, to, durationMs }, durationMs)).toBe(to)
        },
      ),
    )
  })

  it("eases in and out symmetrically, and never moves backwards", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          expect(easeInOut(a) + easeInOut(1 - a)).toBeCloseTo(1, 9)
          if (a <= b) expect(easeInOut(a)).toBeLessThanOrEqual(easeInOut(b) + 1e-12)
        },
      ),
    )
  })

  it("stops on cancel: no further frame, and `finished` resolves", async () => {
    const clock = manualFrames()
    const seen: number[] = []
    const running = tween({ from: 0, to: 1, durationMs: 100, onFrame: (v) => seen.push(v), ...clock })
    clock.advance(10)
    running.cancel()
    clock.advance(200)
    await running.finished
    expect(seen).toHaveLength(1)
  })
})
