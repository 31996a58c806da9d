import { createStoreClient } from "@vitrine/adapter-http/client"
import { addToCartErrorMessage } from "@vitrine/core/cart"
import { expect, it } from "vitest"
import { demo, skuOf } from "./demo.ts"
import { Visitor } from "./visitor.ts"

/**
 * The store's fetch client against the real server, every response checked with the contract Schemas.
 *
 * @example
 * clientApi(() => server.url)
 */
export const clientApi = (url: () => string): void => {
  it("reads the catalogue, a product and its stock", async () => {
    const client = (await new Visitor(url()).arrive()).client()
    const list = await client.listProducts()
    expect(list.ok && list.value.products.length).toBeGreaterThanOrEqual(12)
    const product = await client.getProduct("hand-thrown-mug")
    expect(product.ok && product.value.product.variants).toHaveLength(8)
    const stock = await client.stock(demo("olive-wood-board").id)
    expect(stock.ok && stock.value.results).toEqual([
      expect.objectContaining({ qtyInStock: 3, unlimited: false }),
    ])
  })

  it("API-001 API-003 adds, reads, changes and removes through the client", async () => {
    const client = (await new Visitor(url()).arrive()).client()
    expect(await client.getCart()).toEqual({ ok: true, value: { cart: null } })
    const added = await client.addToCart({
      itemId: demo("linen-shirt").id,
      sku: skuOf("linen-shirt", { Size: "S", Colour: "White" }),
      quantity: "2",
    })
    if (!added.ok) throw new Error(added.error.message)
    expect(added.value.newlyAdded.quantity).toBe(2)
    const read = await client.getCart()
    expect(read.ok && read.value.cart?.id).toBe(added.value.shoppingCart.id)
    const changed = await client.changeQuantity(added.value.newlyAdded.id, 5)
    expect(changed.ok && changed.value.shoppingCart.totalQuantity).toBe(5)
    const removed = await client.removeEntry(added.value.newlyAdded.id)
    expect(removed.ok && removed.value.shoppingCart.entries).toEqual([])
  })

  it("ADDCART-017 ADDCART-023 a refused add is an ApiError with the server's message and field errors", async () => {
    const client = (await new Visitor(url()).arrive()).client()
    const result = await client.addToCart({ itemId: demo("canvas-tote").id, quantity: "abc" })
    expect(result).toEqual({
      ok: false,
      error: {
        status: 400,
        message: "Quantity must be a number.",
        fieldErrors: { quantity: "Quantity must be a number." },
        crumbFail: false,
      },
    })
  })

  it("ADDCART-020 a crumb failure is an ApiError with crumbFail, shown by cookie support (ADDCART-021)", async () => {
    const visitor = await new Visitor(url()).arrive()
    const client = createStoreClient({ baseUrl: url(), fetch: visitor.fetch, crumb: () => undefined })
    const result = await client.addToCart({ itemId: demo("canvas-tote").id })
    if (result.ok) throw new Error("expected a crumb failure")
    expect(result.error).toMatchObject({ status: 403, crumbFail: true })
    const shown = (cookiesEnabled: boolean) =>
      addToCartErrorMessage({
        status: 403,
        crumbFail: true,
        serverMessage: result.error.message,
        cookiesEnabled,
      })
    expect(shown(true)).toBe("Your session has expired. Please reload the page and try again.")
    expect(shown(false)).toBe("Please enable cookies in your browser, reload the page, and try again.")
  })

  it("a network failure is an ApiError with status 0", async () => {
    const client = createStoreClient({ baseUrl: "http://127.0.0.1:9", validate: "schema" })
    const result = await client.getCart()
    expect(result).toEqual({
      ok: false,
      error: {
        status: 0,
        message: "Please check your internet connection",
        fieldErrors: {},
        crumbFail: false,
      },
    })
  })

  it("a response that breaks the contract is an ApiError, not a crash", async () => {
    const fake: typeof fetch = async () => Response.json({ cart: { id: 1 } })
    const result = await createStoreClient({ baseUrl: url(), fetch: fake }).getCart()
    expect(result).toMatchObject({ ok: false, error: { status: 200, message: "Please try again" } })
  })
}
