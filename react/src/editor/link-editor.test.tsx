import { render, screen } from "@testing-library/react"
import { LINK_MESSAGE } from "@vitrine/core/editor"
import { describe, expect, it, vi } from "vitest"
import { userSession } from "../../test/render.tsx"
import { LinkEditor } from "./LinkEditor.tsx"

const setup = (props: Partial<Parameters<typeof LinkEditor>[0]> = {}) => {
  const user = userSession()
  const onSave = vi.fn()
  const onCancel = vi.fn()
  const view = render(<LinkEditor onSave={onSave} onCancel={onCancel} {...props} />)
  const address = screen.getByRole("textbox", { name: "Web address" })
  const name = screen.getByRole("textbox", { name: "Link name" })
  return { user, onSave, onCancel, address, name, ...view }
}

describe("the link editor", () => {
  it("EDITOR-001 has a labelled web address and link name, and Enter saves the trimmed link", async () => {
    const { user, onSave, address, name } = setup()
    await user.type(address, " /contact ")
    await user.type(name, "Contact us{Enter}")
    expect(onSave).toHaveBeenCalledWith({ address: "/contact", name: "Contact us" })
  })

  it("EDITOR-016 an address that is neither a page nor http(s) is refused in place, focus on it", async () => {
    const { user, onSave, address } = setup()
    await user.type(address, "example.com{Enter}")
    expect(onSave).not.toHaveBeenCalled()
    const message = screen.getByRole("alert")
    expect(message.textContent).toBe("Links must be formatted as https://example.com or /page")
    expect(address.getAttribute("aria-invalid")).toBe("true")
    expect(address.getAttribute("aria-describedby")).toBe(message.id)
    expect(document.activeElement).toBe(address)
  })

  it("EDITOR-017 a page path that is not valid names itself; fixing it clears the message, then saves", async () => {
    const { user, onSave, address } = setup()
    await user.type(address, "/our shop")
    await user.click(screen.getByRole("button", { name: "Save" }))
    expect(screen.getByRole("alert").textContent).toBe("/our shop is not a valid page URL")
    await user.clear(address)
    await user.type(address, "/shop")
    expect(screen.queryByRole("alert")).toBeNull()
    await user.keyboard("{Enter}")
    expect(onSave).toHaveBeenCalledWith({ address: "/shop", name: "" })
  })

  it("EDITOR-001 the name's limit is shown on the name", async () => {
    const { user, name } = setup({ initial: { address: "/a", name: "" } })
    await user.click(name)
    await user.paste("n".repeat(101))
    await user.keyboard("{Enter}")
    expect(screen.getByRole("alert").textContent).toBe(LINK_MESSAGE.name)
    expect(name.getAttribute("aria-invalid")).toBe("true")
  })

  it("EDITOR-001 Escape cancels; the cancel button too; nothing cancels while saving", async () => {
    const { user, onCancel, address, rerender, onSave } = setup()
    await user.type(address, "x{Escape}")
    expect(onCancel).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole("button", { name: "Cancel" }))
    expect(onCancel).toHaveBeenCalledTimes(2)
    rerender(<LinkEditor onSave={onSave} onCancel={onCancel} busy />)
    await user.keyboard("{Escape}")
    await user.click(screen.getByRole("button", { name: "Saving…" }))
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onSave).not.toHaveBeenCalled()
  })

  it("EDITOR-001 shows the owner's failure as an alert and 'Saved' once saved, until the next change", async () => {
    const { user, onSave, onCancel, rerender, address } = setup({ initial: { address: "/a", name: "A" } })
    rerender(<LinkEditor onSave={onSave} onCancel={onCancel} error="Network error" />)
    expect(screen.getByRole("alert").textContent).toBe("Network error")
    rerender(<LinkEditor onSave={onSave} onCancel={onCancel} saved />)
    expect(screen.getByRole("status").textContent).toBe("Saved")
    await user.type(address, "b")
    expect(screen.getByRole("status").textContent).toBe("")
  })
})
