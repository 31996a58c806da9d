import { afterEach, describe, expect, it, vi } from "vitest"
import { browserStorage } from "./browser-storage.ts"

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe("the browser's storage as the store uses it", () => {
  it("UTIL-001 keeps a value wrapped with its expiry and reads it back until the expiry", () => {
    const storage = browserStorage(() => localStorage)
    expect(storage.write("k", { ids: ["a"] }, 1_000)).toBe(true)
    expect(JSON.parse(localStorage.getItem("k") ?? "")).toEqual({ value: { ids: ["a"] }, expiresAt: 1_000 })
    expect(storage.read("k", 999)).toEqual({ ids: ["a"] })
    expect(storage.read("k", 1_000)).toBeUndefined()
    expect(storage.read("missing", 0)).toBeUndefined()
  })

  it("UTIL-002 a storage that throws on reading only warns, and reads as nothing stored", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {})
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError")
    })
    expect(browserStorage(() => localStorage).read("k")).toBeUndefined()
    expect(warned).toHaveBeenCalledOnce()
  })

  it("UTIL-002 a storage that refuses a write only warns, and says it did not keep the value", () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {})
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
    })
    expect(browserStorage(() => localStorage).write("k", 1)).toBe(false)
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('"k"'), expect.any(DOMException))
  })
})
