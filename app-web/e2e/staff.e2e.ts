import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
import { blockingViolations } from "./axe.ts"
import { signInAtAdmin } from "./sign-in.ts"
import { pagesOf, storeUnderTest } from "./store-under-test.ts"

// The admin's staff screen in Chromium: list, add with a generated password, change roles, the last
// admin kept, remove — by keyboard where a merchant would, axe clean in each state. Its own store:
// the staff change.

const store = storeUnderTest()
const newPage = pagesOf(store)

const staffRow = (page: Page, email: string) =>
  page.getByRole("table", { name: "Staff" }).getByRole("row").filter({ hasText: email })

describe("staff management in Chromium", () => {
  it("ROLE-006 an admin adds a store manager with a generated password, changes their roles and removes them; ROLE-005 the last admin stays", async () => {
    const admin = await newPage()
    await signInAtAdmin(admin, store.server.url)
    const nav = admin.getByRole("navigation", { name: "Store admin" })
    await nav.getByRole("link", { name: "Staff" }).focus()
    await admin.keyboard.press("Enter")
    await staffRow(admin, TEST_ADMIN.email).waitFor()
    expect(await staffRow(admin, TEST_ADMIN.email).textContent()).toContain("Administrator")
    expect(await blockingViolations(admin)).toEqual([])

    // Add by keyboard: e-mail, no password (one is generated), the Store manager role, Enter.
    const email = `sam-${Date.now()}@example.com`
    const form = admin.getByRole("form", { name: "Add a staff member" })
    await form.getByLabel("Email").focus()
    await admin.keyboard.type(email)
    await form.getByRole("checkbox", { name: "Store manager" }).focus()
    await admin.keyboard.press("Space")
    await form.getByRole("button", { name: "Add staff member" }).focus()
    await admin.keyboard.press("Enter")
    await staffRow(admin, email).waitFor()
    const secret = admin.locator("code.secret")
    await secret.waitFor()
    const password = (await secret.textContent()) ?? ""
    expect(password.length).toBeGreaterThanOrEqual(16)
    expect(await staffRow(admin, email).textContent()).toContain("Store manager")
    expect(await blockingViolations(admin)).toEqual([])

    // The new staff member signs in with it elsewhere: no Staff link, and the screen refuses them.
    const sam = await newPage()
    await signInAtAdmin(sam, store.server.url, { email, password })
    expect(
      await sam.getByRole("navigation", { name: "Store admin" }).getByRole("link", { name: "Staff" }).count(),
    ).toBe(0)
    await sam.goto(`${store.server.url}/admin/staff`)
    await sam.getByText("Only an administrator can manage staff.").waitFor()

    // Change their roles: Store manager off, Viewer on; their session ends.
    await staffRow(admin, email)
      .getByRole("button", { name: `Change roles of ${email}` })
      .click()
    const roles = admin.getByRole("group", { name: `Roles of ${email}` })
    await roles.getByRole("checkbox", { name: "Store manager" }).uncheck()
    await roles.getByRole("checkbox", { name: "Viewer" }).check()
    expect(await blockingViolations(admin)).toEqual([])
    await admin.getByRole("button", { name: "Save roles" }).click()
    await admin
      .getByRole("status")
      .filter({ hasText: `Roles of ${email} saved.` })
      .waitFor()
    await staffRow(admin, email).filter({ hasText: "Viewer" }).waitFor()
    expect(await staffRow(admin, email).textContent()).not.toContain("Store manager")
    await sam.goto(`${store.server.url}/admin`)
    await sam.getByRole("heading", { level: 1, name: "Sign in to manage the store" }).waitFor()

    // The only admin cannot remove themselves: the row says why.
    await staffRow(admin, TEST_ADMIN.email)
      .getByRole("button", { name: `Remove ${TEST_ADMIN.email}` })
      .click()
    await admin.getByRole("button", { name: "Yes, remove" }).click()
    await staffRow(admin, TEST_ADMIN.email)
      .getByRole("alert")
      .filter({ hasText: "The store needs at least one admin." })
      .waitFor()
    await staffRow(admin, TEST_ADMIN.email).getByRole("button", { name: "Cancel" }).click()

    // Remove the viewer, confirmed by keyboard: the dialog opens on Cancel, the safe choice (UI-012).
    await staffRow(admin, email)
      .getByRole("button", { name: `Remove ${email}` })
      .click()
    const dialog = admin.getByRole("alertdialog", { name: `Remove ${email}?` })
    const cancel = dialog.getByRole("button", { name: "Cancel" })
    await expect.poll(() => cancel.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await blockingViolations(admin)).toEqual([])
    await admin.keyboard.press("Tab")
    const confirm = dialog.getByRole("button", { name: "Yes, remove" })
    await expect.poll(() => confirm.evaluate((button) => button === document.activeElement)).toBe(true)
    await admin.keyboard.press("Enter")
    await admin
      .getByRole("status")
      .filter({ hasText: `${email} was removed.` })
      .waitFor()
    await expect.poll(() => staffRow(admin, email).count()).toBe(0)
    expect(await blockingViolations(admin)).toEqual([])
  })
})
