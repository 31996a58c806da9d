import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { failed } from "../../../react/test/fake-client.ts"
import type { ApiResult } from "../api/store-client.ts"
import { useLoad } from "./use-load.ts"

/** A load whose answers the test hands out one at a time, in the order the calls were made. */
const controlledLoad = <T,>() => {
  const answers: ((result: ApiResult<T>) => void)[] = []
  const load = vi.fn(() => new Promise<ApiResult<T>>((resolve) => answers.push(resolve)))
  const answer = (index: number, result: ApiResult<T>) => act(() => answers[index]?.(result))
  return { load, answer }
}

describe("the generic fetch state (useLoad)", () => {
  it("UTIL-003 goes pending, then success with the value", async () => {
    const { load, answer } = controlledLoad<string>()
    const { result } = renderHook(() => useLoad(load, "k"))
    expect(result.current[0]).toEqual({ status: "loading" })
    await answer(0, { ok: true, value: "mug" })
    expect(result.current[0]).toEqual({ status: "ready", value: "mug" })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("UTIL-003 goes pending, then failed with the message; refetch goes pending again, then success", async () => {
    const { load, answer } = controlledLoad<string>()
    const { result } = renderHook(() => useLoad(load, "k"))
    await answer(0, failed({ status: 500, message: "Please try again" }))
    expect(result.current[0]).toEqual({
      status: "error",
      message: "Please try again",
      failure: { kind: "failed", status: 500 },
    })

    act(() => result.current[1]())
    expect(result.current[0]).toEqual({ status: "loading" })
    expect(load).toHaveBeenCalledTimes(2)
    await answer(1, { ok: true, value: "mug" })
    expect(result.current[0]).toEqual({ status: "ready", value: "mug" })
  })

  it("UTIL-003 a thrown load is a failure too, and a 404 is told apart as missing", async () => {
    const thrown = renderHook(() => useLoad(() => Promise.reject(new Error("boom")), "k"))
    await waitFor(() =>
      expect(thrown.result.current[0]).toEqual({
        status: "error",
        message: "Error: boom",
        failure: { kind: "failed", status: null },
      }),
    )
    const missing = renderHook(() => useLoad(async () => failed({ status: 404, message: "Not found" }), "k"))
    await waitFor(() => expect(missing.result.current[0]).toEqual({ status: "not-found" }))
  })

  it("UTIL-003 a load that got no answer (status 0) is a failure marked as the network's", async () => {
    const { load, answer } = controlledLoad<string>()
    const { result } = renderHook(() => useLoad(load, "k"))
    await answer(0, failed({ status: 0, message: "Please check your internet connection" }))
    expect(result.current[0]).toEqual({
      status: "error",
      message: "Please check your internet connection",
      failure: { kind: "offline" },
    })
  })

  it("keeps how each failed load failed in its state, the server's wait included", async () => {
    const { load, answer } = controlledLoad<string>()
    const { result } = renderHook(() => useLoad(load, "k"))
    const seen = []
    for (const [index, error] of [
      { status: 401, message: "Please sign in to continue." },
      { status: 403, message: "You do not have permission to do that." },
      { status: 429, message: "Please try again in a few seconds." },
      { status: 503, message: "The store cannot be reached just now.", retryAfterSeconds: 5 },
    ].entries()) {
      if (index > 0) act(() => result.current[1]())
      await answer(index, failed(error))
      seen.push(result.current[0])
    }
    expect(seen).toEqual([
      { status: "error", message: "Please sign in to continue.", failure: { kind: "signed-out" } },
      { status: "error", message: "You do not have permission to do that.", failure: { kind: "forbidden" } },
      {
        status: "error",
        message: "Please try again in a few seconds.",
        failure: { kind: "rate-limited", retryAfterSeconds: null },
      },
      {
        status: "error",
        message: "The store cannot be reached just now.",
        failure: { kind: "unavailable", retryAfterSeconds: 5 },
      },
    ])
  })

  it("UTIL-003 a new key refetches, and the older answer arriving late is ignored", async () => {
    const { load, answer } = controlledLoad<string>()
    const { result, rerender } = renderHook(({ key }) => useLoad(load, key), { initialProps: { key: "a" } })
    rerender({ key: "b" })
    expect(load).toHaveBeenCalledTimes(2)
    await answer(1, { ok: true, value: "b" })
    await answer(0, { ok: true, value: "a" })
    expect(result.current[0]).toEqual({ status: "ready", value: "b" })
  })

  it("UTIL-003 starts at what the server rendered, without fetching, and still refetches on demand", async () => {
    const { load, answer } = controlledLoad<string>()
    const { result } = renderHook(() => useLoad(load, "k", { status: "ready", value: "served" }))
    expect(result.current[0]).toEqual({ status: "ready", value: "served" })
    expect(load).not.toHaveBeenCalled()
    act(() => result.current[1]())
    expect(result.current[0]).toEqual({ status: "loading" })
    await answer(0, { ok: true, value: "fresh" })
    expect(result.current[0]).toEqual({ status: "ready", value: "fresh" })
  })

  it("UTIL-004 a failed load sets the error state and calls the error handler with it; a 404 calls nothing", async () => {
    const onError = vi.fn()
    const { load, answer } = controlledLoad<string>()
    const { result } = renderHook(() => useLoad(load, "k", undefined, onError))
    await answer(0, failed({ status: 503, message: "Please try again" }))
    expect(result.current[0]).toMatchObject({ status: "error", message: "Please try again" })
    expect(onError).toHaveBeenCalledExactlyOnceWith(result.current[0])

    const missing = vi.fn()
    const gone = renderHook(() =>
      useLoad(async () => failed({ status: 404, message: "Not found" }), "k", undefined, missing),
    )
    await waitFor(() => expect(gone.result.current[0]).toEqual({ status: "not-found" }))
    expect(missing).not.toHaveBeenCalled()
  })

  it("UTIL-004 a thrown load hands the handler what it threw", async () => {
    const onError = vi.fn()
    const boom = new Error("boom")
    const { result } = renderHook(() => useLoad(() => Promise.reject(boom), "k", undefined, onError))
    await waitFor(() => expect(result.current[0]).toMatchObject({ status: "error" }))
    expect(onError).toHaveBeenCalledExactlyOnceWith(result.current[0], boom)
  })

  it("UTIL-004 without a handler, a failure is logged: the thrown error as an error, a refusal as a warning", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {})
    const boom = new Error("boom")
    const thrown = renderHook(() => useLoad(() => Promise.reject(boom), "k"))
    await waitFor(() => expect(thrown.result.current[0]).toMatchObject({ status: "error" }))
    expect(errors).toHaveBeenCalledWith("Vitrine: a load threw", boom)
    const refused = renderHook(() =>
      useLoad(async () => failed({ status: 0, message: "Please check your internet connection" }), "k"),
    )
    await waitFor(() => expect(refused.result.current[0]).toMatchObject({ status: "error" }))
    expect(warnings).toHaveBeenCalledWith(
      "Vitrine: a load failed (offline): Please check your internet connection",
    )
    errors.mockRestore()
    warnings.mockRestore()
  })
})
