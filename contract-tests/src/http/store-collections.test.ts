import { pathOf, SITE_PATHS, STORE_COLLECTION_FIELD_MESSAGE } from "@vitrine/adapter-http/contract"
import { ContributorRole } from "@vitrine/core/enums"
import {
  CATEGORY_MOVE_MESSAGE,
  STORE_COLLECTION_MESSAGE,
  storePagePayload,
  TAG_MESSAGE,
} from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { staffServer } from "./staff-server.ts"
import { Visitor } from "./visitor.ts"

const WEBSITE = "vitrine-demo"
const page = (collectionId: string, path: string = SITE_PATHS.storePage) =>
  pathOf(path, { websiteId: WEBSITE, collectionId })
const node = (collectionId: string, categoryId: string, path: string = SITE_PATHS.storeCategoryNode) =>
  pathOf(path, { websiteId: WEBSITE, collectionId, categoryId })

/** The store page collection routes on a real server over a memory store. */
describe("store page collections over HTTP", () => {
  const { url, staffWith } = staffServer({ websiteId: WEBSITE })

  const newPage = async (title: string) => {
    const admin = await new Visitor(url()).signInAsStaff()
    const created = await admin.send("POST", pathOf(SITE_PATHS.storePages, { websiteId: WEBSITE }), {
      ...storePagePayload(title, "", []),
      urlId: `${title.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`,
    })
    const products = await admin.send("GET", "/api/commerce/products")
    const ids: string[] = products.body.products.map((product: { id: string }) => product.id)
    return { admin, id: created.body.id as string, ids }
  }

  it("CONST-006 a page lists the products in the order set, and the list shows its count", async () => {
    const { admin, id, ids } = await newPage("Ordered")
    const order = ids.slice(0, 3).reverse()
    const set = await admin.send("PUT", page(id, SITE_PATHS.storePageItems), { productIds: order })
    expect(set).toMatchObject({
      status: 200,
      body: { collection: { productIds: order }, limits: { products: 200 } },
    })
    expect((await admin.send("GET", page(id))).body.collection.productIds).toEqual(order)
    const list = await admin.send("GET", SITE_PATHS.storePageList)
    expect(list.body.websiteId).toBe(WEBSITE)
    expect(list.body.pages).toContainEqual(expect.objectContaining({ id, productCount: 3 }))
  })

  it("CONST-006 more than 200 products is 409 under productIds; unknown or repeated ones 400", async () => {
    const { admin, id, ids } = await newPage("Limits")
    const many = Array.from({ length: 201 }, (_, i) => `prod-${i}`)
    expect(await admin.send("PUT", page(id, SITE_PATHS.storePageItems), { productIds: many })).toMatchObject({
      status: 409,
      body: { errors: { productIds: STORE_COLLECTION_MESSAGE.tooManyProducts } },
    })
    expect(
      await admin.send("PUT", page(id, SITE_PATHS.storePageItems), { productIds: ["no-such"] }),
    ).toMatchObject({
      status: 400,
      body: { errors: { productIds: STORE_COLLECTION_MESSAGE.unknownProduct } },
    })
    const twice = [ids[0], ids[0]]
    expect((await admin.send("PUT", page(id, SITE_PATHS.storePageItems), { productIds: twice })).status).toBe(
      400,
    )
    expect(await admin.send("PUT", page(id, SITE_PATHS.storePageItems), { productIds: "x" })).toMatchObject({
      status: 400,
      body: { errors: { productIds: STORE_COLLECTION_FIELD_MESSAGE.productIds } },
    })
  })

  it("categories are created, renamed, filled, merged (products move) and removed", async () => {
    const { admin, id, ids } = await newPage("Tree")
    await admin.send("PUT", page(id, SITE_PATHS.storePageItems), { productIds: ids.slice(0, 2) })
    const tree = page(id, SITE_PATHS.storeCategoryTree)
    const tees = await admin.send("POST", tree, { name: "Tees", parentId: null })
    const shirts = await admin.send("POST", tree, { name: "Shirts", parentId: null })
    expect(shirts.status).toBe(200)
    expect(await admin.send("POST", tree, { name: "tees", parentId: null })).toMatchObject({
      status: 400,
      body: { errors: { name: TAG_MESSAGE.alreadyExists("category") } },
    })
    expect(await admin.send("POST", tree, { name: "V-neck", parentId: "nope" })).toMatchObject({
      status: 400,
      body: { errors: { parentId: STORE_COLLECTION_MESSAGE.noCategory } },
    })
    expect((await admin.send("PATCH", node(id, tees.body.id), { name: "T-shirts" })).status).toBe(200)
    await admin.send("PATCH", node(id, tees.body.id), { productIds: [ids[0]] })
    const merged = await admin.send("POST", node(id, tees.body.id, SITE_PATHS.storeCategoryMerge), {
      intoId: shirts.body.id,
    })
    expect(merged.body.collection.categories).toEqual([
      { id: shirts.body.id, name: "Shirts", parentId: null, productIds: [ids[0]] },
    ])
    expect((await admin.send("DELETE", node(id, shirts.body.id))).body.collection.categories).toEqual([])
    expect(await admin.send("DELETE", node(id, shirts.body.id))).toMatchObject({
      status: 404,
      body: { errors: { categoryId: STORE_COLLECTION_MESSAGE.noCategory } },
    })
  })

  it("a category moves: reordered among its siblings, put under another parent with its subcategories; a cycle, an unknown parent or a bad place is 400, an unknown category 404", async () => {
    const { admin, id } = await newPage("Moves")
    const tree = page(id, SITE_PATHS.storeCategoryTree)
    const made = async (name: string, parentId: string | null) =>
      (await admin.send("POST", tree, { name, parentId })).body.id as string
    const shirts = await made("Shirts", null)
    const hats = await made("Hats", null)
    const polos = await made("Polos", shirts)
    const pique = await made("Pique", polos)
    const move = (categoryId: string, body: unknown) =>
      admin.send("POST", node(id, categoryId, SITE_PATHS.storeCategoryMove), body)
    const order = (answer: {
      body: { collection: { categories: { id: string; parentId: string | null }[] } }
    }) => answer.body.collection.categories.map((one) => [one.id, one.parentId])

    expect(order(await move(hats, { parentId: null, index: 0 }))).toEqual([
      [hats, null],
      [shirts, null],
      [polos, shirts],
      [pique, polos],
    ])
    expect(order(await move(polos, { parentId: hats, index: 0 }))).toEqual([
      [hats, null],
      [shirts, null],
      [pique, polos],
      [polos, hats],
    ])
    for (const parentId of [polos, pique])
      expect(await move(polos, { parentId, index: 0 })).toMatchObject({
        status: 400,
        body: { errors: { parentId: CATEGORY_MOVE_MESSAGE.intoItself } },
      })
    expect(await move(hats, { parentId: "nope", index: 0 })).toMatchObject({
      status: 400,
      body: { errors: { parentId: STORE_COLLECTION_MESSAGE.noCategory } },
    })
    for (const index of [-1, 1.5, "0", null])
      expect(await move(hats, { parentId: null, index })).toMatchObject({
        status: 400,
        body: { errors: { index: STORE_COLLECTION_FIELD_MESSAGE.index } },
      })
    expect((await move("nope", { parentId: null, index: 0 })).status).toBe(404)
  })

  it("another website, a missing page, a NUL in a name: 404, 404, 400 — never 500", async () => {
    const { admin, id } = await newPage("Edges")
    expect(
      (await admin.send("GET", pathOf(SITE_PATHS.storePages, { websiteId: "someone-else" }))).status,
    ).toBe(404)
    expect(await admin.send("GET", page("no-such-page"))).toMatchObject({ status: 404 })
    const nul = await admin.send("POST", page(id, SITE_PATHS.storeCategoryTree), {
      name: "a\u0000b",
      parentId: null,
    })
    expect(nul.status).toBe(400)
  })

  it("a visitor is refused (401), a store manager too (403)", async () => {
    const { id } = await newPage("Guarded")
    const visitor = await new Visitor(url()).arrive()
    expect((await visitor.send("GET", page(id))).status).toBe(401)
    const manager = await staffWith([ContributorRole.STORE_MANAGER])
    expect((await manager.send("PUT", page(id, SITE_PATHS.storePageItems), { productIds: [] })).status).toBe(
      403,
    )
  })
})
