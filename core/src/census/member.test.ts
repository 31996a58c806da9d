import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import { memoryEventStore } from "../memory/event-store.ts"
import { memoryVisitorIdentity } from "../memory/visitor-identity.ts"
import { MEMBER_KEY, withMember } from "./member.ts"
import type { Hit } from "./model.ts"
import { type CensusCaller, recordCensusEvent, recordPageView } from "./record.ts"

const data = fc.option(fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })), {
  nil: null,
})
const memberId = fc.option(fc.string({ minLength: 1, maxLength: 24 }), { nil: null })

describe("the signed-in member on a hit", () => {
  it("TRACK-007 the stored member is the session's, whatever id the page sent, and the rest of the data is kept", () => {
    fc.assert(
      fc.property(data, fc.option(fc.string(), { nil: undefined }), memberId, (sent, forged, member) => {
        const page = sent === null || forged === undefined ? sent : { ...sent, [MEMBER_KEY]: forged }
        const kept = withMember(page, member)
        if (member === null) assert.isFalse(kept !== null && Object.hasOwn(kept, MEMBER_KEY))
        else assert.strictEqual(kept?.[MEMBER_KEY], member)
        const others = (value: typeof kept) =>
          Object.fromEntries(Object.entries(value ?? {}).filter(([key]) => key !== MEMBER_KEY))
        assert.deepStrictEqual(others(kept), others(sent))
        if (sent === null && member === null) assert.isNull(kept)
      }),
    )
  })

  it.effect("TRACK-007 page views and events carry the caller's member, never the page's", () => {
    const { layer, events } = memoryEventStore()
    const caller = (memberId: string | null): CensusCaller => ({
      websiteId: "site-1",
      cookies: {},
      mode: "full",
      cloneable: false,
      bot: false,
      memberId,
    })
    const forged = { path: "/shop", itemId: null, data: { [MEMBER_KEY]: "someone-else" } }
    return Effect.gen(function* () {
      yield* recordPageView(caller("member-7"), forged)
      yield* recordCensusEvent(caller("member-7"), "AddToCart", { ...forged, data: null })
      yield* recordPageView(caller(null), forged)
      yield* recordCensusEvent(caller(null), "AddToCart", forged)
      assert.deepStrictEqual(
        (events as Hit[]).map((hit) => hit.data),
        [{ [MEMBER_KEY]: "member-7" }, { [MEMBER_KEY]: "member-7" }, {}, {}],
      )
    }).pipe(Effect.provide(Layer.mergeAll(layer, memoryVisitorIdentity())))
  })
})
