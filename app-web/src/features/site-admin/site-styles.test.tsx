import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { SiteStylesClient } from "@vitrine/adapter-http/client"
import type { FontListEntry } from "@vitrine/adapter-http/contract"
import { DEFAULT_SITE_STYLES, type SiteStyles } from "@vitrine/core/site"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { SiteStylesPage } from "./SiteStylesPage.tsx"
import { STYLES_TEXT } from "./styles-text.ts"

const ok = <T,>(value: T) => ({ ok: true as const, value })
const FONTS: FontListEntry[] = [
  {
    id: "system-sans",
    name: "System Sans",
    category: "sans-serif",
    stack: "system-ui, sans-serif",
    files: [],
  },
  {
    id: "lora",
    name: "Lora",
    category: "serif",
    stack: '"Lora", serif',
    files: [{ weight: 400, url: "/fonts/v1/lora-400.woff2" }],
  },
]

/** A styles client over one saved value; `fonts` answers what `fontList` gives (default: the list). */
const fakeStyles = (
  fontList: () => Awaited<ReturnType<SiteStylesClient["fonts"]>> = () => ok({ fonts: FONTS }),
) => {
  let saved: SiteStyles = DEFAULT_SITE_STYLES
  return {
    styles: vi.fn(async () => ok(saved)),
    saveStyles: vi.fn(async (draft: SiteStyles) => {
      saved = draft
      return ok(draft)
    }),
    fonts: vi.fn(async () => fontList()),
  } satisfies SiteStylesClient
}

// jsdom has no FontFace: each face "loads" at once, and the page's font set takes it.
beforeEach(() => {
  vi.stubGlobal(
    "FontFace",
    class {
      load = async () => this
    },
  )
  Object.defineProperty(document, "fonts", { value: { add: vi.fn() }, configurable: true })
})
afterEach(() => vi.unstubAllGlobals())

const user = userEvent.setup()

describe("site styles screen", { timeout: 15_000 }, () => {
  it("EDITOR-003 picks a heading font and a colour, shows them in the style guide, and saves them", async () => {
    const client = fakeStyles()
    render(<SiteStylesPage client={client} />)
    const heading = await screen.findByRole("combobox", { name: STYLES_TEXT.headingFont })
    await user.click(heading)
    await user.keyboard("{ArrowDown}{Enter}")
    expect((heading as HTMLInputElement).value).toBe("Lora")
    const guide = screen.getByRole("region", { name: "Style guide" })
    expect((guide.querySelector(".vitrine-style-guide-heading") as HTMLElement).style.fontFamily).toBe(
      '"Lora", serif',
    )
    const accent = screen.getByRole("group", { name: STYLES_TEXT.accent })
    const hex = within(accent).getByRole("textbox", { name: "Hex" })
    await user.clear(hex)
    await user.type(hex, "#ffff00")
    // COLOUR-011: yellow is light, so the sample button's text is dark.
    expect((guide.querySelector(".vitrine-style-guide-button") as HTMLElement).style.color).toBe(
      "rgb(17, 17, 17)",
    )
    await user.click(screen.getByRole("button", { name: STYLES_TEXT.save }))
    expect(await screen.findByText(STYLES_TEXT.saved)).toBeTruthy()
    const sent = client.saveStyles.mock.calls[0]?.[0]
    expect(sent?.headingFont).toBe("lora")
    expect(sent?.colours.accent).toEqual({ hue: 60, saturation: 1, lightness: 0.5, alpha: 1 })
  })

  it("EDITOR-042 a font list that fails says 'Unable to load fonts' in each picker, and Retry loads it", async () => {
    let fail = true
    const client = fakeStyles(() =>
      fail
        ? { ok: false, error: { status: 0, message: "Network error", fieldErrors: {}, crumbFail: false } }
        : ok({ fonts: FONTS }),
    )
    render(<SiteStylesPage client={client} />)
    const alerts = await screen.findAllByRole("alert")
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Unable to load fontsRetry",
      "Unable to load fontsRetry",
    ])
    fail = false
    await user.click(within(alerts[0] as HTMLElement).getByRole("button", { name: "Retry" }))
    expect(await screen.findByRole("combobox", { name: STYLES_TEXT.bodyFont })).toBeTruthy()
  })

  it("EDITOR-011 leaving with unsaved styles asks to save or discard", async () => {
    const client = fakeStyles()
    render(
      <>
        <a href="/admin">Admin home</a>
        <SiteStylesPage client={client} />
      </>,
    )
    const alpha = within(await screen.findByRole("group", { name: STYLES_TEXT.text })).getByRole("textbox", {
      name: "Alpha",
    })
    await user.clear(alpha)
    await user.type(alpha, "0.5")
    await user.click(screen.getByRole("link", { name: "Admin home" }))
    const prompt = screen.getByRole("alertdialog", { name: STYLES_TEXT.unsavedTitle })
    await user.click(within(prompt).getByRole("button", { name: STYLES_TEXT.keepEditing }))
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(client.saveStyles).not.toHaveBeenCalled()
  })
})
