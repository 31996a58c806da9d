import { act, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../test/fake-client.ts"
import { settings } from "../../test/products.ts"
import { renderWith } from "../../test/render.tsx"
import type { StoreSettingsState } from "./settings-context.ts"
import { useStoreSettings } from "./use-store-settings.ts"

let latest: StoreSettingsState | undefined
const Probe = () => {
  latest = useStoreSettings()
  return <p data-testid="settings">{`${latest.status} ${latest.settings?.selectedCurrency ?? "none"}`}</p>
}
const shown = () => screen.getByTestId("settings").textContent

describe("store settings", () => {
  it("are read once at start when the page has none", async () => {
    const client = fakeClient({ settings: { ...settings, selectedCurrency: "EUR" } })
    renderWith(<Probe />, client)
    expect(shown()).toBe("loading none")
    await waitFor(() => expect(shown()).toBe("ready EUR"))
    expect(client.getSettings).toHaveBeenCalledTimes(1)
  })

  it("are not read at start when the page passes them", () => {
    const client = fakeClient()
    renderWith(<Probe />, client, { ...settings, selectedCurrency: "GBP" })
    expect(shown()).toBe("ready GBP")
    expect(client.getSettings).not.toHaveBeenCalled()
  })

  it("are read again on reload; a failed read keeps the last settings and says so", async () => {
    const client = fakeClient()
    renderWith(<Probe />, client, settings)
    client.getSettings.mockResolvedValueOnce(failed({ status: 500, message: "Please try again" }))
    act(() => latest?.reload())
    await waitFor(() => expect(shown()).toBe("error USD"))
    expect(latest?.loadError).toMatchObject({ status: 500, message: "Please try again" })
    await client.saveSettings({ selectedCurrency: "JPY" })
    act(() => latest?.reload())
    await waitFor(() => expect(shown()).toBe("ready JPY"))
    expect(latest?.loadError).toBeNull()
  })

  it("keep only the newest read when an older one answers late", async () => {
    const client = fakeClient()
    let answerFirst: () => void = () => {}
    const answer = client.getSettings.getMockImplementation()
    client.getSettings.mockImplementationOnce(
      () => new Promise((resolve) => (answerFirst = () => resolve(answer?.() as never))),
    )
    renderWith(<Probe />, client)
    await client.saveSettings({ selectedCurrency: "CHF" })
    act(() => latest?.reload())
    await waitFor(() => expect(shown()).toBe("ready CHF"))
    await client.saveSettings({ selectedCurrency: "SEK" })
    answerFirst()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(shown()).toBe("ready CHF")
  })

  it("need a VitrineProvider above them, and say so", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {})
    try {
      expect(() => render(<Probe />)).toThrow("useStoreSettings needs a <VitrineProvider> above it")
    } finally {
      quiet.mockRestore()
    }
  })
})
