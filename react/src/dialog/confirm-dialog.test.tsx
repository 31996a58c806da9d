import { cleanup, render, screen } from "@testing-library/react"
import { type RefObject, useImperativeHandle } from "react"
import { describe, expect, it, vi } from "vitest"
import { userSession } from "../../test/render.tsx"
import { ConfirmDialog } from "./ConfirmDialog.tsx"
import { type ConfirmHandle, type ConfirmOptions, useConfirm } from "./use-confirm.tsx"

const REMOVE: ConfirmOptions = {
  title: "Remove the Linen page?",
  message: "Its products stay in the catalogue.",
  confirmLabel: "Yes, remove",
  busyLabel: "Removing…",
}

// A page with one button that asks, and the hook's handle for the test to close a dialog left open.
const Page = (props: {
  options: ConfirmOptions
  answers: boolean[]
  handle?: RefObject<ConfirmHandle | null>
}) => {
  const confirm = useConfirm()
  useImperativeHandle(props.handle, () => confirm)
  return (
    <>
      <button type="button" onClick={async () => props.answers.push(await confirm.confirm(props.options))}>
        Remove page
      </button>
      {confirm.dialog}
    </>
  )
}

const open = async (options: ConfirmOptions = REMOVE) => {
  const user = userSession()
  const answers: boolean[] = []
  const handle: RefObject<ConfirmHandle | null> = { current: null }
  render(<Page options={options} answers={answers} handle={handle} />)
  const opener = screen.getByRole("button", { name: "Remove page" })
  await user.click(opener)
  return { user, answers, handle, opener, dialog: screen.getByRole("alertdialog", { name: options.title }) }
}

describe("confirm dialogs", () => {
  it("UI-012 opens as a native modal dialog named by its title, described by its message, focus on Cancel", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal")
    const { dialog } = await open()
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialog.localName).toBe("dialog")
    expect(dialog).toHaveProperty("open", true)
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText(REMOVE.message as string).id)
    expect(screen.getByRole("button", { name: "Cancel" })).toBe(document.activeElement)
    showModal.mockRestore()
  })

  it("UI-012 resolves true on confirm, closes, and gives focus back to the button that opened it", async () => {
    const { user, answers, opener } = await open()
    await user.click(screen.getByRole("button", { name: "Yes, remove" }))
    expect(answers).toEqual([true])
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(opener).toBe(document.activeElement)
  })

  it.each([
    [
      "the Cancel button",
      async (user: ReturnType<typeof userSession>) =>
        user.click(screen.getByRole("button", { name: "Cancel" })),
    ],
    ["Escape", async (user: ReturnType<typeof userSession>) => user.keyboard("{Escape}")],
    [
      "a click outside (on the backdrop)",
      async (user: ReturnType<typeof userSession>) => user.click(screen.getByRole("alertdialog")),
    ],
  ])("UI-012 resolves false when cancelled by %s, and gives focus back", async (_, cancel) => {
    const { user, answers, opener } = await open()
    await cancel(user)
    expect(answers).toEqual([false])
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(opener).toBe(document.activeElement)
  })

  it("UI-013 a non-cancellable dialog has no Cancel; Escape and a click outside leave it open; focus on its one button", async () => {
    const { user, answers, dialog } = await open({ ...REMOVE, cancellable: false })
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull()
    const confirm = screen.getByRole("button", { name: "Yes, remove" })
    expect(confirm).toBe(document.activeElement)
    await user.keyboard("{Escape}")
    await user.click(dialog)
    expect(answers).toEqual([])
    expect(dialog).toHaveProperty("open", true)
    await user.click(confirm)
    expect(answers).toEqual([true])
  })

  it("UI-013 a dialog that does not close on confirm stays open and busy, resolved true, until the caller closes it", async () => {
    const { user, answers, handle, dialog, opener } = await open({ ...REMOVE, autoClose: false })
    await user.click(screen.getByRole("button", { name: "Yes, remove" }))
    expect(answers).toEqual([true])
    const busy = screen.getByRole("button", { name: "Removing…" })
    expect(busy.getAttribute("aria-disabled")).toBe("true")
    expect(dialog.getAttribute("aria-busy")).toBe("true")
    expect(dialog.dataset.state).toBe("busy")
    // Nothing closes it or answers again while the work runs.
    await user.click(busy)
    await user.keyboard("{Escape}")
    await user.click(screen.getByRole("button", { name: "Cancel" }))
    expect(answers).toEqual([true])
    expect(screen.getByRole("alertdialog")).toBe(dialog)
    handle.current?.close()
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(opener).toBe(document.activeElement)
  })

  it("UI-012 a press inside the dialog released on its backdrop does not cancel it", async () => {
    const { user, answers, dialog } = await open()
    await user.pointer([
      { keys: "[MouseLeft>]", target: screen.getByText(REMOVE.message as string) },
      { keys: "[/MouseLeft]", target: dialog },
    ])
    expect(answers).toEqual([])
    expect(screen.getByRole("alertdialog")).toBe(dialog)
  })

  it("UI-012 a page that goes away while asking answers false", async () => {
    const { answers } = await open()
    cleanup()
    await vi.waitFor(() => expect(answers).toEqual([false]))
  })

  it("UI-012 asking again while a dialog is open answers the first one false", async () => {
    const { answers, handle } = await open()
    const second = handle.current?.confirm({ ...REMOVE, title: "Remove the Wool page?" })
    await vi.waitFor(() => screen.getByRole("alertdialog", { name: "Remove the Wool page?" }))
    expect(answers).toEqual([false])
    screen.getByRole("button", { name: "Yes, remove" }).click()
    expect(await second).toBe(true)
  })

  it("UI-013 ConfirmDialog shows why the work failed as an alert and stays open to try again", async () => {
    const user = userSession()
    const onConfirm = vi.fn()
    render(
      <ConfirmDialog
        title="Remove sam@example.com?"
        confirmLabel="Yes, remove"
        error="The store needs at least one admin."
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    )
    expect(screen.getByRole("alert").textContent).toBe("The store needs at least one admin.")
    await user.click(screen.getByRole("button", { name: "Yes, remove" }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("alertdialog", { name: "Remove sam@example.com?" })).toHaveProperty("open", true)
  })
})
