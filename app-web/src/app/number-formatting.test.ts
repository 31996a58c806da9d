import { afterEach, describe, expect, it, vi } from "vitest"

// The module sets the formatting up once per page: each test loads it afresh, as a new page would.
const freshModule = async () => {
  vi.resetModules()
  return (await import("./number-formatting.ts")).afterNumberFormatting
}

describe("afterNumberFormatting", () => {
  afterEach(() => vi.restoreAllMocks())

  it("resolves with what was loading, only once the number formatting was set up in a task of its own", async () => {
    const afterNumberFormatting = await freshModule()
    const constructed = vi.spyOn(Intl, "NumberFormat")
    const order: string[] = []
    const part = afterNumberFormatting(Promise.resolve("price part")).then((loaded) => {
      order.push(`${loaded} (formats built: ${constructed.mock.calls.length})`)
      return loaded
    })
    // The part is loaded at once, but the formatting data is not loaded inside this task.
    await Promise.resolve()
    await Promise.resolve()
    expect(constructed).not.toHaveBeenCalled()
    expect(order).toEqual([])
    await expect(part).resolves.toBe("price part")
    expect(order).toEqual(["price part (formats built: 1)"])
  })

  it("sets the formatting up once for every part of the page", async () => {
    const afterNumberFormatting = await freshModule()
    const constructed = vi.spyOn(Intl, "NumberFormat")
    const parts = await Promise.all([
      afterNumberFormatting(Promise.resolve("one-time price")),
      afterNumberFormatting(Promise.resolve("pay-later line")),
    ])
    expect(parts).toEqual(["one-time price", "pay-later line"])
    expect(constructed).toHaveBeenCalledTimes(1)
  })

  it("passes on a part whose chunk failed to load", async () => {
    const afterNumberFormatting = await freshModule()
    await expect(afterNumberFormatting(Promise.reject(new Error("offline")))).rejects.toThrow("offline")
  })
})
