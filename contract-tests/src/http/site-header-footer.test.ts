import { HTTP_MESSAGE, SITE_PATHS } from "@vitrine/adapter-http/contract"
import { ContributorRole } from "@vitrine/core/enums"
import {
  DEFAULT_HEADER_FOOTER,
  HEADER_FOOTER_LIMITS,
  HEADER_FOOTER_MESSAGE,
  MAIN_NAVIGATION,
} from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { staffServer } from "./staff-server.ts"
import { Visitor } from "./visitor.ts"

const PATH = SITE_PATHS.headerFooter
const edited = {
  header: {
    siteTitle: "Linen & Co",
    announcement: "Free shipping over $50",
    links: [
      { label: "Shop", href: "/" },
      { label: "Journal", href: "https://journal.example.com" },
    ],
  },
  footer: { text: "Made in Lisbon since 2019", links: [{ label: "Contact", href: "/contact" }] },
}

/**
 * The header and footer routes (API-031, API-032) on a real server over a memory store: who may
 * call them, what they answer, and what they refuse.
 */
describe("the site header and footer over HTTP", () => {
  const { url, staffWith } = staffServer()

  it("a visitor is refused both calls (401), and a PUT changes nothing", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect(await visitor.get(PATH)).toMatchObject({
      status: 401,
      body: { message: HTTP_MESSAGE.signInRequired },
    })
    expect((await visitor.send("PUT", PATH, edited)).status).toBe(401)
    const admin = await new Visitor(url()).signInAsStaff()
    expect((await admin.get(PATH)).body).toEqual(DEFAULT_HEADER_FOOTER)
  })

  it.each([
    ["a store manager", ContributorRole.STORE_MANAGER],
    ["an editor", ContributorRole.EDITOR],
    ["a viewer", ContributorRole.VIEWER],
  ])("%s is refused (403): the site is the website's managers'", async (_, role) => {
    const staff = await staffWith([role])
    expect((await staff.get(PATH)).status).toBe(403)
    expect((await staff.send("PUT", PATH, edited)).status).toBe(403)
  })

  it("SITE-001 a website manager reads the defaults, saves a header and footer, and reads them back", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    const saved = await manager.send("PUT", PATH, edited)
    expect(saved).toMatchObject({ status: 200, body: edited })
    expect(await manager.get(PATH)).toMatchObject({ status: 200, body: edited })
    await manager.send("PUT", PATH, DEFAULT_HEADER_FOOTER)
  })

  it("API-039 the site layout's layout[0] is the main navigation, the header's links as saved", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    await admin.send("PUT", PATH, edited)
    const answer = await admin.get(SITE_PATHS.layout)
    expect(answer.status).toBe(200)
    expect(answer.body.layout[0]).toEqual({ identifier: MAIN_NAVIGATION, links: edited.header.links })
    expect((await (await new Visitor(url()).arrive()).get(SITE_PATHS.layout)).status).toBe(401)
    await admin.send("PUT", PATH, DEFAULT_HEADER_FOOTER)
  })

  it("a save without the crumb is 403 crumbFail", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const refused = await admin.send("PUT", PATH, edited, { crumb: false })
    expect(refused.status).toBe(403)
    expect(refused.body.crumbFail).toBe(true)
  })

  it.each<[string, unknown, Record<string, string>]>([
    ["no header", { footer: edited.footer }, { header: "The header is required." }],
    [
      "an empty site title",
      { ...edited, header: { ...edited.header, siteTitle: "" } },
      { "header.siteTitle": HEADER_FOOTER_MESSAGE.siteTitle },
    ],
    [
      "an oversized footer text",
      { ...edited, footer: { ...edited.footer, text: "x".repeat(HEADER_FOOTER_LIMITS.footerText + 1) } },
      { "footer.text": HEADER_FOOTER_MESSAGE.footerText },
    ],
    [
      "a script link",
      { ...edited, footer: { ...edited.footer, links: [{ label: "x", href: "javascript:alert(1)" }] } },
      { "footer.links.0.href": HEADER_FOOTER_MESSAGE.linkTarget },
    ],
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
    const body = JSON.stringify({ ...edited, footer: { ...edited.footer, text: "a\u0000b" } })
    const answer = await admin.send("PUT", PATH, body)
    expect(answer).toMatchObject({ status: 400, body: { message: HTTP_MESSAGE.badBody } })
  })
})
