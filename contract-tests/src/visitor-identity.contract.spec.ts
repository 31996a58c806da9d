import { assert, layer } from "@effect/vitest"
import { isVisitorId, VisitorIdentity } from "@vitrine/core/visitor"
import { Effect, type Layer } from "effect"

/** Makes a VisitorIdentity layer; each call a separate instance. */
export type MakeVisitorIdentity = () => Layer.Layer<VisitorIdentity>

const issue = VisitorIdentity.use((identity) => identity.issue)
const genuine = (id: string) => VisitorIdentity.useSync((identity) => identity.isGenuine(id))

/**
 * The VisitorIdentity contract: ids fit a visitor cookie, never repeat, are recognised, and nothing
 * else is — a changed character, a stranger's id, the empty string.
 *
 * @example
 * suite("memory", memoryVisitorIdentity)
 */
export const suite = (name: string, makeLayer: MakeVisitorIdentity): void =>
  layer(makeLayer())(`VisitorIdentity contract (${name})`, (it) => {
    it.effect("issued ids fit in ss_cvr, never repeat, and are recognised", () =>
      Effect.gen(function* () {
        const ids = yield* Effect.all(Array.from({ length: 500 }, () => issue))
        assert.strictEqual(new Set(ids).size, ids.length)
        for (const id of ids) {
          assert.isTrue(isVisitorId(id), id)
          assert.isTrue(yield* genuine(id), id)
        }
      }),
    )

    it.effect("an id with any character changed, cut or extended is not recognised", () =>
      Effect.gen(function* () {
        const id = yield* issue
        for (let i = 0; i < id.length; i++) {
          const swapped = id[i] === "A" ? "B" : "A"
          assert.isFalse(yield* genuine(`${id.slice(0, i)}${swapped}${id.slice(i + 1)}`))
        }
        assert.isFalse(yield* genuine(id.slice(1)))
        assert.isFalse(yield* genuine(`${id}A`))
        assert.isFalse(yield* genuine(""))
        assert.isFalse(yield* genuine("visitor-1"))
      }),
    )
  })
