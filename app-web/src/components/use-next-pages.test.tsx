import { act, renderHook } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { failed } from "../../../react/test/fake-client.ts"
import type { ApiResult } from "../api/store-client.ts"
import { type NextPage, useNextPages } from "./use-next-pages.ts"

const page = (items: readonly string[], cursor: string | null): ApiResult<NextPage<string>> => ({
  ok: true,
  value: { items, cursor },
})

describe("the pages after a list's first (useNextPages)", () => {
  it("appends each next page, asked with the last cursor, until the last page", async () => {
    const fetchPage = vi
      .fn<(cursor: string) => Promise<ApiResult<NextPage<string>>>>()
      .mockResolvedValueOnce(page(["b"], "c2"))
      .mockResolvedValueOnce(page(["c"], null))
    const { result } = renderHook(() => useNextPages(fetchPage, "c1", "all"))
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(fetchPage.mock.calls).toEqual([["c1"], ["c2"]])
    expect(result.current.items).toEqual(["b", "c"])
    expect(result.current.cursor).toBeNull()
    // The last page is shown: another press asks for nothing.
    await act(() => result.current.loadMore())
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it("keeps what was loaded when a page fails, and asks for the same page again", async () => {
    const fetchPage = vi
      .fn<(cursor: string) => Promise<ApiResult<NextPage<string>>>>()
      .mockResolvedValueOnce(page(["b"], "c2"))
      .mockResolvedValueOnce(failed({ status: 503, message: "Please try again" }))
      .mockResolvedValueOnce(page(["c"], null))
    const { result } = renderHook(() => useNextPages(fetchPage, "c1", "all"))
    await act(() => result.current.loadMore())
    await act(() => result.current.loadMore())
    expect(result.current.failed).toMatchObject({ status: "error" })
    expect(result.current.items).toEqual(["b"])
    await act(() => result.current.loadMore())
    expect(fetchPage.mock.calls).toEqual([["c1"], ["c2"], ["c2"]])
    expect(result.current).toMatchObject({ items: ["b", "c"], failed: null, loading: false })
  })

  it("starts over from the new first page when the list changes, and drops a page answered for the old one", async () => {
    let answer: (result: ApiResult<NextPage<string>>) => void = () => {}
    const fetchPage = vi
      .fn<(cursor: string) => Promise<ApiResult<NextPage<string>>>>()
      .mockResolvedValueOnce(page(["b"], "c2"))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const { result, rerender } = renderHook(({ first, key }) => useNextPages(fetchPage, first, key), {
      initialProps: { first: "c1" as string | null, key: "all" },
    })
    await act(() => result.current.loadMore())
    let late: Promise<void> = Promise.resolve()
    act(() => {
      late = result.current.loadMore()
    })
    expect(result.current.loading).toBe(true)
    rerender({ first: "p1", key: "paid" })
    expect(result.current).toMatchObject({ items: [], cursor: "p1", loading: false, failed: null })
    await act(async () => {
      answer(page(["from the old list"], null))
      await late
    })
    expect(result.current).toMatchObject({ items: [], cursor: "p1" })
  })
})
