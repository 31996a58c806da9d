import type { OptionSelection, Product } from "@vitrine/core/catalog"
import { useCartSession } from "../session/cart-session.tsx"
import { alertForError, alertTitle, checkInBrowser } from "./check.ts"
import { useAddButton } from "./use-add-button.ts"

/**
 * Adding one product to the cart, as both the listing and the product page do it: core's check
 * first (a problem shows the alert, nothing is sent), then the server, whose refusals show too.
 *
 * @example
 * const adding = useAddToCart(product, settings.expressCheckout, "Add To Cart")
 * adding.add({ Size: "M" }, "2")
 */
export const useAddToCart = (product: Product, expressCheckout: boolean, idleText: string) => {
  const session = useCartSession()
  const button = useAddButton(idleText)

  const add = (selection: OptionSelection, quantity: unknown) => {
    if (button.busy) return
    const check = checkInBrowser(product, selection, quantity, session.cart?.entries ?? [])
    if (!check.ok) {
      button.showAlert({ title: alertTitle(product, expressCheckout), message: check.problem.message })
      return
    }
    void button.run(async () => {
      const result = await session.add({
        itemId: product.id,
        sku: check.variant.sku,
        quantity: check.quantity,
      })
      return result.ok
        ? { ok: true }
        : { ok: false, alert: alertForError(product, expressCheckout, result.error) }
    })
  }

  return { ...button, add }
}
