import { assert, describe, it } from "@effect/vitest"
import { Cause, Effect, Exit } from "effect"
import fc from "fast-check"
import type { RestockCursorInvalid } from "./errors.ts"
import { groupCursor, readGroupCursor, readSignUpCursor, signUpCursor } from "./paging.ts"

describe("restock paging cursors", () => {
  it("API-011 a group cursor reads back as the key it was made from", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (productId, variantId) => {
        const read = Effect.runSync(readGroupCursor(groupCursor({ productId, variantId })))
        assert.deepStrictEqual(read, { productId, variantId })
      }),
    )
  })

  it("API-012 a sign-up cursor reads back as the key it was made from", () => {
    fc.assert(
      fc.property(fc.nat(), fc.string(), (signedUpAt, id) => {
        assert.deepStrictEqual(Effect.runSync(readSignUpCursor(signUpCursor({ signedUpAt, id }))), {
          signedUpAt,
          id,
        })
      }),
    )
  })

  it("API-011 API-012 no cursor is the first page", () => {
    assert.isNull(Effect.runSync(readGroupCursor(undefined)))
    assert.isNull(Effect.runSync(readSignUpCursor("")))
  })

  it("API-011 API-012 any other text is refused as RestockCursorInvalid, never a defect", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const reads: ReadonlyArray<Effect.Effect<unknown, RestockCursorInvalid>> = [
          readGroupCursor(text),
          readSignUpCursor(text),
        ]
        for (const read of reads) {
          const exit = Effect.runSyncExit(read)
          if (Exit.isFailure(exit)) assert.isTrue(Cause.hasFails(exit.cause) && !Cause.hasDies(exit.cause))
        }
      }),
    )
    assert.isTrue(Exit.isFailure(Effect.runSyncExit(readGroupCursor("[1,2]"))))
    assert.isTrue(Exit.isFailure(Effect.runSyncExit(readSignUpCursor('["x","y"]'))))
  })
})
