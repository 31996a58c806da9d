import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { TOTE_QUOTE } from "../../../test/checkout-quote.ts"
import { LOAD_FAILURES } from "../../../test/load-failures.ts"
import { renderWith } from "../../../test/render.tsx"
import { CheckoutPage } from "./CheckoutPage.tsx"

const { "not found": notFound, ...otherFailures } = LOAD_FAILURES

const checkoutFailingOnce = (error: (typeof LOAD_FAILURES)[keyof typeof LOAD_FAILURES]["error"]) => {
  const client = fakeClient()
  client.getCheckout.mockResolvedValueOnce(failed(error))
  client.getCheckout.mockResolvedValue({ ok: true, value: { quote: TOTE_QUOTE } })
  return { client, ...renderWith(<CheckoutPage />, client) }
}

describe("the checkout's quote that does not load", () => {
  it.each(Object.entries(otherFailures))(
    "(%s) says how it failed, and its button loads the checkout without a page reload",
    async (_, { error, shown, retry }) => {
      const { client, user } = checkoutFailingOnce(error)
      expect((await screen.findByRole("alert")).textContent).toBe(shown)
      await user.click(screen.getByRole("button", { name: retry }))
      expect(await screen.findByText("Canvas Tote")).toBeTruthy()
      expect(screen.queryByRole("alert")).toBeNull()
      expect(client.getCheckout).toHaveBeenCalledTimes(2)
    },
  )

  it("with no cart to check out (404) says the cart is empty", async () => {
    checkoutFailingOnce(notFound.error)
    expect(await screen.findByText("Your cart is empty.")).toBeTruthy()
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
