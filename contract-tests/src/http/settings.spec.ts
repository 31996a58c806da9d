import { expect, it } from "vitest"
import { demo, PATH, skuOf } from "./demo.ts"
import { type Json, Visitor } from "./visitor.ts"

const DEFAULTS = {
  selectedCurrency: "USD",
  expressCheckout: false,
  storeSettings: { multipleQuantityAllowedForServices: true },
}
const CURRENCY_UNKNOWN = "Currency must be one of the store currencies."

// The merchant: a visitor who signed in to /admin as the test server's admin.
const merchant = (url: string) => new Visitor(url).signInAsStaff()

const save = async (url: string, selectedCurrency: string) =>
  (await merchant(url)).send("PUT", PATH.settings, { selectedCurrency })

const prices = (product: Json) =>
  product.variants.map((variant: Json) => [variant.priceMoney, variant.salePriceMoney])

const addTote = async (visitor: Visitor) =>
  visitor.send("POST", PATH.entries, { itemId: demo("canvas-tote").id, sku: skuOf("canvas-tote") })

/**
 * The store settings endpoints over real HTTP, and what the store currency changes: prices on the
 * listing and product pages, and the currency of carts opened after the change. Changes the
 * settings, so it runs on a server of its own (a fresh website id); every change is made by a
 * merchant signed in to /admin (`signInAsStaff`).
 *
 * @example
 * settingsApi(() => server.url)
 */
export const settingsApi = (url: () => string): void => {
  it("MONEY-003 CHECKOUT-003 a store nobody has configured sells in USD, with the default settings", async () => {
    const { status, body } = await new Visitor(url()).get(PATH.settings)
    expect(status).toBe(200)
    expect(body).toEqual({ settings: DEFAULTS })
  })

  it("a change without the crumb is 403 crumbFail and changes nothing", async () => {
    const visitor = await merchant(url())
    const refused = await visitor.send("PUT", PATH.settings, { selectedCurrency: "EUR" }, { crumb: false })
    expect(refused.status).toBe(403)
    expect(refused.body.crumbFail).toBe(true)
    expect((await visitor.get(PATH.settings)).body.settings.selectedCurrency).toBe("USD")
  })

  it.each([
    ["an unknown code", { selectedCurrency: "XYZ" }, { selectedCurrency: CURRENCY_UNKNOWN }],
    ["a lower-case code", { selectedCurrency: "eur" }, { selectedCurrency: CURRENCY_UNKNOWN }],
    ["a number", { selectedCurrency: 978 }, { selectedCurrency: CURRENCY_UNKNOWN }],
    ["no currency", {}, { selectedCurrency: "Currency is required." }],
    ["a body that is not an object", [], { body: "The request body must be a JSON object." }],
  ])("MONEY-003 %s is 400 with the field's message", async (_, body, errors) => {
    const visitor = await merchant(url())
    const answer = await visitor.send("PUT", PATH.settings, body)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ message: Object.values(errors)[0], errors })
    expect((await visitor.get(PATH.settings)).body.settings.selectedCurrency).toBe("USD")
  })

  it("MONEY-001 a new currency: the listing and product pages read the same minor units in it", async () => {
    const changed = await save(url(), "EUR")
    expect(changed.status).toBe(200)
    expect(changed.body).toEqual({ settings: { ...DEFAULTS, selectedCurrency: "EUR" } })
    const visitor = new Visitor(url())
    expect((await visitor.get(PATH.settings)).body.settings.selectedCurrency).toBe("EUR")
    const listing = await visitor.get(PATH.products)
    expect(listing.body.settings.selectedCurrency).toBe("EUR")
    const shirt = listing.body.products.find((product: Json) => product.urlSlug === "linen-shirt")
    const inEuros = (money: Json) => ({ value: money.value, currency: "EUR" })
    expect(prices(shirt)).toEqual(
      demo("linen-shirt").variants.map((variant) => [
        inEuros(variant.priceMoney),
        inEuros(variant.salePriceMoney),
      ]),
    )
    const currencies = listing.body.products.flatMap((product: Json) => prices(product).flat())
    expect(new Set(currencies.map((money: Json) => money.currency))).toEqual(new Set(["EUR"]))
    const page = await visitor.get(`${PATH.products}/linen-shirt`)
    expect(prices(page.body.product)).toEqual(prices(shirt))
  })

  it("a cart opens in the store currency and keeps it when the currency changes", async () => {
    await save(url(), "EUR")
    const before = await new Visitor(url()).arrive()
    const euros = await addTote(before)
    expect(euros.body.shoppingCart.currency).toBe("EUR")
    expect(euros.body.shoppingCart.subtotal).toEqual({ value: "2400", currency: "EUR" })
    await save(url(), "JPY")
    const kept = await before.get(PATH.cart)
    expect(kept.body.cart.currency).toBe("EUR")
    const after = await addTote(await new Visitor(url()).arrive())
    expect(after.body.shoppingCart.subtotal).toEqual({ value: "2400", currency: "JPY" })
    const tote = await new Visitor(url()).get(`${PATH.products}/canvas-tote`)
    expect(tote.body.product.variants[0].priceMoney).toEqual({ value: "2400", currency: "JPY" })
  })

  it("the fetch client reads and changes the settings; a refused change is an ApiError with the field", async () => {
    const client = (await merchant(url())).client()
    const saved = await client.saveSettings({ selectedCurrency: "SEK" })
    expect(saved).toEqual({ ok: true, value: { settings: { ...DEFAULTS, selectedCurrency: "SEK" } } })
    expect(await client.getSettings()).toEqual(saved)
    const refused = await client.saveSettings({ selectedCurrency: "XXX" as "SEK" })
    expect(refused).toEqual({
      ok: false,
      error: {
        status: 400,
        message: CURRENCY_UNKNOWN,
        fieldErrors: { selectedCurrency: CURRENCY_UNKNOWN },
        crumbFail: false,
      },
    })
  })
}
