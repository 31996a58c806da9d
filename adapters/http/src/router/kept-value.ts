import { ChangeNotices, type ChangeTopic } from "@vitrine/core/changes"
import { Cache, type Effect as E, Effect, Exit, Option } from "effect"
import type { RouterPorts } from "./ports.ts"

/**
 * One value of the merchant's that every page reads and that changes rarely (the store settings,
 * the header and footer), kept by each process for a short while rather than read on every request.
 *
 * @example
 * const source = keptValue(storeSettings("site-1"), 5000)
 */
export interface KeptValue<A> {
  /** The value: the one kept, else read (and kept for the time to live). */
  readonly current: E.Effect<A, never, RouterPorts>
  /** Keeps a value just saved, so this process shows it on the next request. */
  readonly remember: (value: A) => E.Effect<void>
  /** Drops what is kept: the next request reads the database. */
  readonly forget: E.Effect<void>
}

/**
 * A value read by `read` and kept for `timeToLiveMs` (0: read every time), on Effect's own Cache.
 * Concurrent misses share one read; a failed read is not kept.
 *
 * @example
 * keptValue(siteHeaderFooter("site-1"), 5000).current
 */
export const keptValue = <A>(read: E.Effect<A, never, RouterPorts>, timeToLiveMs: number): KeptValue<A> => {
  const cache = Effect.runSync(
    Cache.makeWith((_key: "value") => read, {
      capacity: 1,
      timeToLive: (exit) => (Exit.isSuccess(exit) ? Math.max(0, timeToLiveMs) : 0),
      requireServicesAt: "lookup",
    }),
  )
  return {
    current: Cache.get(cache, "value"),
    remember: (value) => Cache.set(cache, "value", value),
    forget: Cache.invalidate(cache, "value"),
  }
}

/**
 * Makes `source` drop its value whenever a process announces a write of `topic` for this website,
 * or notices were missed; without ChangeNotices (a store in memory: one process) it does nothing.
 *
 * @example
 * await runtime.runPromise(followChanges(source, "site-header-footer", "vitrine-demo"))
 */
export const followChanges = (
  source: Pick<KeptValue<unknown>, "forget">,
  topic: ChangeTopic,
  websiteId: string,
): E.Effect<void> =>
  Effect.flatMap(Effect.serviceOption(ChangeNotices), (notices) =>
    Option.isNone(notices)
      ? Effect.void
      : notices.value.subscribe(topic, {
          changed: (key) => {
            if (key === websiteId) Effect.runSync(source.forget)
          },
          missed: () => Effect.runSync(source.forget),
        }),
  )

/**
 * Announces a write of `topic` for a website to every process (nothing without ChangeNotices).
 *
 * @example
 * announceChange("site-header-footer", websiteId)
 */
export const announceChange = (topic: ChangeTopic, websiteId: string): E.Effect<void> =>
  Effect.flatMap(Effect.serviceOption(ChangeNotices), (notices) =>
    Option.isNone(notices) ? Effect.void : notices.value.announce(topic, websiteId),
  )

/**
 * A write of a kept value, whichever route made it: kept by this process at once, and announced on
 * `topic` so that every other process drops its copy.
 *
 * @example
 * saveSiteStyles(websiteId, body).pipe(keptAndAnnounced(context.styles, "site-styles", websiteId))
 */
export const keptAndAnnounced =
  <A>(kept: KeptValue<A>, topic: ChangeTopic, websiteId: string) =>
  <Err, Req>(saving: E.Effect<A, Err, Req>): E.Effect<A, Err, Req> =>
    saving.pipe(
      Effect.tap(kept.remember),
      Effect.tap(() => announceChange(topic, websiteId)),
    )
