import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { renderWith } from "../../../test/render.tsx"
import { AUTO_SEND_TEXT, AutoSendSetting } from "./AutoSendSetting.tsx"

const box = () => screen.getByRole("checkbox", { name: AUTO_SEND_TEXT.label }) as HTMLInputElement

describe("the automatic send's switch", () => {
  it("reads off by default and saves a change at once", async () => {
    const client = fakeClient()
    const { user } = renderWith(<AutoSendSetting />, client)
    await waitFor(() => expect(box().disabled).toBe(false))
    expect(box().checked).toBe(false)
    await user.click(box())
    await waitFor(() => expect(client.saveRestockSettings).toHaveBeenCalledWith({ autoSend: true }))
    expect(box().checked).toBe(true)
  })

  it("a save that fails puts the box back and says why", async () => {
    const client = fakeClient()
    client.saveRestockSettings.mockResolvedValueOnce(
      failed({ status: 403, message: "You do not have permission to do that." }),
    )
    const { user } = renderWith(<AutoSendSetting />, client)
    await waitFor(() => expect(box().disabled).toBe(false))
    await user.click(box())
    expect((await screen.findByRole("alert")).textContent).toBe("You do not have permission to do that.")
    expect(box().checked).toBe(false)
  })
})
