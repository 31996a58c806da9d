import { Clock, Effect } from "effect"

/**
 * How long the e-mail renderers keep a product, the store settings and a rendered e-mail: a
 * send-all of thousands of sign-ups reads one product, so reading (and rendering) it once per
 * message would make the database and the template engine the worker's bottleneck. A change to the
 * product or the store currency shows in e-mails within twice this time.
 */
export const MAIL_LOOKUP_TTL_MS = 5000

/**
 * A lookup kept for `ttlMs` by key (at most 1000 keys; a worker round touches a few): the first ask
 * runs it, later asks within the time get its value.
 *
 * @example
 * const products = keptLookups<Option<Product>, never, Catalog>(MAIL_LOOKUP_TTL_MS)
 * products(id, Catalog.use((catalog) => catalog.find(id)))
 */
export const keptLookups = <A, E, R>(ttlMs: number) => {
  const entries = new Map<string, { readonly at: number; readonly value: A }>()
  return (key: string, lookup: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const found = entries.get(key)
      if (found !== undefined && now - found.at < ttlMs) return Effect.succeed(found.value)
      return Effect.tap(lookup, (value) =>
        Effect.sync(() => {
          if (entries.size >= 1000) entries.clear()
          entries.set(key, { at: now, value })
        }),
      )
    })
}
