import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { Link } from "./Link.tsx"
import { PagePrefetchProvider } from "./page-prefetch-provider.tsx"
import { routeOf } from "./routes.ts"

describe("a link fetches its page's code on the visitor's intent, not before", () => {
  it("asks for the page it leads to when the pointer comes over it, on a touch and on focus, never on render", () => {
    const prefetch = vi.fn()
    render(
      <PagePrefetchProvider prefetch={prefetch} pageOf={(path) => routeOf(path).page}>
        <Link href="/checkout?from=cart">Checkout</Link>
        <Link href="/orders/o-1">Your order</Link>
      </PagePrefetchProvider>,
    )
    expect(prefetch).not.toHaveBeenCalled()
    const checkout = screen.getByRole("link", { name: "Checkout" })
    fireEvent.pointerEnter(checkout)
    fireEvent.touchStart(checkout)
    fireEvent.focus(checkout)
    expect(prefetch.mock.calls).toEqual([["checkout"], ["checkout"], ["checkout"]])
    fireEvent.focus(screen.getByRole("link", { name: "Your order" }))
    expect(prefetch).toHaveBeenLastCalledWith("order")
  })

  it("keeps the link's own handlers, and without a provider prefetches nothing", () => {
    const onFocus = vi.fn()
    render(
      <Link href="/cart" onFocus={onFocus}>
        Cart
      </Link>,
    )
    fireEvent.focus(screen.getByRole("link", { name: "Cart" }))
    expect(onFocus).toHaveBeenCalledOnce()
  })
})
