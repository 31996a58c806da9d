import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { HomeLayout } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { settings, tee } from "../../../react/test/products.ts"
import { loadPageOf } from "../app/storefront-pages.ts"
import { renderPage } from "../entry-server.tsx"
import { routeOf } from "../router/routes.ts"
import { readPageData } from "../ssr/page-data.ts"

const layout: HomeLayout = {
  sections: [
    {
      padding: 12,
      blocks: [
        {
          kind: "text",
          heading: "Linen & Co",
          paragraph: {
            blocks: [
              { kind: "paragraph", runs: [{ text: "<b>Made</b> in " }, { text: "Lisbon", bold: true }] },
              {
                kind: "bullets",
                items: [
                  [{ text: "Our story", href: "/about" }],
                  [{ text: "Press", href: "https://example.com/press" }],
                ],
              },
            ],
          },
        },
        { kind: "marquee", text: "Summer sale", intensity: 60 },
      ],
    },
    {
      padding: 3,
      blocks: [
        { kind: "video", url: "https://vimeo.com/76979871" },
        { kind: "video", url: "https://youtu.be/dQw4w9WgXcQ" },
        { kind: "code", html: "<script>parent.document.cookie</script><p>Hi</p>" },
      ],
    },
  ],
}

// The home page as the server renders it, in a document to query.
const rendered = async (homeLayout?: HomeLayout) => {
  await loadPageOf(routeOf("/").page)
  const html = renderPage("/", {
    path: "/",
    settings,
    cart: null,
    products: [tee],
    ...(homeLayout ? { homeLayout } : {}),
  })
  document.body.innerHTML = html
  return html
}

