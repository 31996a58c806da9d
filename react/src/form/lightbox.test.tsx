import { render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { CART_FORM_ERRORS, MONOGRAM_FORM, SAVING_TEXT } from "@vitrine/core/form"
import { describe, expect, it, vi } from "vitest"
import { AdditionalFieldsLightbox } from "./AdditionalFieldsLightbox.tsx"

describe("the additional-fields lightbox", () => {
  it("FORM-035 goes normal → saving ('Saving…', locked) → editing again; a failed save says 'Unable to update form' (ERR-002)", async () => {
    const user = userEvent.setup()
    let finish: (saved: boolean) => void = () => {}
    const onSave = vi.fn((_answers: string) => new Promise<boolean>((resolve) => (finish = resolve)))
    render(
      <AdditionalFieldsLightbox
        definition={MONOGRAM_FORM}
        saveLabel="Save"
        onSave={onSave}
        onClose={() => {}}
      />,
    )
    await user.type(screen.getByLabelText(/^Initials/), "AL")
    await user.selectOptions(screen.getByLabelText(/^Thread colour/), "Gold")
    await user.click(screen.getByRole("button", { name: "Save" }))
    const saving = await screen.findByRole("button", { name: SAVING_TEXT })
    expect(saving.getAttribute("aria-disabled")).toBe("true")
    expect(screen.getByLabelText(/^Initials/)).toHaveProperty("disabled", true)
    finish(false)
    expect(await screen.findByText(CART_FORM_ERRORS.updateForm)).toBeTruthy()
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy()
    expect(screen.getByRole("dialog").getAttribute("data-state")).toBe("editing")
    const answers = JSON.parse(onSave.mock.calls[0]?.[0] ?? "[]")
    expect(answers.map((answer: { title: string; text: string }) => [answer.title, answer.text])).toEqual([
      ["Initials", "AL"],
      ["Thread colour", "Gold"],
      ["Gift note", ""],
    ])
  })

  it("FORM-036 locks page scroll while open and gives it back on close; Escape closes", async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    const { unmount } = render(
      <AdditionalFieldsLightbox
        definition={MONOGRAM_FORM}
        saveLabel="Save"
        onSave={async () => true}
        onClose={onClose}
      />,
    )
    expect(document.body.style.overflow).toBe("hidden")
    expect(document.activeElement).toBe(screen.getByLabelText(/^Initials/))
    await user.keyboard("{Escape}")
    expect(onClose).toHaveBeenCalledTimes(1)
    unmount()
    expect(document.body.style.overflow).toBe("")
  })

  it("ERR-004 missing answers are shown above with 'Update the missing or invalid information above' and nothing is saved", async () => {
    const user = userEvent.setup()
    const onSave = vi.fn(async () => true)
    render(
      <AdditionalFieldsLightbox
        definition={MONOGRAM_FORM}
        saveLabel="Save"
        onSave={onSave}
        onClose={() => {}}
      />,
    )
    await user.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText(CART_FORM_ERRORS.fixAbove)).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()
  })
})
