import { render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { DEFAULT_MULTILINGUAL_SETTINGS, type HomeLayout, previewLanguages } from "@vitrine/core/site"
import { describe, expect, it, vi } from "vitest"
import { HomePreview } from "./HomePreview.tsx"
import { HOME_TEXT } from "./text.ts"

const layout: HomeLayout = {
  sections: [
    {
      padding: 6,
      blocks: [
        {
          kind: "text",
          heading: "Welcome",
          paragraph: {
            blocks: [
              {
                kind: "paragraph",
                runs: [
                  { text: "View your cart", href: "/cart" },
                  { text: "Elsewhere", href: "https://example.com/cart" },
                ],
              },
            ],
          },
        },
      ],
    },
  ],
}

const frameOf = () => screen.getByTitle(/Preview of the home page/) as HTMLIFrameElement
const frameLink = async (name: string) => {
  const frame = frameOf()
  return await new Promise<HTMLAnchorElement>((resolve, reject) => {
    const started = Date.now()
    const look = () => {
      const link = [...(frame.contentDocument?.querySelectorAll("a") ?? [])].find(
        (a) => a.textContent === name,
      )
      if (link) resolve(link)
      else if (Date.now() - started > 5000) reject(new Error(`no link ${name} in the frame`))
      else setTimeout(look, 20)
    }
    look()
  })
}
const frameBase = () =>
  new DOMParser().parseFromString(frameOf().getAttribute("srcdoc") ?? "", "text/html").querySelector("base")
    ?.href

describe("the home page editor's preview frame", () => {
  it("UI-004 a link to the cart inside the frame resolves against the frame's location, with its language prefix", async () => {
    render(<HomePreview layout={layout} languagePrefix="/fr" />)
    const origin = window.location.origin
    expect(frameBase()).toBe(`${origin}/fr/`)
    expect((await frameLink("View your cart")).getAttribute("href")).toBe(`${origin}/fr/cart`)
    expect((await frameLink("Elsewhere")).getAttribute("href")).toBe("https://example.com/cart")
  })

  it("UI-004 in the primary language the frame's location is the storefront's home, and the cart is its /cart", async () => {
    render(<HomePreview layout={layout} />)
    const origin = window.location.origin
    expect(frameBase()).toBe(`${origin}/`)
    expect((await frameLink("View your cart")).getAttribute("href")).toBe(`${origin}/cart`)
  })
})

describe("the preview's language picker", () => {
  const languages = previewLanguages({
    primaryLanguage: "en",
    languages: [
      { tag: "en", published: true },
      { tag: "fr", published: true },
      { tag: "de", published: false },
    ],
    connection: { status: "connected", connectedAt: "2026-01-01T00:00:00.000Z" },
  })
  const picker = () => screen.getByLabelText(HOME_TEXT.previewLanguage) as HTMLSelectElement
  const cartLinkBecomes = (href: string) =>
    vi.waitFor(async () => expect((await frameLink("View your cart")).getAttribute("href")).toBe(href), {
      timeout: 5000,
    })

  it("UI-004 a site of several languages gets a labelled select above the frame that moves the frame to the language's page", async () => {
    const user = userEvent.setup()
    render(<HomePreview layout={layout} languages={languages} />)
    const origin = window.location.origin
    expect(picker().tagName).toBe("SELECT")
    expect([...picker().options].map((option) => option.text)).toEqual([
      "English",
      "French",
      HOME_TEXT.languageOption("German", false),
    ])
    expect(picker().compareDocumentPosition(frameOf()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await cartLinkBecomes(`${origin}/cart`)
    await user.selectOptions(picker(), "French")
    expect(frameBase()).toBe(`${origin}/fr/`)
    await cartLinkBecomes(`${origin}/fr/cart`)
    await user.selectOptions(picker(), "English")
    expect(frameBase()).toBe(`${origin}/`)
    await cartLinkBecomes(`${origin}/cart`)
  })

  it("the picker is reached with the keyboard, after the device buttons", async () => {
    const user = userEvent.setup()
    render(<HomePreview layout={layout} languages={languages} />)
    for (let press = 0; press < 4; press++) await user.tab()
    expect(document.activeElement).toBe(picker())
  })

  it("a site of one language shows no picker", () => {
    render(<HomePreview layout={layout} languages={previewLanguages(DEFAULT_MULTILINGUAL_SETTINGS)} />)
    expect(screen.queryByLabelText(HOME_TEXT.previewLanguage)).toBeNull()
  })
})
