import { pathOf, SITE_PATHS, STORE_PAGE_MESSAGE } from "@vitrine/adapter-http/contract"
import { ContributorRole } from "@vitrine/core/enums"
import { rootCategoryPayload, storePagePayload } from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { staffServer } from "./staff-server.ts"
import { Visitor } from "./visitor.ts"

// The server's default website, whose staff `makeStaff` makes.
const WEBSITE = "vitrine-demo"
const pages = (websiteId = WEBSITE) => pathOf(SITE_PATHS.storePages, { websiteId })
const categories = (collectionId: string, websiteId = WEBSITE) =>
  pathOf(SITE_PATHS.storeCategories, { websiteId, collectionId })

/** The store page routes (API-040, API-041) on a real server over a memory store. */
describe("store pages over HTTP", () => {
  const { url, staffWith } = staffServer({ websiteId: WEBSITE })

  it("STORE-001 a website manager creates a store page, then its root category", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    const page = storePagePayload("Linen Shop", "Our linen", [])
    const created = await manager.send("POST", pages(), page)
    expect(created.status).toBe(200)
    expect(typeof created.body.id).toBe("string")
    const category = await manager.send(
      "POST",
      categories(created.body.id),
      rootCategoryPayload("Linen Shop"),
    )
    expect(category).toMatchObject({ status: 200, body: { category: rootCategoryPayload("Linen Shop") } })
  })

  it("STORE-007 a URL id already taken is 409; another website is 404; a missing page is 404", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    expect((await admin.send("POST", pages(), storePagePayload("Taken", "", []))).status).toBe(200)
    expect(await admin.send("POST", pages(), storePagePayload("Taken", "", []))).toMatchObject({
      status: 409,
      body: { message: STORE_PAGE_MESSAGE.urlIdTaken },
    })
    expect((await admin.send("POST", pages("someone-else"), storePagePayload("Other", "", []))).status).toBe(
      404,
    )
    expect(await admin.send("POST", categories("no-such-page"), rootCategoryPayload("Shop"))).toMatchObject({
      status: 404,
      body: { message: STORE_PAGE_MESSAGE.noPage },
    })
  })

  it.each<[string, object, string]>([
    ["a disabled page", { ...storePagePayload("Shop", "", []), enabled: false }, "enabled"],
    ["a URL id with spaces", { ...storePagePayload("Shop", "", []), urlId: "my shop" }, "urlId"],
    ["no title", { ...storePagePayload("Shop", "", []), title: "" }, "title"],
  ])("%s is 400 with the field's message", async (_, body, field) => {
    const admin = await new Visitor(url()).signInAsStaff()
    const answer = await admin.send("POST", pages(), body)
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.errors)).toContain(field)
  })

  it("a category that is not a root (a parent, another type) is 400", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const { body } = await admin.send("POST", pages(), storePagePayload("Parents", "", []))
    const answer = await admin.send("POST", categories(body.id), {
      ...rootCategoryPayload("Sub"),
      type: "CHILD",
    })
    expect(answer).toMatchObject({ status: 400, body: { errors: { type: STORE_PAGE_MESSAGE.category } } })
    const parented = await admin.send("POST", categories(body.id), {
      ...rootCategoryPayload("Sub"),
      parentCategoryId: "x",
    })
    expect(parented.status).toBe(400)
  })

  it("a visitor is refused (401), a store manager too (403)", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect((await visitor.send("POST", pages(), storePagePayload("Shop", "", []))).status).toBe(401)
    const manager = await staffWith([ContributorRole.STORE_MANAGER])
    expect((await manager.send("POST", pages(), storePagePayload("Shop", "", []))).status).toBe(403)
  })
})
