import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { StaffAccountView, StaffClient } from "@vitrine/adapter-http/client"
import { ContributorRole } from "@vitrine/core/enums"
import { describe, expect, it, vi } from "vitest"
import { StaffAdminPage } from "./StaffAdminPage.tsx"
import { STAFF_TEXT } from "./text.ts"

const OWNER: StaffAccountView = {
  id: "s1",
  email: "owner@example.com",
  roles: [ContributorRole.ADMIN],
  created: "",
}
const ok = <T,>(value: T) => ({ ok: true as const, value })
const refused = (status: number, message: string) => ({
  ok: false as const,
  error: { status, message, fieldErrors: {}, crumbFail: false },
})

/** A staff client over a list in memory; `list` fails while `failing` is set. */
const fakeStaff = (initial: StaffAccountView[], failing = { list: false }) => {
  let staff = [...initial]
  return {
    list: vi.fn(async () => (failing.list ? refused(500, "Please try again") : ok({ staff }))),
    add: vi.fn(
      async (input: { email: string; password: string | null; roles: readonly ContributorRole[] }) => {
        const added = { id: `s${staff.length + 1}`, email: input.email, roles: input.roles, created: "" }
        staff = [...staff, added]
        return ok({ staff: added, password: input.password === null ? "generated-secret-123456" : null })
      },
    ),
    changeRoles: vi.fn(async () => refused(409, "The store needs at least one admin.")),
    remove: vi.fn(async (staffId: string) => {
      staff = staff.filter((one) => one.id !== staffId)
      return ok({ removed: true as const })
    }),
  } satisfies StaffClient
}

const user = userEvent.setup()
const open = (client: StaffClient) =>
  render(<StaffAdminPage ownId="s1" onOwnRolesChanged={() => {}} client={client} />)

describe("staff screen", { timeout: 15_000 }, () => {
  it("a failed load shows the error screen; Retry loads the staff", async () => {
    const failing = { list: true }
    open(fakeStaff([OWNER], failing))
    const retry = await screen.findByRole("button", { name: "Retry" })
    failing.list = false
    await user.click(retry)
    expect(await screen.findByRole("rowheader", { name: /owner@example.com/ })).toBeTruthy()
  })

  it("an empty list says so, and the add form is still there", async () => {
    open(fakeStaff([]))
    expect(await screen.findByText(STAFF_TEXT.empty)).toBeTruthy()
    expect(screen.getByRole("form", { name: STAFF_TEXT.addTitle })).toBeTruthy()
  })

  it("ROLE-006 adding without a password shows the generated one once, in the status region", async () => {
    const client = fakeStaff([OWNER])
    open(client)
    const form = await screen.findByRole("form", { name: STAFF_TEXT.addTitle })
    await user.type(within(form).getByLabelText(STAFF_TEXT.email), "sam@example.com")
    await user.click(within(form).getByRole("checkbox", { name: "Store manager" }))
    await user.click(within(form).getByRole("button", { name: STAFF_TEXT.add }))
    expect(client.add).toHaveBeenCalledWith({
      email: "sam@example.com",
      password: null,
      roles: [ContributorRole.STORE_MANAGER],
    })
    expect((await screen.findByRole("status")).textContent).toContain("generated-secret-123456")
    expect(await screen.findByRole("rowheader", { name: /sam@example.com/ })).toBeTruthy()
  })

  it("ROLE-005 a refused role change is an alert in the row, and the roles stay as they were", async () => {
    open(fakeStaff([OWNER]))
    await user.click(await screen.findByRole("button", { name: STAFF_TEXT.changeRoles(OWNER.email) }))
    const roles = screen.getByRole("group", { name: STAFF_TEXT.rolesOf(OWNER.email) })
    expect(within(roles).getByRole("checkbox", { name: "Administrator" })).toHaveProperty("checked", true)
    // Opening moves the focus into the form.
    expect(document.activeElement).toBe(within(roles).getByRole("checkbox", { name: "Administrator" }))
    await user.click(within(roles).getByRole("checkbox", { name: "Administrator" }))
    await user.click(screen.getByRole("button", { name: STAFF_TEXT.save }))
    expect((await screen.findByRole("alert")).textContent).toBe("The store needs at least one admin.")
    await user.click(screen.getByRole("button", { name: STAFF_TEXT.cancel }))
    expect(screen.getByRole("row", { name: /owner@example.com/ }).textContent).toContain("Administrator")
    expect(document.activeElement).toBe(
      screen.getByRole("button", { name: STAFF_TEXT.changeRoles(OWNER.email) }),
    )
  })

  it("UI-012 UI-013 removing asks in a dialog focused on Cancel; it stays open, busy, while the removal runs, then the row goes", async () => {
    const sam = { id: "s2", email: "sam@example.com", roles: [ContributorRole.VIEWER], created: "" }
    const client = fakeStaff([OWNER, sam])
    let finish: () => void = () => {}
    const removing = client.remove.getMockImplementation()
    client.remove.mockImplementationOnce(
      (staffId: string) => new Promise((resolve) => (finish = () => void removing?.(staffId).then(resolve))),
    )
    open(client)
    const opener = await screen.findByRole("button", { name: STAFF_TEXT.remove(sam.email) })
    await user.click(opener)
    const dialog = screen.getByRole("alertdialog", { name: STAFF_TEXT.confirmRemove(sam.email) })
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: STAFF_TEXT.cancel }))
    // Cancel answers no: nothing is removed, and focus is back on the button that asked.
    await user.click(within(dialog).getByRole("button", { name: STAFF_TEXT.cancel }))
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(client.remove).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(opener)

    await user.click(opener)
    await user.click(screen.getByRole("button", { name: STAFF_TEXT.yesRemove }))
    const busy = screen.getByRole("button", { name: STAFF_TEXT.removing })
    expect(busy.getAttribute("aria-disabled")).toBe("true")
    expect(client.remove).toHaveBeenCalledWith("s2")
    finish()
    expect((await screen.findByRole("status")).textContent).toContain(STAFF_TEXT.removed(sam.email))
    await vi.waitFor(() => expect(screen.queryByRole("rowheader", { name: /sam@example.com/ })).toBeNull())
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })

  it("UI-013 a refused removal is the dialog's alert; it stays open to cancel", async () => {
    open({
      ...fakeStaff([OWNER]),
      remove: vi.fn(async () => refused(409, "The store needs at least one admin.")),
    })
    await user.click(await screen.findByRole("button", { name: STAFF_TEXT.remove(OWNER.email) }))
    await user.click(screen.getByRole("button", { name: STAFF_TEXT.yesRemove }))
    const dialog = screen.getByRole("alertdialog", { name: STAFF_TEXT.confirmRemove(OWNER.email) })
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The store needs at least one admin.")
    await user.click(within(dialog).getByRole("button", { name: STAFF_TEXT.cancel }))
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getByRole("rowheader", { name: /owner@example.com/ })).toBeTruthy()
  })
})
