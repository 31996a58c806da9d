import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { moneyFromMinor } from "../money/rules.ts"
import { ENGLISH } from "../site/dictionaries/en.ts"
import { FRENCH } from "../site/dictionaries/fr.ts"
import { CART_COOKIE, CART_EVENTS, HAS_CART_COOKIE, shouldLoadCart } from "./cart-loading.ts"
import {
  cartIndicatorSpokenText,
  cartIndicatorText,
  EMPTY_CART_MARKER,
  isPillVisible,
  itemAddedMessage,
  type PillContext,
  POPOVER_MS,
  POPOVER_SCROLL_THROTTLE_MS,
  pillCount,
  pillSpokenText,
} from "./indicator.ts"
import { cartIndicatorState, indicatorSubtotal } from "./indicator-state.ts"

const page = (overrides: Partial<PillContext> = {}): PillContext => ({
  totalQuantity: 1,
  isCartPage: false,
  expressCheckout: false,
  customCart: false,
  ...overrides,
})

describe("CART-009 / CART-010 cart pill visibility", () => {
  it.each([
    ["a product page with items", {}, true],
    ["the cart page", { isCartPage: true }, false],
    ["express checkout", { expressCheckout: true }, false],
    ["a custom cart", { customCart: true }, false],
    ["an empty cart", { totalQuantity: 0 }, false],
    ["many items", { totalQuantity: 250 }, true],
  ])("CART-009/010 on %s the pill shows: %s", (_, overrides, visible) => {
    expect(isPillVisible(page(overrides))).toBe(visible)
  })

  it("CART-009/010 the pill shows exactly off the cart page, without express checkout or custom cart, with items", () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (totalQuantity, isCartPage, express, custom) => {
          const visible = isPillVisible({
            totalQuantity,
            isCartPage,
            expressCheckout: express,
            customCart: custom,
          })
          expect(visible).toBe(!isCartPage && !express && !custom && totalQuantity > 0)
        },
      ),
    )
  })
})

describe("CART-016 / CART-017 / CART-018 pill texts", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [99, "99"],
    [100, "100"],
    [101, "100+"],
    [5000, "100+"],
  ])("CART-016 %s items show %j", (count, text) => {
    expect(pillCount(count)).toBe(text)
  })

  it.each([
    [0, "0 items in cart"],
    [1, "1 item in cart"],
    [2, "2 items in cart"],
    [100, "100 items in cart"],
    [101, "more than 100 items in cart"],
    [9999, "more than 100 items in cart"],
  ])("CART-017 %s items are spoken as %j", (count, text) => {
    expect(pillSpokenText(count)).toBe(text)
  })

  it.each([
    [moneyFromMinor(4200, "USD"), "$42"],
    [moneyFromMinor(4250, "USD"), "$42.50"],
    [moneyFromMinor(4205, "USD"), "$42.05"],
    [moneyFromMinor(0, "USD"), "$0"],
    [moneyFromMinor(123400, "EUR"), "€1,234"],
    [moneyFromMinor(4200, "JPY"), "¥4,200"],
  ])("CART-018 the subtotal %j shows as %s", (money, text) => {
    expect(indicatorSubtotal(money)).toBe(text)
  })

  it("CART-018 zero fractions are trimmed in another locale too, with its separators", () => {
    expect(indicatorSubtotal(moneyFromMinor(123400, "USD"), "de-DE")).toBe("$1.234")
  })
})

describe("CART-019 item-added popover", () => {
  it.each([
    ["Linen Shirt", "Linen Shirt was added to your cart."],
    ["Mug", "Mug was added to your cart."],
    ["", " was added to your cart."],
  ])("CART-019 adding %j reads %j", (name, text) => {
    expect(itemAddedMessage(name)).toBe(text)
  })

  it("the popover's timing constants: 3000 ms on screen, scroll following at most every 100 ms", () => {
    expect(POPOVER_MS).toBe(3000)
    expect(POPOVER_SCROLL_THROTTLE_MS).toBe(100)
  })
})

describe("CART-011 cart loading", () => {
  it.each([
    ["a signed-in visitor", true, {}, true],
    ["hasCart=true", false, { hasCart: "true" }, true],
    ["hasCart=false", false, { hasCart: "false" }, false],
    ["hasCart=TRUE", false, { hasCart: "TRUE" }, false],
    ["a cart cookie", false, { vitrine_cart: "c1" }, true],
    ["an empty cart cookie", false, { vitrine_cart: "" }, false],
    ["no cookies", false, {}, false],
    ["unrelated cookies", false, { crumb: "x" }, false],
  ])("CART-011 %s loads the cart: %s", (_, authenticated, cookies, loads) => {
    expect(shouldLoadCart({ authenticated, cookies })).toBe(loads)
  })

  it("CART-011 the cookie names are hasCart and vitrine_cart", () => {
    expect(HAS_CART_COOKIE).toBe("hasCart")
    expect(CART_COOKIE).toBe("vitrine_cart")
  })
})

