import { render, screen } from "@testing-library/react"
import type { HomeLayout } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { HomePreview } from "./HomePreview.tsx"

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
