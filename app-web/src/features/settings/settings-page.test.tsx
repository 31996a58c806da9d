import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { mug } from "../../../../react/test/products.ts"
import { renderStore } from "../../../test/render.tsx"
import { SETTINGS_TEXT } from "./CurrencyForm.tsx"

const openSettings = async (client = fakeClient({ products: [mug] })) => {
  const view = renderStore("/admin/settings", client)
  // The admin shell loads the staff session, then the page its settings: two reads before the form.
  const select = (await screen.findByLabelText(
    SETTINGS_TEXT.currency,
    {},
    { timeout: 4000 },
  )) as HTMLSelectElement
  return { ...view, client, select }
}

const status = () => screen.getByRole("status").textContent

// The first test also loads the admin and settings chunks: slow on a loaded machine.
describe("store settings page", { timeout: 15_000 }, () => {
  it("MONEY-003 shows the store currency in a labelled select of the 27, by name", async () => {
    const { select } = await openSettings()
    expect(screen.getByRole("heading", { level: 1, name: "Store settings" })).toBeTruthy()
    expect(select.value).toBe("USD")
    expect(select.options).toHaveLength(27)
    expect(select.options[0]?.textContent).toBe("Argentine Peso (ARS)")
    expect(select.selectedOptions[0]?.textContent).toBe("US Dollar (USD)")
  })

  it("MONEY-004 the example shows how a stored $12.50 reads in the chosen currency", async () => {
    const { user, select } = await openSettings()
    expect(document.querySelector(".settings-example")?.textContent).toBe("$12.50")
    await user.selectOptions(select, "JPY")
    expect(document.querySelector(".settings-example")?.textContent).toBe("¥1,250")
  })

  it("saves the currency chosen: 'Saving…', then 'Saved.', and the shop shows the new currency", async () => {
    const { user, select, client } = await openSettings()
    await user.selectOptions(select, "EUR")
    let finish: () => void = () => {}
    const original = client.saveSettings.getMockImplementation()
    client.saveSettings.mockImplementationOnce(async (input) => {
      await new Promise<void>((resolve) => {
        finish = resolve
      })
      return original ? original(input) : failed({ status: 500 })
    })
    await user.click(screen.getByRole("button", { name: SETTINGS_TEXT.save }))
    expect(status()).toBe(SETTINGS_TEXT.saving)
    expect(screen.getByRole("button", { name: SETTINGS_TEXT.saving }).getAttribute("aria-disabled")).toBe(
      "true",
    )
    finish()
    await waitFor(() => expect(status()).toBe(SETTINGS_TEXT.saved))
    expect(client.saveSettings).toHaveBeenCalledWith({ selectedCurrency: "EUR" })
    await user.click(screen.getByRole("link", { name: "Shop" }))
    await screen.findByRole("heading", { name: "Stoneware Mug" })
    expect(document.querySelector(".card .vitrine-price")?.textContent).toBe("€15.00 Regular price €20.00")
  })

  // jsdom does not move a select with the arrow keys; the end-to-end test does that in Chromium.
  it("works by keyboard: the select, then the button, in tab order; Enter saves", async () => {
    const { user, select, client } = await openSettings()
    select.focus()
    await user.selectOptions(select, "CHF")
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole("button", { name: SETTINGS_TEXT.save }))
    await user.keyboard("{Enter}")
    await waitFor(() => expect(status()).toBe(SETTINGS_TEXT.saved))
    expect(client.saveSettings).toHaveBeenCalledWith({ selectedCurrency: "CHF" })
  })

  it("a refused save shows the server's message as an alert tied to the select; a new choice clears it", async () => {
    const { user, select, client } = await openSettings()
    const message = "Currency must be one of the store currencies."
    client.saveSettings.mockResolvedValueOnce(
      failed({ status: 400, message, fieldErrors: { selectedCurrency: message } }),
    )
    await user.click(screen.getByRole("button", { name: SETTINGS_TEXT.save }))
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toBe(message)
    expect(select.getAttribute("aria-invalid")).toBe("true")
    expect(select.getAttribute("aria-describedby")).toContain(alert.id)
    expect(status()).toBe("")
    await user.selectOptions(select, "GBP")
    expect(screen.queryByRole("alert")).toBeNull()
    expect(select.getAttribute("aria-invalid")).toBeNull()
  })

  it("ERR-003 a save that never reached the server says so", async () => {
    const { user, client } = await openSettings()
    client.saveSettings.mockResolvedValueOnce(
      failed({ status: 0, message: "Please check your internet connection" }),
    )
    await user.click(screen.getByRole("button", { name: SETTINGS_TEXT.save }))
    expect((await screen.findByRole("alert")).textContent).toBe("Please check your internet connection")
  })

  it("UI-018 UI-020 settings that fail to load show 'Unable to load. Try again.' and Retry", async () => {
    const client = fakeClient({ products: [mug] })
    // The server fails every read until Retry: the provider's read of the store settings and the page's own.
    const down = failed({ status: 500, message: "Please try again" })
    client.getSettings.mockResolvedValueOnce(down).mockResolvedValueOnce(down)
    const { user } = renderStore("/admin/settings", client)
    expect((await screen.findByRole("alert")).textContent).toContain("Unable to load. Try again.")
    await user.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByLabelText(SETTINGS_TEXT.currency)).toBeTruthy()
  })
})