describe("CART-012 cart events", () => {
  it("CART-012 the cart events are loading, loaded, item-added, recalculate-start, recalculate-end", () => {
    expect(CART_EVENTS).toEqual(["loading", "loaded", "item-added", "recalculate-start", "recalculate-end"])
  })
})

describe("header cart indicator", () => {
  const cart = (totalQuantity: number, minor: number) => ({
    totalQuantity,
    subtotal: moneyFromMinor(minor, "USD"),
  })

  it("CART-013 holds the item count and the subtotal text, zero fractions trimmed", () => {
    expect(cartIndicatorState({ synced: true, cart: cart(3, 4200) })).toEqual({ items: 3, subtotal: "$42" })
    expect(cartIndicatorState({ synced: true, cart: cart(1, 1999) })).toEqual({
      items: 1,
      subtotal: "$19.99",
    })
  })

  it("CART-014 has no state before the first sync", () => {
    expect(cartIndicatorState({ synced: false, cart: cart(3, 4200) })).toBeNull()
    expect(cartIndicatorState({ synced: false, cart: null })).toBeNull()
  })

  it("CART-014 a visitor without a cart is synced with zero items", () => {
    expect(cartIndicatorState({ synced: true, cart: null })).toEqual({ items: 0, subtotal: "" })
  })

  it.each([
    [null, "Cart"],
    [{ items: 0, subtotal: "" }, "Cart, empty"],
    [{ items: 1, subtotal: "$5" }, "Cart, 1 item, subtotal $5"],
    [{ items: 101, subtotal: "$505" }, "Cart, more than 100 items, subtotal $505"],
  ])("CART-013 is read as %j → %s", (state, spoken) => {
    expect(cartIndicatorSpokenText(state)).toBe(spoken)
  })

  it("CART-015 shows the empty marker at zero items", () => {
    expect(cartIndicatorText({ items: 0, subtotal: "$0" })).toBe(EMPTY_CART_MARKER)
  })

  it("CART-015 shows the page language's empty marker when given one, and figures otherwise", () => {
    expect(cartIndicatorText({ items: 0, subtotal: "" }, "Vide")).toBe("Vide")
    expect(cartIndicatorText({ items: 2, subtotal: "$US 42" }, "Vide")).toBe("2 · $US 42")
  })

  it("CART-013 and CART-016 show the count ('100+' above 100) and the subtotal", () => {
    expect(cartIndicatorText({ items: 3, subtotal: "$42" })).toBe("3 · $42")
    expect(cartIndicatorText({ items: 101, subtotal: "$1,010" })).toBe("100+ · $1,010")
  })

  it("CART-013 the text always carries the subtotal when the cart holds something", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (items, minor) => {
          const state = cartIndicatorState({ synced: true, cart: cart(items, minor) })
          return state !== null && cartIndicatorText(state).endsWith(state.subtotal)
        },
      ),
    )
  })
})

describe("the pill's and the indicator's spoken texts in the page's language", () => {
  it("CART-017 CART-013 the English dictionary's words say exactly what core's English says, for any count", () => {
    fc.assert(
      fc.property(fc.nat({ max: 20_000 }), (count) => {
        expect(pillSpokenText(count, ENGLISH)).toBe(pillSpokenText(count))
        const state = { items: count, subtotal: "$5" }
        expect(cartIndicatorSpokenText(state, ENGLISH)).toBe(cartIndicatorSpokenText(state))
      }),
    )
    expect(cartIndicatorSpokenText(null, ENGLISH)).toBe("Cart")
  })

  it.each([
    [1, "1 article dans le panier"],
    [2, "2 articles dans le panier"],
    [101, "plus de 100 articles dans le panier"],
  ])("SITE-009 CART-017 in French, %s items are spoken as %j", (count, text) => {
    expect(pillSpokenText(count, FRENCH)).toBe(text)
  })

  it.each([
    [null, "Panier"],
    [{ items: 0, subtotal: "" }, "Panier, vide"],
    [{ items: 2, subtotal: "42 €" }, "Panier, 2 articles, sous-total 42 €"],
  ])("SITE-009 CART-013 in French the indicator is read as %j → %s", (state, spoken) => {
    expect(cartIndicatorSpokenText(state, FRENCH)).toBe(spoken)
  })
})
