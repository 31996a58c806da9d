import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { SiteClient } from "@vitrine/adapter-http/client"
import { DEFAULT_HEADER_FOOTER, HEADER_FOOTER_MESSAGE, type SiteHeaderFooter } from "@vitrine/core/site"
import { describe, expect, it, vi } from "vitest"
import { SiteHeaderFooterPage } from "./SiteHeaderFooterPage.tsx"
import { SITE_TEXT } from "./text.ts"

const ok = <T,>(value: T) => ({ ok: true as const, value })

/** A site client over one saved value; `save` answers what `answer` gives (default: it saves). */
const fakeSite = (
  answer?: (draft: SiteHeaderFooter) => Awaited<ReturnType<SiteClient["saveHeaderFooter"]>>,
) => {
  let saved = DEFAULT_HEADER_FOOTER
  return {
    headerFooter: vi.fn(async () => ok(saved)),
    saveHeaderFooter: vi.fn(async (draft: SiteHeaderFooter) => {
      const result = answer?.(draft) ?? ok(draft)
      if (result.ok) saved = result.value
      return result
    }),
  } satisfies SiteClient
}

const user = userEvent.setup()

describe("header and footer screen", { timeout: 15_000 }, () => {
  it("SITE-001 shows what is saved, and saves the edited footer text and a new footer link, saying Saving… then Saved.", async () => {
    let release: () => void = () => {}
    const client = fakeSite()
    const save = client.saveHeaderFooter.getMockImplementation()
    client.saveHeaderFooter.mockImplementationOnce(
      (draft) => new Promise((resolve) => (release = () => resolve(save?.(draft) as never))),
    )
    render(<SiteHeaderFooterPage client={client} />)
    expect(await screen.findByDisplayValue(DEFAULT_HEADER_FOOTER.header.siteTitle)).toBeTruthy()
    await user.type(screen.getByLabelText(SITE_TEXT.footerText), "Made in Lisbon")
    const footerLinks = screen.getByRole("group", { name: SITE_TEXT.footerLinks })
    await user.click(within(footerLinks).getByRole("button", { name: SITE_TEXT.addLink }))
    await user.type(within(footerLinks).getByLabelText(SITE_TEXT.linkLabel), "Journal")
    await user.click(screen.getByRole("button", { name: SITE_TEXT.save }))
    expect(screen.getByRole("status").textContent).toBe(SITE_TEXT.saving)
    release()
    expect(await screen.findByText(SITE_TEXT.saved)).toBeTruthy()
    expect(client.saveHeaderFooter).toHaveBeenCalledWith({
      header: DEFAULT_HEADER_FOOTER.header,
      footer: { text: "Made in Lisbon", links: [{ label: "Journal", href: "/" }] },
    })
  })

  it("a refused save shows the message and the refused field's own message beside it", async () => {
    const client = fakeSite(() => ({
      ok: false,
      error: {
        status: 400,
        message: HEADER_FOOTER_MESSAGE.siteTitle,
        fieldErrors: { "header.siteTitle": HEADER_FOOTER_MESSAGE.siteTitle },
        crumbFail: false,
      },
    }))
    render(<SiteHeaderFooterPage client={client} />)
    const title = await screen.findByLabelText(SITE_TEXT.siteTitle)
    await user.clear(title)
    await user.click(screen.getByRole("button", { name: SITE_TEXT.save }))
    expect(await screen.findAllByText(HEADER_FOOTER_MESSAGE.siteTitle)).toHaveLength(2)
    expect(title.getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByRole("status").textContent).toBe("")
  })

  it("a link is removed with its own button", async () => {
    const client = fakeSite()
    render(<SiteHeaderFooterPage client={client} />)
    await user.click(await screen.findByRole("button", { name: SITE_TEXT.removeLink("Contact") }))
    await user.click(screen.getByRole("button", { name: SITE_TEXT.save }))
    expect(await screen.findByText(SITE_TEXT.saved)).toBeTruthy()
    expect(client.saveHeaderFooter.mock.calls[0]?.[0].header.links).toEqual([{ label: "Shop", href: "/" }])
  })
})
