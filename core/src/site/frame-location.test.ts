import { describe, expect, it } from "@effect/vitest"
import { frameCartHref, frameSiteHref, previewFrameLocation, previewLanguages } from "./frame-location.ts"
import { DEFAULT_MULTILINGUAL_SETTINGS } from "./multilingual-rules.ts"

describe("the editor frame's location", () => {
  it.each([
    ["https://shop.example/", "https://shop.example/cart"],
    ["https://shop.example/fr/", "https://shop.example/fr/cart"],
    ["https://shop.example/fr", "https://shop.example/fr/cart"],
    ["https://shop.example/de/products/tee?x=1", "https://shop.example/de/cart"],
    ["https://shop.example/zh-Hant/", "https://shop.example/zh-Hant/cart"],
    ["http://localhost:5173/products/fr", "http://localhost:5173/cart"],
  ])("UI-004 inside a frame at %s the cart is at %s", (frame, cart) =>
    expect(frameCartHref(frame)).toBe(cart),
  )

  it.each([
    ["https://shop.example/fr/", "/about", "https://shop.example/fr/about"],
    ["https://shop.example/fr/", "/de/about", "https://shop.example/fr/about"],
    ["https://shop.example/", "/fr/cart", "https://shop.example/cart"],
    ["https://shop.example/fr/", "/", "https://shop.example/fr"],
    ["https://shop.example/fr/", "/search?q=a#top", "https://shop.example/fr/search?q=a#top"],
  ])("a page of the site linked inside a frame at %s, %s, is %s", (frame, path, href) =>
    expect(frameSiteHref(frame, path)).toBe(href),
  )

  it.each([
    ["https://shop.example", "", "https://shop.example/"],
    ["https://shop.example", "/fr", "https://shop.example/fr/"],
  ])("the preview frame of %s under %j is at %s", (origin, prefix, location) =>
    expect(previewFrameLocation(origin, prefix)).toBe(location),
  )
})

describe("the preview's languages", () => {
  it("every language on the site's list, in its order, published or not, with its prefix; none for one language", () => {
    expect(previewLanguages(DEFAULT_MULTILINGUAL_SETTINGS)).toEqual([])
    const languages = previewLanguages({
      primaryLanguage: "de",
      languages: [
        { tag: "fr", published: false },
        { tag: "de", published: true },
        { tag: "zh-Hant", published: true },
      ],
      connection: { status: "disconnected" },
    })
    expect(languages.map((one) => [one.tag, one.prefix, one.published])).toEqual([
      ["fr", "/fr", false],
      ["de", "", true],
      ["zh-Hant", "/zh-Hant", true],
    ])
    expect(languages[0]?.name).toBe("French")
  })
})
