import { Context, type Effect } from "effect"

/**
 * What kind of data changed: one topic per kind, each kept in a per-process cache that must hear of
 * writes made by the other processes of the store (the merchant's preferences and store settings;
 * sessions ended by a sign-out, a role change or a staff removal); and "file-jobs", a file
 * processing job queued (its website the key), which wakes the resting workers of every process.
 */
export type ChangeTopic =
  | "preferences"
  | "store-settings"
  | "sessions"
  | "site-header-footer"
  | "site-styles"
  | "multilingual"
  | "file-jobs"

/** Every topic, for an adapter that listens to all of them. */
export const CHANGE_TOPICS: readonly ChangeTopic[] = [
  "preferences",
  "store-settings",
  "sessions",
  "site-header-footer",
  "site-styles",
  "multilingual",
  "file-jobs",
]

/** Who hears a topic: a cache of that kind of data. */
export interface ChangeListener {
  /** `key` (what the writer named: a website, a website and namespace) was written: forget it. */
  readonly changed: (key: string) => void
  /**
   * Notices may have been missed (the notices' connection was lost and is back): forget everything,
   * since any key may have been written meanwhile.
   */
  readonly missed: () => void
}

/**
 * Tells every process of the store (every one on the same database) that something was written, so
 * each drops what it kept of it. Best effort: an announcement is never retried, and a process that
 * loses its way of hearing is told `missed` once it hears again; the caches' own expiry bounds what a
 * lost announcement can cost.
 *
 * @example
 * ChangeNotices.use((notices) => notices.announce("store-settings", websiteId))
 */
export class ChangeNotices extends Context.Service<
  ChangeNotices,
  {
    /** Announces a write of `key` under `topic` to every process, this one included; never fails. */
    readonly announce: (topic: ChangeTopic, key: string) => Effect.Effect<void>
    /**
     * Calls `listener` for every announcement of `topic` from now on, for as long as the notices'
     * layer lives; done when the listener is sure to hear what is announced after it.
     */
    readonly subscribe: (topic: ChangeTopic, listener: ChangeListener) => Effect.Effect<void>
  }
>()("@vitrine/core/changes/ChangeNotices") {}
