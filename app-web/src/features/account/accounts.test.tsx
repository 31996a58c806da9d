import { screen, waitFor } from "@testing-library/react"
import { ContributorRole } from "@vitrine/core/enums"
import { afterEach, describe, expect, it } from "vitest"
import { setCookie } from "../../../../react/test/cookies.ts"
import { fakeClient } from "../../../../react/test/fake-client.ts"
import { mug } from "../../../../react/test/products.ts"
import { fakeAccounts } from "../../../test/fake-accounts.ts"
import { renderStore } from "../../../test/render.tsx"
import { ADMIN_TEXT } from "../admin/AdminPage.tsx"
import { sectionOf } from "../admin/sections.tsx"
import { CREDENTIALS_TEXT } from "./CredentialsForm.tsx"
import { MEMBER_TEXT } from "./MemberPages.tsx"

const PASSWORD = "correct horse battery staple"
const client = () => fakeClient({ products: [mug] })

afterEach(() => setCookie("SiteUserInfo", null))

describe("member accounts in the store", () => {
  it("SESSION-003 the header offers 'Sign in' to a visitor (no SiteUserInfo), and never a link to the store settings or the admin", async () => {
    renderStore("/", client())
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy()
    expect(screen.queryByRole("link", { name: "Store settings" })).toBeNull()
    expect(screen.queryByRole("link", { name: /admin/i })).toBeNull()
  })

  it("SESSION-003 a signed-in member's header shows 'Account'", async () => {
    setCookie("SiteUserInfo", encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: "m1" })))
    renderStore("/", client())
    expect(await screen.findByRole("link", { name: "Account" })).toBeTruthy()
  })

  it("SESSION-001 a member signs in by keyboard: the button says it is busy, then the account page shows them", async () => {
    const accounts = fakeAccounts()
    let finish: () => void = () => {}
    const signIn = accounts.signIn.getMockImplementation()
    accounts.signIn.mockImplementationOnce(async (input) => {
      await new Promise<void>((resolve) => {
        finish = resolve
      })
      return (signIn as NonNullable<typeof signIn>)(input)
    })
    const { user } = renderStore("/account/sign-in", client(), accounts)
    const email = await screen.findByLabelText(CREDENTIALS_TEXT.email)
    await user.click(email)
    await user.keyboard("ada@example.com")
    await user.tab()
    await user.keyboard(PASSWORD)
    await user.keyboard("{Enter}")
    expect(await screen.findByRole("button", { name: MEMBER_TEXT.signingIn })).toBeTruthy()
    finish()
    expect(await screen.findByRole("heading", { level: 1, name: MEMBER_TEXT.account })).toBeTruthy()
    expect((await screen.findByText("ada@example.com")).tagName).toBe("STRONG")
    expect(screen.getByRole("link", { name: "Account" })).toBeTruthy()
    expect(accounts.signIn).toHaveBeenCalledWith({
      email: "ada@example.com",
      password: PASSWORD,
      rememberMe: false,
    })
  })

  it("a refused sign-in shows the server's message as an alert, and the form stays filled", async () => {
    const { user } = renderStore("/account/sign-in", client())
    await user.type(await screen.findByLabelText(CREDENTIALS_TEXT.email), "ada@example.com")
    await user.type(screen.getByLabelText(CREDENTIALS_TEXT.password), "wrong")
    await user.click(screen.getByRole("button", { name: MEMBER_TEXT.signIn }))
    expect((await screen.findByRole("alert")).textContent).toBe("Your email or password is incorrect.")
    expect((screen.getByLabelText(CREDENTIALS_TEXT.email) as HTMLInputElement).value).toBe("ada@example.com")
  })

  it("API-029 signing out keeps a copy of the cart by default (cloneCart) and leads to the shop signed out", async () => {
    const accounts = fakeAccounts()
    await accounts.signIn({ password: PASSWORD })
    const { user } = renderStore("/account", client(), accounts)
    await user.click(await screen.findByRole("button", { name: MEMBER_TEXT.signOut }))
    await waitFor(() => expect(window.location.pathname).toBe("/"))
    expect(accounts.signOut).toHaveBeenCalledWith({ cloneCart: true })
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeTruthy()
  })
})

describe("the admin at /admin", () => {
  it("signed out, /admin/settings asks for the staff sign-in; signed in, it shows the shell and the settings", async () => {
    const accounts = fakeAccounts({ staff: null })
    const { user } = renderStore("/admin/settings", client(), accounts)
    expect(await screen.findByRole("heading", { level: 1, name: ADMIN_TEXT.signIn })).toBeTruthy()
    expect(screen.queryByLabelText("Store currency")).toBeNull()
    await user.type(screen.getByLabelText(CREDENTIALS_TEXT.email), "admin@example.com")
    await user.type(screen.getByLabelText(CREDENTIALS_TEXT.password), PASSWORD)
    await user.click(screen.getByRole("button", { name: ADMIN_TEXT.signInButton }))
    expect(await screen.findByLabelText("Store currency")).toBeTruthy()
    expect(screen.getByRole("navigation", { name: ADMIN_TEXT.title })).toBeTruthy()
    expect(
      screen
        .getByRole("link", { name: sectionOf("settings")?.label ?? "no settings section" })
        .getAttribute("aria-current"),
    ).toBe("page")
  })

  it("ROLE-006 a staff member whose role cannot change the settings is told so, without the form", async () => {
    const viewer = {
      id: "s2",
      email: "viewer@example.com",
      roles: [ContributorRole.VIEWER],
      permissions: ["analytics.read"],
    }
    renderStore("/admin/settings", client(), fakeAccounts({ staff: viewer }))
    expect((await screen.findByRole("alert")).textContent).toBe(sectionOf("settings")?.refused)
    expect(screen.queryByLabelText("Store currency")).toBeNull()
  })

  it("sign-out from the shell returns to the staff sign-in", async () => {
    const { user } = renderStore("/admin", client())
    await user.click(await screen.findByRole("button", { name: ADMIN_TEXT.signOut }))
    expect(await screen.findByRole("heading", { level: 1, name: ADMIN_TEXT.signIn })).toBeTruthy()
  })
})
