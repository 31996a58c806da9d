import { Clock, Effect } from "effect"

/**
 * How long the e-mail renderers keep a product, the store settings and a rendered e-mail: a
 * send-all of thousands of sign-ups reads one product, so reading (and rendering) it once per
 * message would make the database and the template engine the worker's bottleneck. A change to the
 * store settings is dropped at once when the worker follows the store's ChangeNotices
 * (`followedOutboxMail`); a change to a product (only the seed writes them) shows within twice this
 * time.
 */
export const MAIL_LOOKUP_TTL_MS = 5000

/** Lookups kept by key: ask for one, or drop them all (a change notice heard). */
export interface KeptLookups<A, E, R> {
  /** `lookup`'s value for `key`: the one kept if younger than the time, else `lookup` run (and kept). */
  readonly get: (key: string, lookup: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /** Drops every kept value; a lookup already running when it is called is not kept either. */
  readonly forget: () => void
}

/**
 * Lookups kept for `ttlMs` by key (at most 1000 keys; a worker round touches a few): the first ask
 * runs it, later asks within the time get its value, until `forget`.
 *
 * @example
 * const products = keptLookups<Option<Product>, never, Catalog>(MAIL_LOOKUP_TTL_MS)
 * products.get(id, Catalog.use((catalog) => catalog.find(id)))
 */
export const keptLookups = <A, E, R>(ttlMs: number): KeptLookups<A, E, R> => {
  const entries = new Map<string, { readonly at: number; readonly value: A }>()
  // Bumped by `forget`: a lookup that started before it may have read what the change replaced.
  let generation = 0
  return {
    get: (key, lookup) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const found = entries.get(key)
        if (found !== undefined && now - found.at < ttlMs) return Effect.succeed(found.value)
        const started = generation
        return Effect.tap(lookup, (value) =>
          Effect.sync(() => {
            if (generation !== started) return
            if (entries.size >= 1000) entries.clear()
            entries.set(key, { at: now, value })
          }),
        )
      }),
    forget: () => {
      generation++
      entries.clear()
    },
  }
}
