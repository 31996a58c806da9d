import { fireEvent, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fakeClient } from "../../test/fake-client.ts"
import { mug, settings } from "../../test/products.ts"
import { renderWith } from "../../test/render.tsx"
import { StoreFrame } from "../../test/store-frame.tsx"
import { advance } from "../../test/timers.ts"

const MESSAGE = "Stoneware Mug was added to your cart."

// jsdom has no layout: every box is empty. The pill gets a box of its own, 80 × 48 at the bottom
// right of jsdom's 1024 × 768 window, whose top a test may move (as scrolling would).
let pillTop = 700
beforeEach(() => {
  pillTop = 700
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const onPill = this.classList.contains("vitrine-cart-pill")
    const [top, height, right, width] = onPill ? [pillTop, 48, 1000, 80] : [0, 0, 0, 0]
    return DOMRect.fromRect({ x: right - width, y: top, width, height })
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const addMug = async (onNavigate?: (href: string) => void) => {
  const frame = <StoreFrame product={mug} {...(onNavigate ? { onNavigate } : {})} />
  const view = renderWith(frame, fakeClient({ products: [mug] }), settings)
  const button = await screen.findByRole("button", { name: "Add To Cart" })
  return { ...view, button }
}

const popover = () => document.querySelector(".vitrine-item-added-popover") as HTMLElement

describe("item-added popover", () => {
  it("CART-019 reads '{productName} was added to your cart.' with a Close control", async () => {
    const { user, button } = await addMug()
    await user.click(button)
    expect(await screen.findByText(MESSAGE)).toBeTruthy()
    expect(popover().getAttribute("aria-live")).toBe("polite")
    await user.click(within(popover()).getByRole("button", { name: "Close" }))
    expect(screen.queryByText(MESSAGE)).toBeNull()
  })

  it("its 'View cart' link goes to the cart through the app's router and closes it", async () => {
    const onNavigate = vi.fn()
    const { user, button } = await addMug(onNavigate)
    await user.click(button)
    await user.click(await screen.findByRole("link", { name: "View cart" }))
    expect(onNavigate).toHaveBeenCalledWith("/cart")
    expect(screen.queryByText(MESSAGE)).toBeNull()
  })

  it("CART-020 disappears after 3 s", async () => {
    const { user, button } = await addMug()
    vi.useFakeTimers()
    await user.click(button)
    await advance(0)
    expect(screen.getByText(MESSAGE)).toBeTruthy()
    await advance(2999)
    expect(screen.getByText(MESSAGE)).toBeTruthy()
    await advance(1)
    expect(screen.queryByText(MESSAGE)).toBeNull()
  })

  it("CART-021 snaps to the pill when it shows, above it, right edges aligned", async () => {
    const { user, button } = await addMug()
    await user.click(button)
    await screen.findByText(MESSAGE)
    expect(popover().dataset.placement).toBe("anchor")
    expect(popover().style.position).toBe("fixed")
    expect([popover().style.bottom, popover().style.right]).toEqual(["80px", "24px"])
  })

  it("CART-021 sits at the top right when the pill is off screen", async () => {
    pillTop = 900
    const { user, button } = await addMug()
    await user.click(button)
    await screen.findByText(MESSAGE)
    expect(popover().dataset.placement).toBe("top-right")
    expect([popover().style.top, popover().style.right]).toEqual(["16px", "16px"])
  })

  it("CART-022 follows scrolling at most once every 100 ms, the last position included", async () => {
    const { user, button } = await addMug()
    vi.useFakeTimers()
    await user.click(button)
    await advance(0)
    expect(popover().style.bottom).toBe("80px")
    pillTop = 600
    fireEvent.scroll(window)
    expect(popover().style.bottom).toBe("180px")
    pillTop = 550
    await advance(30)
    fireEvent.scroll(window)
    pillTop = 500
    await advance(30)
    fireEvent.scroll(window)
    await advance(39)
    expect(popover().style.bottom).toBe("180px")
    await advance(1)
    expect(popover().style.bottom).toBe("280px")
    await advance(500)
    expect(popover().style.bottom).toBe("280px")
    pillTop = 900
    fireEvent.scroll(window)
    expect(popover().dataset.placement).toBe("top-right")
  })
})
