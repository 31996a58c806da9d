import { afterEach, describe, expect, it, vi } from "vitest"
import { loadLocaleData } from "./locale-data.ts"

describe("loadLocaleData", () => {
  afterEach(() => vi.restoreAllMocks())

  it("loads the locale data in a task of its own, not in the caller's", async () => {
    const maximized = vi.spyOn(Intl.Locale.prototype, "maximize")
    const loading = loadLocaleData()
    await Promise.resolve()
    await Promise.resolve()
    expect(maximized).not.toHaveBeenCalled()
    await loading
    expect(maximized).toHaveBeenCalledTimes(1)
  })

  it("resolves where the browser has no Intl.Locale (the first number format then loads it all)", async () => {
    vi.spyOn(Intl, "Locale").mockImplementation(() => {
      throw new TypeError("Intl.Locale is not a constructor")
    })
    await expect(loadLocaleData()).resolves.toBeUndefined()
  })
})
