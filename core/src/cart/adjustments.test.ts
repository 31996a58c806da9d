import { describe, expect, it } from "@effect/vitest"
import { ProductType } from "../catalog/product-type.ts"
import { adjustmentMessage, currencyAdjustments } from "./adjustments.ts"

describe("adjustment messages", () => {
  it.each([
    [
      { reason: "stock", title: "Linen Shirt", quantity: 3, available: 3 },
      "Only 3 left: we changed Linen Shirt to 3.",
    ],
    [
      { reason: "stock", title: "Linen Shirt", quantity: 0, available: 0 },
      "Linen Shirt is sold out: we removed it from your cart.",
    ],
    [
      { reason: "stock", title: "Mug", quantity: 0, available: 1 },
      "Only 1 left: we removed Mug from your cart.",
    ],
    [
      { reason: "limit", title: "Mug", quantity: 9999, available: 9999 },
      "Quantity must be 9999 or less: we changed Mug to 9999.",
    ],
  ] as const)("%j reads %j", (change, message) => {
    expect(adjustmentMessage(change)).toBe(message)
  })

  it("a line priced in another currency is removed with its own message", () => {
    expect(
      currencyAdjustments([
        {
          id: "m1",
          itemId: "tee",
          quantity: 2,
          chosenVariant: { sku: "M", attributes: {} },
          title: "Tee",
          productType: ProductType.PHYSICAL,
          imageUrl: null,
          purchasePriceCents: 1000,
          additionalFields: null,
        },
      ]),
    ).toEqual([
      {
        itemId: "tee",
        sku: "M",
        title: "Tee",
        requested: 2,
        quantity: 0,
        reason: "currency",
        message: "Tee was priced in another currency: we removed it from your cart.",
      },
    ])
  })
})
