import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { ProductType } from "../catalog/product-type.ts"
import type { StoredCart, StoredEntry } from "./model.ts"
import { cartFromStored, entrySubtotalCents, quantityInCart } from "./totals.ts"

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL } = ProductType

const line = (overrides: Partial<StoredEntry> = {}): StoredEntry => ({
  id: "e1",
  itemId: "p1",
  quantity: 1,
  chosenVariant: { sku: "S", attributes: {} },
  title: "Tee",
  productType: PHYSICAL,
  imageUrl: null,
  purchasePriceCents: 1000,
  additionalFields: null,
  ...overrides,
})

const stored = (entries: readonly StoredEntry[], currency: StoredCart["currency"] = "USD"): StoredCart => ({
  id: "c1",
  websiteId: "w1",
  orderId: null,
  created: "2024-01-01T00:00:00.000Z",
  currency,
  isPurchased: false,
  entries,
})

describe("CART-001 to CART-006 cart fields and totals", () => {
  const empty = cartFromStored(stored([]))

  it("CART-003 isPurchased defaults to false", () => {
    expect(empty.isPurchased).toBe(false)
  })

  it("CART-004 money fields and totalQuantity are 0 on an empty cart", () => {
    expect(empty).toMatchObject({
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
    })
  })

  it("CART-005 hasDigital, purelyDigital and requiresShipping are false on an empty cart", () => {
    expect(empty).toMatchObject({ hasDigital: false, purelyDigital: false, requiresShipping: false })
  })

  it("CART-002 shipping, tax and coupon fields carry empty defaults", () => {
    expect(empty).toMatchObject({
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
    })
  })

  it("CART-001 the stored fields pass through unchanged", () => {
    const cart = cartFromStored({ ...stored([line()]), orderId: "o1", isPurchased: true })
    expect(cart).toMatchObject({
      id: "c1",
      websiteId: "w1",
      orderId: "o1",
      created: "2024-01-01T00:00:00.000Z",
    })
    expect(cart.isPurchased).toBe(true)
  })

  it("subtotal and quantity sum the lines", () => {
    const cart = cartFromStored(
      stored([
        line({ quantity: 2, purchasePriceCents: 1250 }),
        line({ id: "e2", quantity: 3, purchasePriceCents: 199 }),
      ]),
    )
    expect(cart.subtotalCents).toBe(3097)
    expect(cart.totalQuantity).toBe(5)
    expect(cart.grandTotalCents).toBe(3097)
  })

  it("each entry's subTotal is its price times quantity, in the cart currency", () => {
    const cart = cartFromStored(stored([line({ quantity: 3, purchasePriceCents: 250 })], "EUR"))
    expect(cart.entries[0]?.subTotal).toEqual({ value: "750", currency: "EUR" })
    expect(entrySubtotalCents({ purchasePriceCents: 250, quantity: 3 })).toBe(750)
  })

  it.each([
    ["USD", 4200, { value: "4200", currency: "USD" }],
    ["JPY", 4200, { value: "4200", currency: "JPY" }],
  ] as const)(
    "CART-006 the subtotal amount is derived from subtotalCents in the store currency (%s)",
    (currency, cents, money) => {
      const cart = cartFromStored(stored([line({ purchasePriceCents: cents })], currency))
      expect(cart.subtotal).toEqual(money)
      expect(cart.subtotal.value).toBe(String(cart.subtotalCents))
    },
  )

  it.each([
    ["physical only", [PHYSICAL], { hasDigital: false, purelyDigital: false, requiresShipping: true }],
    ["service only", [SERVICE], { hasDigital: false, purelyDigital: false, requiresShipping: false }],
    ["digital only", [DIGITAL], { hasDigital: true, purelyDigital: true, requiresShipping: false }],
    ["gift card only", [GIFT_CARD], { hasDigital: true, purelyDigital: true, requiresShipping: false }],
    [
      "digital and gift card",
      [DIGITAL, GIFT_CARD],
      { hasDigital: true, purelyDigital: true, requiresShipping: false },
    ],
    [
      "digital and physical",
      [DIGITAL, PHYSICAL],
      { hasDigital: true, purelyDigital: false, requiresShipping: true },
    ],
    [
      "digital and service",
      [DIGITAL, SERVICE],
      { hasDigital: true, purelyDigital: false, requiresShipping: false },
    ],
    ["paywall", [PAYWALL], { hasDigital: false, purelyDigital: false, requiresShipping: false }],
  ] as const)("the flags of a cart with %s: %j", (_, types, flags) => {
    const cart = cartFromStored(stored(types.map((productType, i) => line({ id: `e${i}`, productType }))))
    expect(cart).toMatchObject(flags)
  })
})

