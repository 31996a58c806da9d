import { FIELD_MESSAGE, HTTP_MESSAGE, pathOf, SITE_PATHS } from "@vitrine/adapter-http/contract"
import { ContributorRole } from "@vitrine/core/enums"
import {
  collectionItem,
  DEFAULT_HEADER_FOOTER,
  MAIN_NAVIGATION,
  MAIN_NAVIGATION_MESSAGE,
  NAVIGATION_MESSAGE,
  type NavigationItem,
  navigationUpdate,
  storePagePayload,
} from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { staffServer } from "./staff-server.ts"
import { Visitor } from "./visitor.ts"

// The server's default website, whose staff `makeStaff` makes.
const WEBSITE = "vitrine-demo"
const PATH = SITE_PATHS.navigation
const address = (externalLink: string): NavigationItem => ({
  ...collectionItem("x"),
  collectionId: null,
  externalLink,
})
const update = (items: readonly NavigationItem[]) => navigationUpdate(MAIN_NAVIGATION, "tpl-1", items)

/** The navigation update (API-038) on a real server over a memory store. */
describe("the navigation update over HTTP", () => {
  const { url, staffWith } = staffServer({ websiteId: WEBSITE })

  it("API-038 a visitor is refused (401), and a store manager, editor or viewer too (403)", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect(await visitor.send("POST", PATH, update([]))).toMatchObject({
      status: 401,
      body: { message: HTTP_MESSAGE.signInRequired },
    })
    for (const role of [ContributorRole.STORE_MANAGER, ContributorRole.EDITOR, ContributorRole.VIEWER]) {
      const staff = await staffWith([role])
      expect((await staff.send("POST", PATH, update([]))).status).toBe(403)
    }
  })

  it("API-038 STORE-008 updating the main navigation sets the header's links, which the layout and the header then show", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    const page = await manager.send(
      "POST",
      pathOf(SITE_PATHS.storePages, { websiteId: WEBSITE }),
      storePagePayload("Linen Shop", "", []),
    )
    const links = [
      { label: "Linen Shop", href: "/shop/linen-shop" },
      { label: "journal.example.com", href: "https://journal.example.com" },
    ]
    const answer = await manager.send(
      "POST",
      PATH,
      update([collectionItem(page.body.id), address("https://journal.example.com")]),
    )
    expect(answer).toMatchObject({ status: 200, body: { layout: [{ identifier: MAIN_NAVIGATION, links }] } })
    expect((await manager.get(SITE_PATHS.layout)).body.layout[0].links).toEqual(links)
    const saved = (await manager.get(SITE_PATHS.headerFooter)).body
    expect(saved).toEqual({ ...DEFAULT_HEADER_FOOTER, header: { ...DEFAULT_HEADER_FOOTER.header, links } })
    await manager.send("PUT", SITE_PATHS.headerFooter, DEFAULT_HEADER_FOOTER)
  })

  it("API-038 an update without the crumb is 403 crumbFail", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const refused = await admin.send("POST", PATH, update([]), { crumb: false })
    expect(refused.status).toBe(403)
    expect(refused.body.crumbFail).toBe(true)
  })

  it.each<[string, unknown, Record<string, string>]>([
    ["a body that is not an object", [], { body: FIELD_MESSAGE.body }],
    [
      "no field name",
      { templateId: "t", navigation: { items: [] } },
      { fieldName: NAVIGATION_MESSAGE.fieldName },
    ],
    [
      "an empty template id",
      { ...update([]), templateId: "" },
      { templateId: NAVIGATION_MESSAGE.templateId },
    ],
    [
      "items that are not a list",
      { ...update([]), navigation: { items: "x" } },
      { "navigation.items": NAVIGATION_MESSAGE.items },
    ],
    [
      "a script address",
      update([address("javascript:alert(1)")]),
      { "navigation.items.0.externalLink": NAVIGATION_MESSAGE.externalLink },
    ],
    [
      "another navigation",
      navigationUpdate("footerNavigation", "t", []),
      { fieldName: MAIN_NAVIGATION_MESSAGE.fieldName },
    ],
    [
      "an unknown store page",
      update([collectionItem("no-such-page")]),
      { "navigation.items.0.collectionId": MAIN_NAVIGATION_MESSAGE.noPage },
    ],
    [
      "nested items",
      update([{ ...address("/a"), items: [address("/b")] }]),
      { "navigation.items.0.items": MAIN_NAVIGATION_MESSAGE.nested },
    ],
    [
      "more links than the header shows",
      update(Array.from({ length: 9 }, (_, i) => address(`/p${i}`))),
      { "navigation.items": MAIN_NAVIGATION_MESSAGE.items },
    ],
  ])("API-038 %s is 400 with the field's message, and changes nothing", async (_, body, errors) => {
    const admin = await new Visitor(url()).signInAsStaff()
    const before = (await admin.get(SITE_PATHS.headerFooter)).body
    const answer = await admin.send("POST", PATH, body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject(errors)
    expect(answer.body.message).toBe(Object.values(answer.body.errors)[0])
    expect((await admin.get(SITE_PATHS.headerFooter)).body).toEqual(before)
  })
})
