import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { MultilingualClient } from "@vitrine/adapter-http/client"
import {
  DEFAULT_MULTILINGUAL_SETTINGS,
  MULTILINGUAL_LIMITS,
  MULTILINGUAL_MESSAGE,
  type MultilingualSettings,
  multilingualStatus,
  offeredLanguages,
  type SiteLanguage,
  withLanguages,
  withoutConnection,
} from "@vitrine/core/site"
import { describe, expect, it, vi } from "vitest"
import { MultilingualPage } from "./MultilingualPage.tsx"
import { LANGUAGES_TEXT } from "./multilingual-text.ts"

const ok = <T,>(value: T) => ({ ok: true as const, value })
const NOW = "2026-11-29T09:00:00.000Z"
const refusal = (message: string, fieldErrors: Record<string, string>) => ({
  ok: false as const,
  error: { status: 400, message, fieldErrors, crumbFail: false },
})

/** A multilingual client over one stored settings value, with core's rules (the server's). */
const fakeMultilingual = (start: MultilingualSettings = DEFAULT_MULTILINGUAL_SETTINGS) => {
  let saved = start
  return {
    settings: vi.fn(async () => ok(saved)),
    status: vi.fn(async () => ok(multilingualStatus(saved))),
    languages: vi.fn(async () =>
      ok({ languages: offeredLanguages(saved), limit: MULTILINGUAL_LIMITS.languages }),
    ),
    saveLanguages: vi.fn(async (languages: readonly SiteLanguage[]) => {
      saved = withLanguages(saved, languages, NOW)
      return ok(saved) as Awaited<ReturnType<MultilingualClient["saveLanguages"]>>
    }),
    disconnect: vi.fn(async () => {
      saved = withoutConnection(saved)
      return ok(saved) as Awaited<ReturnType<MultilingualClient["disconnect"]>>
    }),
  } satisfies MultilingualClient
}

const connected: MultilingualSettings = {
  primaryLanguage: "en",
  languages: [
    { tag: "en", published: true },
    { tag: "fr", published: true },
  ],
  connection: { status: "connected", connectedAt: NOW },
}

const user = userEvent.setup()
/** The names of the languages on the list, as their rows show them (primary mark included). */
const listed = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((row) => row.querySelector(".language-name")?.textContent)

