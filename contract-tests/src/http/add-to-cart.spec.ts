import { expect, it } from "vitest"
import { demo, PATH, skuOf } from "./demo.ts"
import { Visitor } from "./visitor.ts"

const add = async (url: string, body: unknown) =>
  (await new Visitor(url).arrive()).send("POST", PATH.entries, body)
const shirtM = () => ({
  itemId: demo("linen-shirt").id,
  sku: skuOf("linen-shirt", { Size: "M", Colour: "White" }),
})

/**
 * Every add-to-cart message of spec 000 §5 over the wire, with its status and field.
 *
 * @example
 * addToCartApi(() => server.url)
 */
export const addToCartApi = (url: () => string): void => {
  it("ADDCART-012 one unchosen option: 400 'Please select the Glaze option.'", async () => {
    const { status, body } = await add(url(), { itemId: demo("pour-over-set").id })
    expect(status).toBe(400)
    expect(body).toEqual({
      message: "Please select the Glaze option.",
      errors: { sku: "Please select the Glaze option." },
    })
  })

  it("ADDCART-013 two unchosen options: 'Please select the Size and Colour options.'", async () => {
    const { status, body } = await add(url(), { itemId: demo("linen-shirt").id, sku: null })
    expect(status).toBe(400)
    expect(body.message).toBe("Please select the Size and Colour options.")
  })

  it("ADDCART-014 three unchosen options: 'Please select the Size, Glaze and Handle options.'", async () => {
    const { status, body } = await add(url(), { itemId: demo("hand-thrown-mug").id, sku: "" })
    expect(status).toBe(400)
    expect(body.message).toBe("Please select the Size, Glaze and Handle options.")
  })

  it("ADDCART-015 a SKU the product does not have: 409 with the unavailable-variant message", async () => {
    const { status, body } = await add(url(), { itemId: demo("linen-shirt").id, sku: "LINEN-SHIRT-XXL-PINK" })
    expect(status).toBe(409)
    expect(body.message).toBe("Sorry, that item variant is unavailable. Please select another variant.")
  })

  it("ADDCART-016 STOCK-002 a sold-out variant: 409 'Sorry, we do not have enough of that item available.'", async () => {
    const beanie = await add(url(), {
      itemId: demo("merino-beanie").id,
      sku: skuOf("merino-beanie", { Colour: "Navy" }),
    })
    expect(beanie.status).toBe(409)
    expect(beanie.body.message).toBe("Sorry, we do not have enough of that item available.")
    const sage = await add(url(), {
      itemId: demo("linen-shirt").id,
      sku: skuOf("linen-shirt", { Size: "L", Colour: "Sage" }),
    })
    expect(sage.status).toBe(409)
  })

  it("ADDCART-016 STOCK-002 the cart may not hold more than the stock (3 boards in stock)", async () => {
    const visitor = await new Visitor(url()).arrive()
    const board = { itemId: demo("olive-wood-board").id }
    expect((await visitor.send("POST", PATH.entries, { ...board, quantity: 2 })).status).toBe(200)
    expect((await visitor.send("POST", PATH.entries, { ...board, quantity: 1 })).status).toBe(200)
    const over = await visitor.send("POST", PATH.entries, { ...board, quantity: 1 })
    expect(over.status).toBe(409)
    expect(over.body.message).toBe("Sorry, we do not have enough of that item available.")
    const entry = (await visitor.get(PATH.cart)).body.cart.entries[0]
    const raised = await visitor.send("PUT", PATH.quantity(entry.id), { quantity: 4 })
    expect(raised.status).toBe(409)
  })

  it("ADDCART-016 STOCK-002 unlimited stock never runs out", async () => {
    const { status } = await add(url(), { itemId: demo("canvas-tote").id, quantity: 9999 })
    expect(status).toBe(200)
  })

  it.each([["abc"], [""], ["1e3"], [true], [null], [{}], [[2]]])(
    "ADDCART-017 quantity %j: 400 'Quantity must be a number.' in errors.quantity",
    async (quantity) => {
      const { status, body } = await add(url(), { ...shirtM(), quantity })
      expect(status).toBe(400)
      expect(body).toEqual({
        message: "Quantity must be a number.",
        errors: { quantity: "Quantity must be a number." },
      })
    },
  )

  it.each([[2.5], ["2.5"], [" 1.25 "]])(
    "ADDCART-018 quantity %j: 400 'Quantity must be a whole number'",
    async (quantity) => {
      const { status, body } = await add(url(), { ...shirtM(), quantity })
      expect(status).toBe(400)
      expect(body).toEqual({
        message: "Quantity must be a whole number",
        errors: { quantity: "Quantity must be a whole number" },
      })
    },
  )

  it.each([
    [0, "Quantity must be at least 1."],
    [-3, "Quantity must be at least 1."],
    ["10000", "Quantity must be 9999 or less."],
  ])("DISPLAY-013 quantity %j out of 1–9999: 400 %j", async (quantity, message) => {
    const { status, body } = await add(url(), { ...shirtM(), quantity })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ quantity: message })
  })

  it("ADDCART-019 a gift card without a denomination: 400 'Select a denomination for the Gift Card'", async () => {
    const { status, body } = await add(url(), { itemId: demo("gift-card").id })
    expect(status).toBe(400)
    expect(body.message).toBe("Select a denomination for the Gift Card")
    const chosen = await add(url(), {
      itemId: demo("gift-card").id,
      sku: skuOf("gift-card", { Amount: "50" }),
    })
    expect(chosen.status).toBe(200)
    expect(chosen.body.newlyAdded.purchasePriceCents).toBe(5000)
  })

  it("ADDCART-023 an unknown item: 404 with the server's message", async () => {
    const { status, body } = await add(url(), { itemId: "prod-gone", quantity: 1 })
    expect(status).toBe(404)
    expect(body.message).toBe("Sorry, that item is no longer available.")
  })

  it("a sale variant is added at its sale price", async () => {
    const { body } = await add(url(), {
      itemId: demo("pour-over-set").id,
      sku: skuOf("pour-over-set", { Glaze: "Charcoal" }),
    })
    expect(body.newlyAdded.purchasePriceCents).toBe(4200)
  })
}
