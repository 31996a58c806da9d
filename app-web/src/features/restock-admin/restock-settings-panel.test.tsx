import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { renderWith } from "../../../test/render.tsx"
import { RESTOCK_SETTINGS_TEXT, RestockSettingsPanel } from "./RestockSettingsPanel.tsx"

const toggle = (key: keyof typeof RESTOCK_SETTINGS_TEXT) =>
  screen.getByRole("checkbox", { name: RESTOCK_SETTINGS_TEXT[key].label }) as HTMLInputElement

describe("the restock settings' switches", () => {
  it("the automatic send reads off by default and saves a change at once", async () => {
    const client = fakeClient()
    const { user } = renderWith(<RestockSettingsPanel />, client)
    await waitFor(() => expect(toggle("autoSend").disabled).toBe(false))
    expect(toggle("autoSend").checked).toBe(false)
    await user.click(toggle("autoSend"))
    await waitFor(() => expect(client.saveRestockSettings).toHaveBeenCalledWith({ autoSend: true }))
    expect(toggle("autoSend").checked).toBe(true)
  })

  it("RESTOCK-003 the merchant turns the mailing-list checkbox on, then checked by default; each switch saves itself", async () => {
    const client = fakeClient()
    const { user } = renderWith(<RestockSettingsPanel />, client)
    await waitFor(() => expect(toggle("mailingListSignUp").disabled).toBe(false))
    expect(toggle("mailingListSignUp").checked).toBe(false)
    // Its default means nothing while the box offers no checkbox.
    expect(toggle("mailingListOptInByDefault").disabled).toBe(true)
    await user.click(toggle("mailingListSignUp"))
    await waitFor(() => expect(toggle("mailingListOptInByDefault").disabled).toBe(false))
    expect(client.saveRestockSettings).toHaveBeenLastCalledWith({ mailingListSignUp: true })
    await user.click(toggle("mailingListOptInByDefault"))
    await waitFor(() =>
      expect(client.saveRestockSettings).toHaveBeenLastCalledWith({ mailingListOptInByDefault: true }),
    )
    const box = await client.restockBox()
    expect(box.ok && box.value).toMatchObject({ mailingListSignUp: true, mailingListOptInByDefault: true })
  })

  it("a save that fails puts the switch back and says why", async () => {
    const client = fakeClient()
    client.saveRestockSettings.mockResolvedValueOnce(
      failed({ status: 403, message: "You do not have permission to do that." }),
    )
    const { user } = renderWith(<RestockSettingsPanel />, client)
    await waitFor(() => expect(toggle("autoSend").disabled).toBe(false))
    await user.click(toggle("autoSend"))
    expect((await screen.findByRole("alert")).textContent).toBe("You do not have permission to do that.")
    expect(toggle("autoSend").checked).toBe(false)
  })
})
