import { assert, describe, it } from "@effect/vitest"
import { storePorts } from "@vitrine/core/store"
import { Effect, Layer } from "effect"
import type { MakeLayer } from "./setup/suite.ts"

/**
 * The store-ports contract: an adapter set's layer really provides every port of `storePorts` when
 * it is built (the `StoreLayer` type promises it; this checks what the built context holds).
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer): void => {
  describe(`store ports (${name})`, () => {
    it.effect(
      "the built layer holds a service for every port of storePorts",
      () =>
        Effect.gen(function* () {
          const context = yield* Layer.build(makeLayer())
          // By key: each port is its own service type, so one typed lookup cannot range over the tuple.
          const missing = storePorts.filter((port) => !context.mapUnsafe.has(port.key))
          assert.deepStrictEqual(
            missing.map((port) => port.key),
            [],
          )
          assert.isAbove(storePorts.length, 0)
        }).pipe(Effect.scoped),
      60_000,
    )
  })
}
