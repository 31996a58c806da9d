import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { ADD_BUTTON_STATE_TEXT, ADD_BUTTON_TIMING, addToCartAlertTitle } from "./add-button-state.ts"
import { ADD_TO_CART_ERROR, type AddToCartFailure, addToCartErrorMessage } from "./add-to-cart-failure.ts"

const failure = (overrides: Partial<AddToCartFailure> = {}): AddToCartFailure => ({
  status: 400,
  crumbFail: false,
  serverMessage: "Sorry, we do not have enough of that item available.",
  cookiesEnabled: true,
  ...overrides,
})

describe("ADDCART-001 to ADDCART-004 button states and timings", () => {
  it("ADDCART-001 adding reads 'Adding…'", () => {
    expect(ADD_BUTTON_STATE_TEXT.adding).toBe("Adding…")
  })

  it("ADDCART-002 added reads 'Added!' and comes after 1 second", () => {
    expect(ADD_BUTTON_STATE_TEXT.added).toBe("Added!")
    expect(ADD_BUTTON_TIMING.addedAfterMs).toBe(1000)
  })

  it("ADDCART-003 the button is idle again 2 seconds after added", () => {
    expect(ADD_BUTTON_TIMING.idleAfterAddedMs).toBe(2000)
  })

  it("ADDCART-004 after an error the button is idle again after 1 second", () => {
    expect(ADD_BUTTON_TIMING.errorResetMs).toBe(1000)
  })
})

describe("ADDCART-020 to ADDCART-023 error messages", () => {
  it.each<[string, Partial<AddToCartFailure>, string]>([
    [
      "a crumb failure with cookies",
      { status: 403, crumbFail: true },
      "Your session has expired. Please reload the page and try again.",
    ],
    [
      "a crumb failure without cookies",
      { status: 403, crumbFail: true, cookiesEnabled: false },
      "Please enable cookies in your browser, reload the page, and try again.",
    ],
    ["status 429", { status: 429, serverMessage: "Too many requests" }, "Please try again in a few seconds."],
    [
      "status 429 without a message",
      { status: 429, serverMessage: undefined },
      "Please try again in a few seconds.",
    ],
    ["a stock refusal", {}, "Sorry, we do not have enough of that item available."],
    ["a server error", { status: 500, serverMessage: "Something went wrong" }, "Something went wrong"],
    ["a network failure", { status: 0, serverMessage: undefined }, "Please check your internet connection"],
  ])("ADDCART-020..023 %s shows %j", (_, overrides, message) => {
    expect(addToCartErrorMessage(failure(overrides))).toBe(message)
  })

  it("ADDCART-020 a crumb failure wins over the status", () => {
    expect(addToCartErrorMessage(failure({ status: 429, crumbFail: true }))).toBe(
      ADD_TO_CART_ERROR.sessionExpired,
    )
  })

  it("ADDCART-023 any other failure with a message shows the server's message", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 599 }).filter((status) => status !== 429),
        fc.string(),
        fc.boolean(),
        (status, serverMessage, cookiesEnabled) => {
          expect(addToCartErrorMessage({ status, crumbFail: false, serverMessage, cookiesEnabled })).toBe(
            serverMessage,
          )
        },
      ),
    )
  })
})

describe("ADDCART-024 to ADDCART-026 alert titles", () => {
  it.each([
    [false, false, "Unable to Add Item"],
    [true, false, "Unable to Purchase Item"],
    [false, true, "Unable to purchase Gift Card"],
    [true, true, "Unable to purchase Gift Card"],
  ])("ADDCART-024..026 express checkout %s, gift card %s: %j", (expressCheckout, giftCard, title) => {
    expect(addToCartAlertTitle({ expressCheckout, giftCard })).toBe(title)
  })
})
