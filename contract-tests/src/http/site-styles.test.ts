import { FONT_FILES_PATH, HTTP_MESSAGE, SITE_PATHS } from "@vitrine/adapter-http/contract"
import { WEBSITE_COLOUR_MESSAGE } from "@vitrine/core/colour"
import { ContributorRole } from "@vitrine/core/enums"
import { DEFAULT_SITE_STYLES, FONT_CATALOGUE, SITE_STYLES_MESSAGE, type SiteStyles } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { staffServer } from "./staff-server.ts"
import { Visitor } from "./visitor.ts"

const PATH = SITE_PATHS.styles
const edited: SiteStyles = {
  headingFont: "playfair-display",
  bodyFont: "lato",
  colours: {
    accent: { hue: 12, saturation: 0.8, lightness: 0.45, alpha: 0.9 },
    background: { hue: 0, saturation: 0, lightness: 1, alpha: 1 },
    text: { hue: 220, saturation: 0.2, lightness: 0.1, alpha: 1 },
  },
}
const withAccent = (accent: object) => ({ ...edited, colours: { ...edited.colours, accent } })

/**
 * The site styles routes (001 §2) and the font files on a real server over a memory store: who may
 * call them, what they answer, and what they refuse.
 */
describe("the site styles over HTTP", () => {
  const { url, staffWith } = staffServer()

  it("a visitor is refused every call (401), and a PUT changes nothing", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect(await visitor.get(PATH)).toMatchObject({
      status: 401,
      body: { message: HTTP_MESSAGE.signInRequired },
    })
    expect((await visitor.get(SITE_PATHS.fonts)).status).toBe(401)
    expect((await visitor.send("PUT", PATH, edited)).status).toBe(401)
    const admin = await new Visitor(url()).signInAsStaff()
    expect((await admin.get(PATH)).body).toEqual(DEFAULT_SITE_STYLES)
  })

  it.each([
    ["a store manager", ContributorRole.STORE_MANAGER],
    ["an editor", ContributorRole.EDITOR],
    ["a viewer", ContributorRole.VIEWER],
  ])("%s is refused (403): the site is the website's managers'", async (_, role) => {
    const staff = await staffWith([role])
    expect((await staff.get(PATH)).status).toBe(403)
    expect((await staff.get(SITE_PATHS.fonts)).status).toBe(403)
    expect((await staff.send("PUT", PATH, edited)).status).toBe(403)
  })

  it("a website manager reads the defaults, saves styles, and reads them back", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    expect(await manager.send("PUT", PATH, edited)).toMatchObject({ status: 200, body: edited })
    expect(await manager.get(PATH)).toMatchObject({ status: 200, body: edited })
    await manager.send("PUT", PATH, DEFAULT_SITE_STYLES)
  })

  it("EDITOR-003 the font list is the catalogue, each self-hosted font with its two files", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const answer = await admin.get(SITE_PATHS.fonts)
    expect(answer.status).toBe(200)
    expect(answer.body.fonts.map((font: { id: string }) => font.id)).toEqual(
      FONT_CATALOGUE.map((font) => font.id),
    )
    const inter = answer.body.fonts.find((font: { id: string }) => font.id === "inter")
    expect(inter.files).toEqual([
      { weight: 400, url: `${FONT_FILES_PATH}/inter-400.woff2` },
      { weight: 700, url: `${FONT_FILES_PATH}/inter-700.woff2` },
    ])
    expect(answer.body.fonts.find((font: { id: string }) => font.id === "system-serif").files).toEqual([])
  })

  it("a listed font file is served as woff2, cached a year; another name is 404", async () => {
    const font = await fetch(`${url()}${FONT_FILES_PATH}/lora-700.woff2`)
    expect(font.status).toBe(200)
    expect(font.headers.get("content-type")).toBe("font/woff2")
    expect(font.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(new TextDecoder().decode((await font.arrayBuffer()).slice(0, 4))).toBe("wOF2")
    for (const file of ["lora-500.woff2", "system-sans-400.woff2", "comic-400.woff2", "..%2Fpackage.json"]) {
      expect((await fetch(`${url()}${FONT_FILES_PATH}/${file}`)).status).toBe(404)
    }
  })

  it("a save without the crumb is 403 crumbFail", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const refused = await admin.send("PUT", PATH, edited, { crumb: false })
    expect(refused.status).toBe(403)
    expect(refused.body.crumbFail).toBe(true)
  })

  it.each<[string, unknown, Record<string, string>]>([
    ["a font not in the list", { ...edited, bodyFont: "comic-sans" }, { bodyFont: SITE_STYLES_MESSAGE.font }],
    ["no heading font", { ...edited, headingFont: undefined }, { headingFont: SITE_STYLES_MESSAGE.font }],
    [
      "COLOUR-005 a hue out of bounds",
      withAccent({ hue: 400, saturation: 0.5, lightness: 0.5 }),
      { "colours.accent": WEBSITE_COLOUR_MESSAGE.hue },
    ],
    [
      "COLOUR-008 an alpha out of bounds",
      withAccent({ hue: 40, saturation: 0.5, lightness: 0.5, alpha: 1.5 }),
      { "colours.accent": WEBSITE_COLOUR_MESSAGE.alpha },
    ],
    [
      "COLOUR-009 a colour missing its lightness",
      withAccent({ hue: 40, saturation: 0.5 }),
      { "colours.accent": WEBSITE_COLOUR_MESSAGE.missing },
    ],
    ["no colours", { ...edited, colours: undefined }, { colours: SITE_STYLES_MESSAGE.colours }],
    ["a body that is not an object", [], { body: "The request body must be a JSON object." }],
  ])("%s is 400 with the field's message, and changes nothing", async (_, body, errors) => {
    const admin = await new Visitor(url()).signInAsStaff()
    const before = (await admin.get(PATH)).body
    const answer = await admin.send("PUT", PATH, body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject(errors)
    expect((await admin.get(PATH)).body).toEqual(before)
  })

  it("a text holding NUL is refused at the boundary (400)", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const answer = await admin.send("PUT", PATH, JSON.stringify({ ...edited, bodyFont: "lo\u0000ra" }))
    expect(answer).toMatchObject({ status: 400, body: { message: HTTP_MESSAGE.badBody } })
  })
})