describe("quantityInCart", () => {
  const entries = [
    line({ id: "a", itemId: "p1", chosenVariant: { sku: "S", attributes: {} }, quantity: 2 }),
    line({ id: "b", itemId: "p1", chosenVariant: { sku: "M", attributes: {} }, quantity: 3 }),
    line({
      id: "c",
      itemId: "p1",
      chosenVariant: { sku: "S", attributes: {} },
      quantity: 4,
      additionalFields: "{}",
    }),
    line({ id: "d", itemId: "p2", chosenVariant: { sku: "S", attributes: {} }, quantity: 5 }),
  ]
  it.each([
    ["p1", "S", 6],
    ["p1", "M", 3],
    ["p1", undefined, 9],
    ["p2", "S", 5],
    ["p2", "M", 0],
    ["p3", undefined, 0],
  ])("STOCK-002 item %s sku %s: %s in the cart", (itemId, sku, quantity) => {
    expect(quantityInCart(entries, itemId, sku)).toBe(quantity)
  })
})

const entryArb = fc.record({
  id: fc.uuid(),
  itemId: fc.constantFrom("p1", "p2", "p3"),
  quantity: fc.integer({ min: 1, max: 9999 }),
  chosenVariant: fc.record({ sku: fc.constantFrom("S", "M", "L"), attributes: fc.constant({}) }),
  title: fc.string(),
  productType: fc.constantFrom(PHYSICAL, DIGITAL, SERVICE, GIFT_CARD, PAYWALL),
  imageUrl: fc.constant(null),
  purchasePriceCents: fc.integer({ min: 0, max: 10_000_000 }),
  additionalFields: fc.constant(null),
})
const entriesArb = fc.array(entryArb, { maxLength: 20 })

describe("cart totals properties", () => {
  it("subtotalCents is the sum of price × quantity over the entries", () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const cart = cartFromStored(stored(entries))
        const expected = entries.reduce(
          (sum, e) => sum + BigInt(e.purchasePriceCents) * BigInt(e.quantity),
          0n,
        )
        expect(BigInt(cart.subtotalCents)).toBe(expected)
        expect(cart.entries.map((e) => BigInt(e.subTotal.value))).toEqual(
          entries.map((e) => BigInt(e.purchasePriceCents) * BigInt(e.quantity)),
        )
      }),
    )
  })

  it("totalQuantity is the sum of the quantities", () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        expect(cartFromStored(stored(entries)).totalQuantity).toBe(
          entries.reduce((sum, e) => sum + e.quantity, 0),
        )
      }),
    )
  })

  it("grand total = subtotal + tax + shipping − discount", () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const cart = cartFromStored(stored(entries))
        expect(cart.grandTotalCents).toBe(
          cart.subtotalCents + cart.taxCents + cart.shippingCostCents - cart.discountCents,
        )
      }),
    )
  })

  it("totals and flags do not depend on the order of the entries", () => {
    fc.assert(
      fc.property(
        entriesArb.chain((entries) =>
          fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })),
        ),
        ([entries, shuffled]) => {
          const { entries: _a, ...a } = cartFromStored(stored(entries))
          const { entries: _b, ...b } = cartFromStored(stored(shuffled))
          expect(b).toEqual(a)
        },
      ),
    )
  })

  it("purelyDigital implies hasDigital, and physical lines require shipping", () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const cart = cartFromStored(stored(entries))
        if (cart.purelyDigital) expect(cart.hasDigital).toBe(true)
        if (cart.purelyDigital) expect(cart.requiresShipping).toBe(false)
        expect(cart.requiresShipping).toBe(entries.some((e) => e.productType === PHYSICAL))
        expect(cart.hasDigital).toBe(
          entries.some((e) => e.productType === DIGITAL || e.productType === GIFT_CARD),
        )
      }),
    )
  })

  it("CART-004 CART-005 a cart with no entries has every flag false and every total 0", () => {
    fc.assert(
      fc.property(fc.constantFrom("USD", "EUR", "JPY" as const), (currency) => {
        const cart = cartFromStored(stored([], currency))
        expect([cart.hasDigital, cart.purelyDigital, cart.requiresShipping]).toEqual([false, false, false])
        expect([cart.subtotalCents, cart.grandTotalCents, cart.totalQuantity]).toEqual([0, 0, 0])
        expect(cart.subtotal).toEqual({ value: "0", currency })
      }),
    )
  })
})
