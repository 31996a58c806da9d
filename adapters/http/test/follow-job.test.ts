import type { FileJobView } from "@vitrine/core/files"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { ApiResult } from "../src/client/request.ts"
import { followFileJob, JOB_POLL } from "../src/client/site-files.ts"

const running: FileJobView = {
  id: "j-1",
  fileId: "f-1",
  state: "running",
  progress: 0.3,
  renditions: [],
  abandoned: false,
}
const refused = (status: number, message: string): ApiResult<FileJobView> => ({
  ok: false,
  error: { status, message, fieldErrors: {}, crumbFail: false },
})

describe("following a processing job", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }))
  afterEach(() => vi.useRealTimers())

  it('EDITOR-036 asks with a doubling wait up to 4 s, and past 2 minutes says "File processing failed to complete"', async () => {
    const asked: number[] = []
    const progress: number[] = []
    const job = async () => {
      asked.push(Date.now())
      return { ok: true as const, value: running }
    }
    const end = followFileJob({ job }, "j-1", { onProgress: (value) => progress.push(value) })
    await vi.advanceTimersByTimeAsync(JOB_POLL.timeoutMs + 10_000)
    expect(await end).toEqual({ ok: false, message: "File processing failed to complete" })
    const waits = asked.slice(1).map((at, index) => at - (asked[index] as number))
    expect(waits.slice(0, 6)).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000])
    expect(waits.every((wait) => wait <= JOB_POLL.maxDelayMs)).toBe(true)
    expect(asked.at(-1)).toBeLessThanOrEqual(JOB_POLL.timeoutMs)
    expect(progress.every((value) => value === 0.3)).toBe(true)
  })

  it("a status call that does not get through is asked again; a refusal ends with its message", async () => {
    const answers = [
      refused(0, "Please check your internet connection"),
      refused(503, "Please try again"),
      refused(404, "No such job"),
    ]
    const job = vi.fn(async () => answers.shift() ?? refused(500, "never"))
    const end = followFileJob({ job }, "j-1")
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await end).toEqual({ ok: false, message: "No such job" })
    expect(job).toHaveBeenCalledTimes(3)
  })

  it("stopping the follow (the screen closed) ends it without asking again", async () => {
    const controller = new AbortController()
    const job = vi.fn(async () => ({ ok: true as const, value: running }))
    const end = followFileJob({ job }, "j-1", { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await end).toEqual({ ok: false, message: "File processing cancelled" })
    expect(job).toHaveBeenCalledTimes(1)
  })

  it("EDITOR-010 EDITOR-035 tells onJob each view it reads, the one that ends it included", async () => {
    const answers = [
      { ok: true as const, value: running },
      refused(503, "Please try again"),
      { ok: true as const, value: { ...running, state: "failed" as const } },
    ]
    const seen: FileJobView[] = []
    const job = vi.fn(async () => answers.shift() ?? refused(500, "never"))
    const end = followFileJob({ job }, "j-1", { onJob: (view) => seen.push(view) })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await end).toEqual({ ok: false, message: "File processing failed" })
    expect(seen.map((view) => view.state)).toEqual(["running", "failed"])
  })
})
