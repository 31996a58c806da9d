import { Effect, Layer, Random } from "effect"
import { VisitorIdentity } from "../visitor/port.ts"

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

/**
 * VisitorIdentity in memory: ids of 22 random URL-safe characters (from Effect's `Random`, so a test
 * can seed them), recognised as long as this layer lives. For tests and one-process demos; a server
 * uses the signed ids of `@vitrine/adapter-census`, which survive restarts and are shared by processes.
 *
 * @example
 * visitFor(request).pipe(Effect.provide(memoryVisitorIdentity()))
 */
export const memoryVisitorIdentity = (): Layer.Layer<VisitorIdentity> =>
  Layer.sync(VisitorIdentity, () => {
    const issued = new Set<string>()
    const randomId = Effect.gen(function* () {
      let id = ""
      for (let i = 0; i < 22; i++) id += ALPHABET[yield* Random.nextIntBetween(0, ALPHABET.length - 1)]
      return id
    })
    return VisitorIdentity.of({
      issue: Effect.gen(function* () {
        let id = yield* randomId
        while (issued.has(id)) id = yield* randomId
        issued.add(id)
        return id
      }),
      isGenuine: (visitorId) => issued.has(visitorId),
    })
  })