describe("languages screen", { timeout: 15_000 }, () => {
  it("SITE-002 lists the site's languages with the primary marked, always published and not removable", async () => {
    render(<MultilingualPage client={fakeMultilingual(connected)} />)
    const list = await screen.findByRole("list")
    const rows = within(list).getAllByRole("listitem")
    expect(rows.map((row) => row.textContent?.split("Publish")[0])).toEqual([
      "EnglishPrimary",
      "French — Français",
    ])
    const english = screen.getByRole("checkbox", {
      name: LANGUAGES_TEXT.published("English"),
    }) as HTMLInputElement
    expect(english.checked && english.disabled).toBe(true)
    expect(screen.queryByRole("button", { name: LANGUAGES_TEXT.remove("English") })).toBeNull()
    expect(screen.getByRole("button", { name: LANGUAGES_TEXT.remove("French") })).toBeTruthy()
    expect(screen.getByText(LANGUAGES_TEXT.connectedSince("Nov 29, 2026"))).toBeTruthy()
  })

  it("API-036 adds a language by keyboard, publishes it and saves, saying Saving… then Saved.", async () => {
    let release: () => void = () => {}
    const client = fakeMultilingual()
    const save = client.saveLanguages.getMockImplementation()
    client.saveLanguages.mockImplementationOnce(
      (languages) => new Promise((resolve) => (release = () => resolve(save?.(languages) as never))),
    )
    render(<MultilingualPage client={client} />)
    const picker = await screen.findByLabelText(LANGUAGES_TEXT.add)
    await user.selectOptions(picker, "de")
    picker.focus()
    await user.keyboard("{Enter}")
    expect((picker as HTMLSelectElement).value).toBe("")
    const german = screen.getByRole("checkbox", {
      name: LANGUAGES_TEXT.published("German"),
    }) as HTMLInputElement
    expect(german.checked).toBe(false)
    german.focus()
    await user.keyboard(" ")
    await user.click(screen.getByRole("button", { name: LANGUAGES_TEXT.saveAndReconnect }))
    expect(screen.getAllByRole("status")[0]?.textContent).toBe(LANGUAGES_TEXT.saving)
    release()
    expect(await screen.findByText(LANGUAGES_TEXT.saved)).toBeTruthy()
    expect(client.saveLanguages).toHaveBeenCalledWith([
      { tag: "en", published: true },
      { tag: "de", published: true },
    ])
    expect(screen.getByRole("button", { name: LANGUAGES_TEXT.save })).toBeTruthy()
    expect(screen.getByText(LANGUAGES_TEXT.connectedSince("Nov 29, 2026"))).toBeTruthy()
  })

  it("a removed language leaves the list and the focus goes to the picker", async () => {
    const client = fakeMultilingual(connected)
    render(<MultilingualPage client={client} />)
    await user.click(await screen.findByRole("button", { name: LANGUAGES_TEXT.remove("French") }))
    expect(listed()).toEqual(["EnglishPrimary"])
    expect(document.activeElement).toBe(screen.getByLabelText(LANGUAGES_TEXT.add))
    await user.click(screen.getByRole("button", { name: LANGUAGES_TEXT.save }))
    expect(client.saveLanguages).toHaveBeenCalledWith([{ tag: "en", published: true }])
  })

  it("a refused save shows the message, and the refused language's own message in its row", async () => {
    const client = fakeMultilingual(connected)
    const message = MULTILINGUAL_MESSAGE.unsupportedTag("fr")
    client.saveLanguages.mockResolvedValueOnce(refusal(message, { "languages.1.tag": message }))
    render(<MultilingualPage client={client} />)
    await user.click(await screen.findByRole("button", { name: LANGUAGES_TEXT.save }))
    const alerts = await screen.findAllByText(message)
    expect(alerts).toHaveLength(2)
    const french = screen.getAllByRole("listitem")[1] as HTMLElement
    expect(within(french).getByRole("alert").textContent).toBe(message)
    expect(screen.getAllByRole("status")[0]?.textContent).toBe("")
  })

  it(`at the limit of ${MULTILINGUAL_LIMITS.languages} the picker gives way to a message`, async () => {
    const languages = offeredLanguages(DEFAULT_MULTILINGUAL_SETTINGS)
      .slice(0, MULTILINGUAL_LIMITS.languages)
      .map(({ tag }) => ({ tag, published: true }))
    const full = {
      ...connected,
      languages: [{ tag: "en", published: true }, ...languages.filter(({ tag }) => tag !== "en")].slice(
        0,
        MULTILINGUAL_LIMITS.languages,
      ),
    }
    render(<MultilingualPage client={fakeMultilingual(full)} />)
    expect(await screen.findByText(LANGUAGES_TEXT.full(MULTILINGUAL_LIMITS.languages))).toBeTruthy()
    expect(screen.queryByLabelText(LANGUAGES_TEXT.add)).toBeNull()
  })

  it("API-037 disconnecting asks first; Escape cancels and gives the focus back; Yes disconnects and keeps the list", async () => {
    const client = fakeMultilingual(connected)
    render(<MultilingualPage client={client} />)
    await user.click(await screen.findByRole("button", { name: LANGUAGES_TEXT.disconnect }))
    expect(screen.getByText(LANGUAGES_TEXT.confirmDisconnect("English"))).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole("button", { name: LANGUAGES_TEXT.yesDisconnect }))
    await user.keyboard("{Escape}")
    expect(client.disconnect).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole("button", { name: LANGUAGES_TEXT.disconnect }))
    await user.keyboard("{Enter}")
    await user.click(screen.getByRole("button", { name: LANGUAGES_TEXT.yesDisconnect }))
    expect(await screen.findByText(LANGUAGES_TEXT.notConnected)).toBeTruthy()
    expect(client.disconnect).toHaveBeenCalledTimes(1)
    expect(listed()).toEqual(["EnglishPrimary", "French — Français"])
    expect(screen.getByRole("button", { name: LANGUAGES_TEXT.saveAndReconnect })).toBeTruthy()
    expect(screen.queryByRole("button", { name: LANGUAGES_TEXT.disconnect })).toBeNull()
  })

  it("a refused disconnect is an alert, and the question stays open", async () => {
    const client = fakeMultilingual(connected)
    client.disconnect.mockResolvedValueOnce({
      ok: false,
      error: {
        status: 503,
        message: "Unable to connect. Please try again",
        fieldErrors: {},
        crumbFail: false,
      },
    })
    render(<MultilingualPage client={client} />)
    await user.click(await screen.findByRole("button", { name: LANGUAGES_TEXT.disconnect }))
    await user.click(screen.getByRole("button", { name: LANGUAGES_TEXT.yesDisconnect }))
    expect((await screen.findByRole("alert")).textContent).toBe("Unable to connect. Please try again")
    expect(screen.getByRole("button", { name: LANGUAGES_TEXT.yesDisconnect })).toBeTruthy()
  })

  it("a failed load shows the error screen with a retry", async () => {
    const client = fakeMultilingual()
    client.languages.mockResolvedValueOnce({
      ok: false,
      error: { status: 500, message: "Something went wrong", fieldErrors: {}, crumbFail: false },
    } as never)
    render(<MultilingualPage client={client} />)
    await user.click(await screen.findByRole("button", { name: /try again|retry/i }))
    expect(await screen.findByLabelText(LANGUAGES_TEXT.add)).toBeTruthy()
  })
})
