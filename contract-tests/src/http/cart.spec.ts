import { expect, it } from "vitest"
import { demo, PATH, skuOf } from "./demo.ts"
import { parseSetCookie, Visitor } from "./visitor.ts"

const tote = () => ({ itemId: demo("canvas-tote").id })
const shirt = (quantity: unknown = 1) => ({
  itemId: demo("linen-shirt").id,
  sku: skuOf("linen-shirt", { Size: "M", Colour: "Sage" }),
  quantity,
})

/**
 * The cart endpoints over real HTTP: add, read, change, remove, and the cookies that carry the cart.
 *
 * @example
 * cartApi(() => server.url)
 */
export const cartApi = (url: () => string): void => {
  it("API-003 a visitor without a cart gets { cart: null } and a crumb cookie (readable, SameSite=Lax)", async () => {
    const { status, body, response } = await new Visitor(url()).get(PATH.cart)
    expect(status).toBe(200)
    expect(body).toEqual({ cart: null })
    const crumb = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((cookie) => cookie.name === "crumb")
    // A signed crumb: 18 random bytes and their HMAC, each base64url (see the router's crumb.ts).
    expect(crumb?.value).toMatch(/^[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{43}$/)
    expect(crumb?.attributes.has("httponly")).toBe(false)
    expect(crumb?.attributes.get("samesite")).toBe("Lax")
  })

  it("API-001 adds an item: shoppingCart and newlyAdded, with totals (CART-004, CART-007)", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await visitor.send("POST", PATH.entries, shirt(2))
    expect(status).toBe(200)
    expect(body.newlyAdded).toMatchObject({
      itemId: demo("linen-shirt").id,
      quantity: 2,
      chosenVariant: { sku: "LINEN-SHIRT-M-SAGE", attributes: { Size: "M", Colour: "Sage" } },
      title: "Linen Shirt",
      purchasePriceCents: 6800,
      subTotal: { value: "13600", currency: "USD" },
    })
    expect(body.shoppingCart).toMatchObject({ totalQuantity: 2, subtotalCents: 13600, isPurchased: false })
    expect(body.shoppingCart.entries).toHaveLength(1)
  })

  it("CART-011 the first add sets vitrine_cart (httpOnly) and hasCart=true (readable), path /, SameSite=Lax", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { response, body } = await visitor.send("POST", PATH.entries, tote())
    const cookies = new Map(
      response.headers
        .getSetCookie()
        .map(parseSetCookie)
        .map((cookie) => [cookie.name, cookie]),
    )
    const cart = cookies.get("vitrine_cart")
    const hasCart = cookies.get("hasCart")
    expect(cart?.value).toBe(body.shoppingCart.id)
    expect(cart?.attributes.has("httponly")).toBe(true)
    expect(hasCart?.value).toBe("true")
    expect(hasCart?.attributes.has("httponly")).toBe(false)
    for (const cookie of [cart, hasCart]) {
      expect(cookie?.attributes.get("path")).toBe("/")
      expect(cookie?.attributes.get("samesite")).toBe("Lax")
    }
    const again = await visitor.send("POST", PATH.entries, tote())
    expect(
      again.response.headers
        .getSetCookie()
        .map(parseSetCookie)
        .map((cookie) => cookie.name),
    ).not.toContain("vitrine_cart")
  })

  it("CART-011 the cart persists across requests by its cookie, and another visitor has none", async () => {
    const visitor = await new Visitor(url()).arrive()
    const added = await visitor.send("POST", PATH.entries, shirt())
    await visitor.send("POST", PATH.entries, tote())
    const { body } = await visitor.get(PATH.cart)
    expect(body.cart.id).toBe(added.body.shoppingCart.id)
    expect(body.cart.entries.map((entry: { title: string }) => entry.title)).toEqual([
      "Linen Shirt",
      "Canvas Tote",
    ])
    expect(body.cart.totalQuantity).toBe(2)
    expect((await new Visitor(url()).get(PATH.cart)).body).toEqual({ cart: null })
  })

  it("API-001 quantity defaults to 1 and may be a string; the same variant again adds to its line", async () => {
    const visitor = await new Visitor(url()).arrive()
    await visitor.send("POST", PATH.entries, { itemId: shirt().itemId, sku: shirt().sku })
    const { body } = await visitor.send("POST", PATH.entries, shirt("3"))
    expect(body.shoppingCart.entries).toHaveLength(1)
    expect(body.newlyAdded.quantity).toBe(4)
    expect(body.shoppingCart.totalQuantity).toBe(4)
  })

  it("API-001 additionalFields is kept as the JSON string sent", async () => {
    const visitor = await new Visitor(url()).arrive()
    const fields = JSON.stringify({ "Gift message": "Happy birthday" })
    const { status, body } = await visitor.send("POST", PATH.entries, { ...tote(), additionalFields: fields })
    expect(status).toBe(200)
    expect(body.newlyAdded.additionalFields).toBe(fields)
  })

  it("API-003 mock, timecode and calculateSubtotal are accepted", async () => {
    const visitor = await new Visitor(url()).arrive()
    await visitor.send("POST", PATH.entries, tote())
    const { status, body } = await visitor.get(`${PATH.cart}?mock=false&timecode=123&calculateSubtotal=true`)
    expect(status).toBe(200)
    expect(body.cart.subtotalCents).toBe(2400)
  })

  it("CART-011 a cart cookie naming no cart answers { cart: null } and clears the cart cookies", async () => {
    const visitor = new Visitor(url())
    visitor.cookies.set("vitrine_cart", "no-such-cart")
    visitor.cookies.set("hasCart", "true")
    const { body } = await visitor.get(PATH.cart)
    expect(body).toEqual({ cart: null })
    expect(visitor.cookies.has("vitrine_cart")).toBe(false)
    expect(visitor.cookies.has("hasCart")).toBe(false)
  })

  it("changes a line's quantity, with the totals recomputed", async () => {
    const visitor = await new Visitor(url()).arrive()
    const added = await visitor.send("POST", PATH.entries, shirt())
    const { status, body } = await visitor.send("PUT", PATH.quantity(added.body.newlyAdded.id), {
      quantity: "3",
    })
    expect(status).toBe(200)
    expect(body.shoppingCart.entries[0].quantity).toBe(3)
    expect(body.shoppingCart.subtotalCents).toBe(3 * 6800)
  })

  it("removes a line; removing it again is 404", async () => {
    const visitor = await new Visitor(url()).arrive()
    const added = await visitor.send("POST", PATH.entries, tote())
    const removed = await visitor.send("DELETE", PATH.entry(added.body.newlyAdded.id))
    expect(removed.status).toBe(200)
    expect(removed.body.shoppingCart).toMatchObject({ entries: [], totalQuantity: 0, subtotalCents: 0 })
    const again = await visitor.send("DELETE", PATH.entry(added.body.newlyAdded.id))
    expect(again.status).toBe(404)
    expect(again.body.errors).toHaveProperty("entryId")
  })

  it("changing a line without a cart is 404 'Your cart is empty.'; another cart's line is 404", async () => {
    const owner = await new Visitor(url()).arrive()
    const added = await owner.send("POST", PATH.entries, tote())
    const stranger = await new Visitor(url()).arrive()
    const noCart = await stranger.send("PUT", PATH.quantity(added.body.newlyAdded.id), { quantity: 2 })
    expect(noCart.status).toBe(404)
    expect(noCart.body.message).toBe("Your cart is empty.")
    await stranger.send("POST", PATH.entries, tote())
    const notMine = await stranger.send("PUT", PATH.quantity(added.body.newlyAdded.id), { quantity: 2 })
    expect(notMine.status).toBe(404)
    expect(notMine.body.message).toBe("Unable to update quantity")
  })
}
