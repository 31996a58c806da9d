import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../test/fake-client.ts"
import { ProductForm } from "../../test/product-form.tsx"
import { mug, product, settings, tee } from "../../test/products.ts"
import { renderWith } from "../../test/render.tsx"
import { advance } from "../../test/timers.ts"

/** Opens a product's form with real timers, then hands the clock to Vitest for the button. */
const openWithFakeClock = async (item = mug, client = fakeClient({ products: [mug, tee] })) => {
  const view = renderWith(<ProductForm product={item} />, client, settings)
  const button = await screen.findByRole("button", { name: /add to cart/i })
  vi.useFakeTimers()
  return { ...view, client, button }
}

afterEach(() => {
  vi.useRealTimers()
})

describe("add-to-cart button", () => {
  it("ADDCART-001 shows 'Adding…' as soon as it is clicked, and ignores clicks meanwhile", async () => {
    const { user, button, client } = await openWithFakeClock(mug)
    await user.click(button)
    expect(button.textContent).toBe("Adding…")
    expect(button.getAttribute("aria-disabled")).toBe("true")
    await user.click(button)
    expect(client.addToCart).toHaveBeenCalledTimes(1)
    expect(client.addToCart).toHaveBeenCalledWith({ itemId: "stoneware-mug", sku: "MUG", quantity: 1 })
  })

  it("ADDCART-002 shows 'Added!' 1 s after the click, not sooner, even when the server is quick", async () => {
    const { user, button } = await openWithFakeClock(mug)
    await user.click(button)
    await advance(999)
    expect(button.textContent).toBe("Adding…")
    await advance(1)
    expect(button.textContent).toBe("Added!")
  })

  it("ADDCART-002 shows 'Added!' when a slow server answers after more than 1 s", async () => {
    const client = fakeClient({ products: [mug] })
    const answer = client.addToCart.getMockImplementation()
    client.addToCart.mockImplementationOnce(async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return answer ? answer(input) : failed({ status: 500 })
    })
    const { user, button } = await openWithFakeClock(mug, client)
    await user.click(button)
    await advance(1499)
    expect(button.textContent).toBe("Adding…")
    await advance(1)
    expect(button.textContent).toBe("Added!")
  })

  it("ADDCART-003 returns to idle 2 s after 'Added!'", async () => {
    const { user, button } = await openWithFakeClock(mug)
    await user.click(button)
    await advance(1000)
    expect(button.textContent).toBe("Added!")
    await advance(1999)
    expect(button.textContent).toBe("Added!")
    await advance(1)
    expect(button.textContent).toBe("Add To Cart")
    expect(button.getAttribute("aria-disabled")).toBeNull()
  })

  it("ADDCART-004 on a server error shows the alert at once and returns to idle 1 s later", async () => {
    const client = fakeClient({ products: [mug] })
    client.addToCart.mockResolvedValueOnce(
      failed({ status: 400, message: "Sorry, that item is no longer available." }),
    )
    const { user, button } = await openWithFakeClock(mug, client)
    await user.click(button)
    await advance(0)
    expect(screen.getByRole("alert").textContent).toContain("Sorry, that item is no longer available.")
    expect(button.textContent).toBe("Adding…")
    await advance(999)
    expect(button.textContent).toBe("Adding…")
    await advance(1)
    expect(button.textContent).toBe("Add To Cart")
    expect(screen.getByRole("alert")).toBeTruthy()
  })

  it("ADDCART-004 a new attempt clears the previous alert", async () => {
    const client = fakeClient({ products: [mug] })
    client.addToCart.mockResolvedValueOnce(failed({ status: 429, message: "" }))
    const { user, button } = await openWithFakeClock(mug, client)
    await user.click(button)
    await advance(1000)
    expect(screen.getByRole("alert")).toBeTruthy()
    await user.click(button)
    expect(screen.queryByRole("alert")).toBeNull()
    await advance(1000)
    expect(button.textContent).toBe("Added!")
  })

  it("ADDCART-008 reads 'Subscribe' for a subscribable product and the custom text when configured", async () => {
    const plan = product("coffee-plan", { isSubscribable: true })
    const custom = product("print", { useCustomAddButtonText: true, customAddButtonText: "Buy the print" })
    const client = fakeClient({ products: [plan, custom] })
    const first = renderWith(<ProductForm product={plan} />, client, settings)
    expect((await screen.findByRole("button", { name: "Subscribe" })).textContent).toBe("Subscribe")
    first.unmount()
    renderWith(<ProductForm product={custom} />, client, settings)
    expect(await screen.findByRole("button", { name: "Buy the print" })).toBeTruthy()
  })
})
