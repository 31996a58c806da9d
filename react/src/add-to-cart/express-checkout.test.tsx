import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { fakeClient } from "../../test/fake-client.ts"
import { mug, product, settings, singleGiftCard, variant } from "../../test/products.ts"
import { renderWith } from "../../test/render.tsx"
import { advance } from "../../test/timers.ts"
import { AddToCartButton } from "./AddToCartButton.tsx"

afterEach(() => {
  vi.useRealTimers()
})

const open = async (expressCheckout: boolean) => {
  const onLeave = vi.fn()
  const client = fakeClient({ products: [mug] })
  const view = renderWith(<AddToCartButton product={mug} onLeave={onLeave} />, client, {
    ...settings,
    expressCheckout,
  })
  const button = await screen.findByRole("button", { name: /add to cart/i })
  vi.useFakeTimers()
  return { ...view, client, button, onLeave }
}

describe("express checkout", () => {
  it("ADDCART-005 in express checkout the added state is skipped and the visitor goes to the checkout page", async () => {
    const { user, button, client, onLeave } = await open(true)
    await user.click(button)
    await advance(0)
    expect(client.addToCart).toHaveBeenCalledTimes(1)
    expect(onLeave).toHaveBeenCalledWith("/checkout")
    for (let ms = 0; ms < 3000; ms += 250) {
      await advance(250)
      expect(button.textContent).not.toBe("Added!")
    }
  })

  it("ADDCART-005 outside express checkout the button shows 'Added!' and the visitor stays", async () => {
    const { user, button, onLeave } = await open(false)
    await user.click(button)
    await advance(1000)
    expect(button.textContent).toBe("Added!")
    expect(onLeave).not.toHaveBeenCalled()
  })
})

const coffee = product("coffee", {
  isSubscribable: true,
  subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 },
  variants: [variant("coffee", {}, {})],
})

const leaveAfterAdding = async (item: typeof coffee, expressCheckout = false) => {
  const onLeave = vi.fn()
  const client = fakeClient({ products: [item] })
  const view = renderWith(<AddToCartButton product={item} onLeave={onLeave} />, client, {
    ...settings,
    expressCheckout,
  })
  const button = await screen.findByRole("button", { name: /add to cart|subscribe/i })
  vi.useFakeTimers()
  await view.user.click(button)
  await advance(0)
  return { client, onLeave, button }
}

describe("subscriptions and gift cards leave the product page", () => {
  it("ADDCART-006 API-004 a subscription opens its own cart and goes to the subscription checkout by its cartToken", async () => {
    const { client, onLeave, button } = await leaveAfterAdding(coffee)
    expect(client.startSubscription).toHaveBeenCalledWith({ itemId: coffee.id, sku: "COFFEE", qty: 1 })
    expect(client.addToCart).not.toHaveBeenCalled()
    expect(onLeave).toHaveBeenCalledWith("/checkout/subscription?cartToken=sub-cart-1")
    await advance(1000)
    expect(button.textContent).not.toBe("Added!")
  })

  it("ADDCART-007 a gift card is added to the cart and goes to the gift card checkout, even outside express checkout", async () => {
    const { client, onLeave } = await leaveAfterAdding(singleGiftCard)
    expect(client.addToCart).toHaveBeenCalledTimes(1)
    expect(onLeave).toHaveBeenCalledWith("/checkout/gift-card")
  })
})
