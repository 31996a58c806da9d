import { render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { languageLinks, type MultilingualSettings } from "@vitrine/core/site"
import { afterEach, describe, expect, it } from "vitest"
import { setCookie } from "../../../react/test/cookies.ts"
import { fakeAccounts } from "../../test/fake-accounts.ts"
import { AccountClientProvider } from "../api/accounts.tsx"
import { LanguageSwitcher } from "./LanguageSwitcher.tsx"

const site: MultilingualSettings = {
  primaryLanguage: "en",
  languages: [
    { tag: "en", published: true },
    { tag: "fr", published: true },
  ],
  connection: { status: "connected", connectedAt: "2026-11-29T09:00:00.000Z" },
}

const switcher = (accounts: ReturnType<typeof fakeAccounts>) => {
  window.history.replaceState(null, "", "/cart")
  return render(
    <AccountClientProvider client={accounts}>
      <LanguageSwitcher links={languageLinks(site, "en", "/cart")} label="Language" />
    </AccountClientProvider>,
  )
}

afterEach(() => setCookie("SiteUserInfo", null))

describe("the language switcher", () => {
  it("SESSION-002 is links to the page in each language, reachable by keyboard, the current one marked", async () => {
    switcher(fakeAccounts())
    const links = screen.getAllByRole("link")
    expect(
      links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]),
    ).toEqual([
      ["English", "/cart", "true"],
      ["Français", "/fr/cart", null],
    ])
    await userEvent.tab()
    expect(document.activeElement).toBe(links[0])
    await userEvent.tab()
    expect(document.activeElement).toBe(links[1])
  })

  it("SESSION-002 API-030 a signed-in member's switch tells the server the new language", async () => {
    setCookie("SiteUserInfo", encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: "m1" })))
    const accounts = fakeAccounts()
    switcher(accounts)
    await userEvent.click(screen.getByRole("link", { name: "Français" }))
    await waitFor(() => expect(accounts.setLanguage).toHaveBeenCalledWith("fr"))
    expect(accounts.setLanguage).toHaveBeenCalledTimes(1)
  })

  it("API-030 a visitor's switch, and a click on the current language, send nothing: the link is enough", async () => {
    const accounts = fakeAccounts()
    switcher(accounts)
    await userEvent.click(screen.getByRole("link", { name: "English" }))
    setCookie("SiteUserInfo", encodeURIComponent(JSON.stringify({ authenticated: false })))
    await userEvent.click(screen.getByRole("link", { name: "Français" }))
    expect(accounts.setLanguage).not.toHaveBeenCalled()
  })
})
