import { Effect, Layer, Ref } from "effect"
import { SpentTokens } from "../botcheck/port.ts"

/**
 * SpentTokens in memory, for one process: spent ids with their expiry, expired ones forgotten as new
 * ones are spent. Each build of the layer starts empty.
 *
 * @example
 * Layer.provide(altchaBotCheck(config), memorySpentTokens())
 */
export const memorySpentTokens = (): Layer.Layer<SpentTokens> =>
  Layer.effect(
    SpentTokens,
    Effect.gen(function* () {
      const spent = yield* Ref.make<ReadonlyMap<string, number>>(new Map())
      return SpentTokens.of({
        spend: (tokenId, { now, expiresAt }) =>
          Ref.modify(spent, (ids) => {
            const until = ids.get(tokenId)
            if (until !== undefined && until > now) return [false, ids]
            const kept = new Map([...ids].filter(([, expiry]) => expiry > now))
            return [true, kept.set(tokenId, expiresAt)]
          }),
      })
    }),
  )
