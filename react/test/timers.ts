import { act } from "@testing-library/react"
import { vi } from "vitest"

/**
 * Moves Vitest's fake clock on by `ms` inside React's `act`, running the promises due on the way.
 *
 * @example
 * await advance(1000)
 */
export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
