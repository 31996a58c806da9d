import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  RESTOCK_BOX_START,
  type RestockBoxEvent,
  type RestockBoxState,
  restockBoxNext,
  restockBoxShowsForm,
  restockMailingListStart,
} from "./box.ts"
import { joinsMailingList, restockPayload } from "./rules.ts"

const submit = (email: string): RestockBoxEvent => ({ _tag: "submit", email })

describe("the restock box", () => {
  it("RESTOCK-005 a blank e-mail stays in the form with 'Email cannot be blank'", () => {
    expect(restockBoxNext(RESTOCK_BOX_START, submit("  "))).toEqual({
      _tag: "editing",
      error: "Email cannot be blank",
    })
  })

  it("RESTOCK-006 an invalid e-mail stays in the form with 'Email is invalid'", () => {
    expect(restockBoxNext(RESTOCK_BOX_START, submit("ada@"))).toEqual({
      _tag: "editing",
      error: "Email is invalid",
    })
  })

  it("RESTOCK-007 a valid e-mail goes on to fetch a token and send", () => {
    expect(restockBoxNext(RESTOCK_BOX_START, submit("ada@example.com"))).toEqual({ _tag: "sending" })
  })

  it("RESTOCK-008 RESTOCK-009 success leaves only the call-to-action and the message", () => {
    const done = restockBoxNext({ _tag: "sending" }, { _tag: "succeeded", successText: null })
    expect(done).toEqual({ _tag: "signedUp", message: "Signed up!" })
    expect(restockBoxShowsForm(done)).toBe(false)
    const configured = restockBoxNext({ _tag: "sending" }, { _tag: "succeeded", successText: "Thanks!" })
    expect(configured).toEqual({ _tag: "signedUp", message: "Thanks!" })
  })

  it("RESTOCK-010 failure shows the answer's message, else the default, and the form again", () => {
    const failed = restockBoxNext({ _tag: "sending" }, { _tag: "failed", message: null })
    expect(failed).toEqual({ _tag: "editing", error: "Unable to submit form. Please try again later." })
    expect(restockBoxShowsForm(failed)).toBe(true)
    expect(restockBoxNext({ _tag: "sending" }, { _tag: "failed", message: "Sold out for good." })).toEqual({
      _tag: "editing",
      error: "Sold out for good.",
    })
  })

  it("RESTOCK-007 RESTOCK-008 whatever happens, a box never sends twice and never leaves the signed-up state", () => {
    const event = fc.oneof(
      fc.oneof(fc.string(), fc.emailAddress()).map(submit),
      fc
        .option(fc.string(), { nil: null })
        .map((successText): RestockBoxEvent => ({ _tag: "succeeded", successText })),
      fc.option(fc.string(), { nil: null }).map((message): RestockBoxEvent => ({ _tag: "failed", message })),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state: RestockBoxState = RESTOCK_BOX_START
        for (const next of events) {
          const after = restockBoxNext(state, next)
          if (state._tag === "sending" && next._tag === "submit") expect(after).toBe(state)
          if (state._tag === "signedUp") expect(after).toBe(state)
          if (after._tag === "sending" && state._tag !== "sending")
            expect(state._tag === "editing" && next._tag === "submit").toBe(true)
          state = after
        }
      }),
    )
  })
})

describe("the join-mailing-list checkbox", () => {
  it("RESTOCK-003 the checkbox is optional: none unless configured; checked by default when so configured", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (signUp, optIn) => {
        const start = restockMailingListStart({ mailingListSignUp: signUp, mailingListOptInByDefault: optIn })
        expect(start).toBe(signUp ? optIn : null)
      }),
    )
  })

  it("RESTOCK-003 the checkbox's state goes with the sign-up, false without one; stored only where offered", () => {
    const box = { productId: "p", variantId: "v" }
    fc.assert(
      fc.property(fc.constantFrom(null, true, false), fc.boolean(), (joined, offered) => {
        const payload = restockPayload(
          box,
          { email: "ada@example.com", joinMailingList: joined, token: null },
          null,
        )
        expect(payload.isJoinMailingList).toBe(joined === true)
        expect(joinsMailingList({ mailingListSignUp: offered }, payload.isJoinMailingList)).toBe(
          offered && joined === true,
        )
      }),
    )
  })
})
