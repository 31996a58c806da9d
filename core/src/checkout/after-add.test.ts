import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { ProductType } from "../catalog/product-type.ts"
import { afterAdd, GIFT_CARD_CHECKOUT_PATH, subscriptionCheckoutPath } from "./after-add.ts"

const physical = { productType: ProductType.PHYSICAL, isSubscribable: false }

describe("after an add", () => {
  it("ADDCART-005 in express checkout the added state is skipped for the checkout page", () => {
    expect(afterAdd(physical, { expressCheckout: true, cartToken: null })).toEqual({
      _tag: "Checkout",
      path: "/checkout",
    })
    expect(afterAdd(physical, { expressCheckout: false, cartToken: null })).toEqual({ _tag: "Added" })
  })

  it("ADDCART-006 a subscription goes to the subscription page named by its cartToken", () => {
    const subscription = { productType: ProductType.PHYSICAL, isSubscribable: true }
    expect(afterAdd(subscription, { expressCheckout: false, cartToken: "tok 1" })).toEqual({
      _tag: "SubscriptionCheckout",
      path: "/checkout/subscription?cartToken=tok%201",
    })
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (token, express) => {
        const next = afterAdd(subscription, { expressCheckout: express, cartToken: token })
        expect(next).toEqual({ _tag: "SubscriptionCheckout", path: subscriptionCheckoutPath(token) })
        const path = next._tag === "Added" ? "" : next.path
        expect(decodeURIComponent(path.slice(path.indexOf("cartToken=") + "cartToken=".length))).toBe(token)
      }),
    )
  })

  it("ADDCART-007 a gift card goes to the gift card page, in either mode", () => {
    for (const expressCheckout of [true, false]) {
      expect(
        afterAdd(
          { productType: ProductType.GIFT_CARD, isSubscribable: false },
          { expressCheckout, cartToken: null },
        ),
      ).toEqual({
        _tag: "GiftCardCheckout",
        path: GIFT_CARD_CHECKOUT_PATH,
      })
    }
  })
})