describe("the home page's sections, rendered on the server", () => {
  it("with no layout saved, the home page is the listing alone, as before", async () => {
    await rendered()
    expect(document.querySelector(".home-sections")).toBeNull()
    expect(document.querySelector(".listing h1")?.textContent).toBe("Shop")
  })

  it("CONST-012 each section's padding is its preset in percent, above the listing, and never embedded", async () => {
    const html = await rendered(layout)
    const sections = [...document.querySelectorAll<HTMLElement>(".home-section")]
    expect(sections.map((section) => section.getAttribute("style"))).toEqual([
      "padding-inline:12%;padding-block:6%",
      "padding-inline:3%;padding-block:1.5%",
    ])
    expect(document.querySelector(".home-sections + .listing")).not.toBeNull()
    expect(document.querySelector(".home-text h2")?.textContent).toBe("Linen & Co")
    expect(document.querySelector(".home-text p")?.textContent).toBe("<b>Made</b> in Lisbon")
    expect(document.querySelector(".home-text p strong")?.textContent).toBe("Lisbon")
    expect(document.querySelector(".home-text p b")).toBeNull()
    const links = [...document.querySelectorAll(".home-text ul li a")]
    expect(links.map((link) => [link.getAttribute("href"), link.getAttribute("rel")])).toEqual([
      ["/about", null],
      ["https://example.com/press", "noopener noreferrer"],
    ])
    expect(readPageData(document)?.homeLayout).toBeUndefined()
    expect(html).not.toContain('"homeLayout"')
  })

  it("CONST-011 the marquee runs at the presets (4 rem, 20 s a crossing, 4 waves) and names its text", async () => {
    await rendered(layout)
    const marquee = document.querySelector<HTMLElement>('[role="marquee"]')
    expect(marquee?.getAttribute("aria-label")).toBe("Summer sale")
    expect(marquee?.style.getPropertyValue("--marquee-size")).toBe("4rem")
    expect(marquee?.style.getPropertyValue("--marquee-duration")).toBe("20s")
    expect(marquee?.style.getPropertyValue("--marquee-wave")).toBe("0.2em")
    const letters = [
      ...(marquee?.querySelectorAll<HTMLElement>('[data-copy="text"] .home-marquee-letter') ?? []),
    ]
    expect(letters).toHaveLength("Summer sale".length)
    expect(Number(letters.at(-1)?.style.getPropertyValue("--phase"))).toBeCloseTo((10 * 4) / 11)
  })

  it("the marquee stops under prefers-reduced-motion (styles.css)", () => {
    const css = readFileSync(join(process.cwd(), "app-web/src/app/styles.css"), "utf8")
    const reduced = css.slice(css.lastIndexOf("@media (prefers-reduced-motion: reduce)"))
    expect(reduced).toMatch(/\.home-marquee-track,\s*\.home-marquee-letter\s*\{\s*animation: none;/)
  })

  it("a video loads nothing from its host until clicked: the frame holds our poster linking to the private player", async () => {
    await rendered(layout)
    const frames = [...document.querySelectorAll<HTMLIFrameElement>("iframe.home-video")]
    expect(frames.map((frame) => frame.title)).toEqual(["Video from Vimeo", "Video from YouTube"])
    for (const frame of frames) expect(frame.getAttribute("src")).toBeNull()
    const poster = (frame: HTMLIFrameElement | undefined) =>
      new DOMParser().parseFromString(frame?.getAttribute("srcdoc") ?? "", "text/html").querySelector("a")
    expect(poster(frames[0])?.getAttribute("href")).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
    )
    expect(poster(frames[1])?.getAttribute("href")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    )
    expect(poster(frames[0])?.textContent).toBe("▶ Play video")
  })

  it("the merchant's code runs in a sandboxed srcdoc frame without allow-same-origin (no access to the visitors' cookies)", async () => {
    await rendered(layout)
    const frame = document.querySelector<HTMLIFrameElement>("iframe.home-code")
    expect(frame?.getAttribute("srcdoc")).toBe("<script>parent.document.cookie</script><p>Hi</p>")
    expect(frame?.getAttribute("src")).toBeNull()
    expect(frame?.getAttribute("sandbox")?.split(" ")).not.toContain("allow-same-origin")
    expect(frame?.hasAttribute("sandbox")).toBe(true)
  })

  const media: HomeLayout = {
    sections: [
      {
        padding: 6,
        blocks: [
          {
            kind: "album",
            title: "Live at home",
            tracks: [
              { title: "Intro", fileId: "f-1" },
              { title: "Encore", fileId: "f 2" },
            ],
          },
          { kind: "album", title: "Unfilled album", tracks: [] },
          {
            kind: "smugmug",
            nickname: "cmac",
            galleryKey: "G0",
            title: "Harbour",
            images: [
              {
                url: "https://photos.smugmug.com/photos/i-a/0/L/i-a-L.jpg",
                width: 1024,
                height: 683,
                alt: "Boats",
              },
              {
                url: "https://photos.smugmug.com/photos/i-b/0/L/i-b-L.jpg",
                width: 576,
                height: 768,
                alt: "Nets",
              },
            ],
          },
        ],
      },
    ],
  }

  it("an album is its title over its tracks in order, each a native player named after it that loads nothing before play", async () => {
    const html = await rendered(media)
    const albums = [...document.querySelectorAll(".home-album")]
    expect(albums).toHaveLength(1)
    expect(albums[0]?.querySelector("h2")?.textContent).toBe("Live at home")
    const list = albums[0]?.querySelector("ol")
    expect(list?.getAttribute("aria-label")).toBe("Live at home: 2 tracks")
    const players = [...(list?.querySelectorAll("audio") ?? [])]
    expect(players.map((audio) => audio.getAttribute("src"))).toEqual([
      "/api/home-page/tracks/f-1",
      "/api/home-page/tracks/f%202",
    ])
    expect(players.map((audio) => audio.getAttribute("aria-label"))).toEqual(["Play Intro", "Play Encore"])
    for (const audio of players) {
      expect(audio.getAttribute("preload")).toBe("none")
      expect(audio.hasAttribute("controls")).toBe(true)
    }
    expect([...(list?.querySelectorAll(".home-album-track-title") ?? [])].map((t) => t.textContent)).toEqual([
      "Intro",
      "Encore",
    ])
    expect(html).not.toContain("Unfilled album")
  })

  it("a Smugmug gallery renders its saved photos on the server: lazy, sized, with their alt texts and its title", async () => {
    await rendered(media)
    const images = [...document.querySelectorAll<HTMLImageElement>(".home-gallery img")]
    expect(
      images.map((image) => [
        image.getAttribute("src"),
        image.getAttribute("width"),
        image.getAttribute("height"),
        image.alt,
      ]),
    ).toEqual([
      ["https://photos.smugmug.com/photos/i-a/0/L/i-a-L.jpg", "1024", "683", "Boats"],
      ["https://photos.smugmug.com/photos/i-b/0/L/i-b-L.jpg", "576", "768", "Nets"],
    ])
    for (const image of images) {
      expect(image.getAttribute("loading")).toBe("lazy")
      expect(image.getAttribute("decoding")).toBe("async")
    }
    expect(document.querySelector(".home-gallery figcaption")?.textContent).toBe("Harbour")
  })
})
