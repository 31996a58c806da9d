import { expect, it } from "vitest"
import { demo, PATH } from "./demo.ts"
import { Visitor } from "./visitor.ts"

/**
 * The catalogue, stock and health endpoints over real HTTP.
 *
 * @example
 * catalogueApi(() => server.url)
 */
export const catalogueApi = (url: () => string): void => {
  it("GET /api/health answers ok", async () => {
    const { status, body } = await new Visitor(url()).get(PATH.health)
    expect(status).toBe(200)
    expect(body).toEqual({ status: "ok" })
  })

  it("lists the demo catalogue with the store settings (DISPLAY-001, MONEY-003, DISPLAY-017)", async () => {
    const { status, body } = await new Visitor(url()).get(PATH.products)
    expect(status).toBe(200)
    expect(body.products.length).toBeGreaterThanOrEqual(12)
    expect(body.settings).toEqual({
      selectedCurrency: "USD",
      expressCheckout: false,
      storeSettings: { multipleQuantityAllowedForServices: true },
    })
    const types = new Set(body.products.map((product: { productType: number }) => product.productType))
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5])
  })

  it("finds a product by id and by URL slug", async () => {
    const visitor = new Visitor(url())
    const byId = await visitor.get(`${PATH.products}/${demo("linen-shirt").id}`)
    const bySlug = await visitor.get(`${PATH.products}/linen-shirt`)
    expect(byId.status).toBe(200)
    expect(bySlug.body).toEqual(byId.body)
    expect(bySlug.body.product.variantOptionOrdering).toEqual(["Size", "Colour"])
  })

  it("an unknown product is 404 with core's message", async () => {
    const { status, body } = await new Visitor(url()).get(`${PATH.products}/no-such-product`)
    expect(status).toBe(404)
    expect(body.message).toBe("Sorry, that item is no longer available.")
  })

  it("API-005 STOCK-001 gives each variant's stock record with unlimited and qtyInStock", async () => {
    const visitor = new Visitor(url())
    const shirt = await visitor.get(PATH.stock(demo("linen-shirt").id))
    expect(shirt.status).toBe(200)
    expect(shirt.body.results).toHaveLength(6)
    expect(shirt.body.results).toContainEqual({
      variantId: "var-linen-shirt-l-sage",
      sku: "LINEN-SHIRT-L-SAGE",
      unlimited: false,
      qtyInStock: 0,
    })
    const tote = await visitor.get(PATH.stock(demo("canvas-tote").id))
    expect(tote.body.results).toEqual([expect.objectContaining({ unlimited: true })])
  })

  it("API-005 an unknown item has no stock records; a missing itemId is 400 with errors.itemId", async () => {
    const visitor = new Visitor(url())
    expect((await visitor.get(PATH.stock("no-such-item"))).body).toEqual({ results: [] })
    const missing = await visitor.get("/api/commerce/inventory/stock/")
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({ itemId: "Item id is required." })
    const twice = await visitor.get("/api/commerce/inventory/stock/?itemId=a&itemId=b")
    expect(twice.status).toBe(400)
    expect(twice.body.errors.itemId).toBe("Item id must be a non-empty string.")
  })

  it("an unknown /api path is 404 JSON, and API answers are never cached", async () => {
    const { status, body, response } = await new Visitor(url()).get("/api/nothing-here")
    expect(status).toBe(404)
    expect(body).toEqual({ message: "Not found." })
    expect(response.headers.get("cache-control")).toBe("no-store")
  })
}
