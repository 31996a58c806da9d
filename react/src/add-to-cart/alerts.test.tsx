import { screen, within } from "@testing-library/react"
import type { Product } from "@vitrine/core/catalog"
import { describe, expect, it } from "vitest"
import { failed, fakeClient } from "../../test/fake-client.ts"
import { ProductForm } from "../../test/product-form.tsx"
import { giftCard, jacket, mug, settings, tee } from "../../test/products.ts"
import { renderWith } from "../../test/render.tsx"

const open = async (
  item: Product,
  client = fakeClient({ products: [mug, tee, jacket, giftCard] }),
  storeSettings = settings,
) => {
  const view = renderWith(<ProductForm product={item} />, client, storeSettings)
  const button = await screen.findByRole("button", { name: /add to cart/i })
  return { ...view, client, button }
}

const alertText = async () => {
  const alert = await screen.findByRole("alert")
  return {
    title: alert.querySelector(".vitrine-alert-title")?.textContent,
    message: alert.querySelector(".vitrine-alert-message")?.textContent,
  }
}

describe("options must be chosen, checked before anything is sent", () => {
  it("ADDCART-012 names the one option left", async () => {
    const { user, button, client } = await open(tee)
    await user.selectOptions(screen.getByLabelText("Colour"), "White")
    await user.click(button)
    expect(await alertText()).toEqual({
      title: "Unable to Add Item",
      message: "Please select the Size option.",
    })
    expect(client.addToCart).not.toHaveBeenCalled()
    expect(button.textContent).toBe("Add To Cart")
  })

  it("ADDCART-013 names two missing options", async () => {
    const { user, button } = await open(tee)
    await user.click(button)
    expect((await alertText()).message).toBe("Please select the Size and Colour options.")
  })

  it("ADDCART-014 lists three or more missing options with the last after 'and'", async () => {
    const { user, button } = await open(jacket)
    await user.click(button)
    expect((await alertText()).message).toBe("Please select the Size, Colour and Fit options.")
  })

  it("ADDCART-015 refuses a combination no variant has", async () => {
    const { user, button, client } = await open(jacket)
    await user.selectOptions(screen.getByLabelText("Size"), "M")
    await user.selectOptions(screen.getByLabelText("Colour"), "Olive")
    await user.selectOptions(screen.getByLabelText("Fit"), "Relaxed")
    await user.click(button)
    expect((await alertText()).message).toBe(
      "Sorry, that item variant is unavailable. Please select another variant.",
    )
    expect(client.addToCart).not.toHaveBeenCalled()
  })

  it("ADDCART-016 refuses a variant with no stock", async () => {
    const { user, button } = await open(tee)
    await user.selectOptions(screen.getByLabelText("Size"), "M")
    await user.selectOptions(screen.getByLabelText("Colour"), "Navy")
    await user.click(button)
    expect((await alertText()).message).toBe("Sorry, we do not have enough of that item available.")
  })

  it("ADDCART-017 and ADDCART-018 refuse an empty or fractional quantity", async () => {
    const { user, button, client } = await open(mug)
    const quantity = screen.getByLabelText("Quantity")
    await user.clear(quantity)
    await user.click(button)
    expect((await alertText()).message).toBe("Quantity must be a number.")
    await user.type(quantity, "2.5")
    await user.click(button)
    expect((await alertText()).message).toBe("Quantity must be a whole number")
    expect(client.addToCart).not.toHaveBeenCalled()
  })

  it("ADDCART-019 asks for a gift card's denomination, under the gift card title (ADDCART-026)", async () => {
    const { user, button } = await open(giftCard)
    await user.click(button)
    expect(await alertText()).toEqual({
      title: "Unable to purchase Gift Card",
      message: "Select a denomination for the Gift Card",
    })
  })
})

describe("server refusals", () => {
  it.each([
    [
      "ADDCART-020 crumb failure with cookies on",
      { status: 403, crumbFail: true, message: "bad crumb" },
      "Your session has expired. Please reload the page and try again.",
    ],
    [
      "ADDCART-022 too many requests",
      { status: 429, message: "Too many" },
      "Please try again in a few seconds.",
    ],
    [
      "ADDCART-023 any other failure shows the server's message",
      { status: 400, message: "Sorry, that item is no longer available." },
      "Sorry, that item is no longer available.",
    ],
    [
      "ERR-003 a network failure",
      { status: 0, message: "Please check your internet connection" },
      "Please check your internet connection",
    ],
  ])("%s", async (_, error, expected) => {
    const client = fakeClient({ products: [mug] })
    client.addToCart.mockResolvedValueOnce(failed(error))
    const { user, button } = await open(mug, client)
    await user.click(button)
    expect(await alertText()).toEqual({ title: "Unable to Add Item", message: expected })
  })

  it("ADDCART-021 crumb failure with cookies off asks to enable them", async () => {
    const client = fakeClient({ products: [mug] })
    client.addToCart.mockResolvedValueOnce(failed({ status: 403, crumbFail: true, message: "bad crumb" }))
    Object.defineProperty(navigator, "cookieEnabled", { configurable: true, get: () => false })
    try {
      const { user, button } = await open(mug, client)
      await user.click(button)
      expect((await alertText()).message).toBe(
        "Please enable cookies in your browser, reload the page, and try again.",
      )
    } finally {
      delete (navigator as { cookieEnabled?: boolean }).cookieEnabled
    }
  })

  it("ADDCART-024 and ADDCART-025 title the alert by express checkout", async () => {
    const express = { ...settings, expressCheckout: true }
    const client = fakeClient({ products: [mug], settings: express })
    client.addToCart.mockResolvedValueOnce(failed({ status: 429 }))
    const { user, button } = await open(mug, client, express)
    await user.click(button)
    expect((await alertText()).title).toBe("Unable to Purchase Item")
  })

  it("the alert can be dismissed with its button", async () => {
    const { user, button } = await open(tee)
    await user.click(button)
    const alert = await screen.findByRole("alert")
    await user.click(within(alert).getByRole("button", { name: "Dismiss message" }))
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
