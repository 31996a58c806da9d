import { Context, type Effect } from "effect"

/**
 * Issues visitor ids and recognises its own: what makes a visitor cookie trustworthy. An id it did
 * not issue (forged, or signed with another secret) is read as no id at all, so a hand-written
 * `ss_cvr` naming another visitor's id starts a new visitor instead of adding to theirs.
 */
export class VisitorIdentity extends Context.Service<
  VisitorIdentity,
  {
    /** A new visitor id, never issued before: 1 to 128 URL-safe characters (`isVisitorId`). */
    readonly issue: Effect.Effect<string>
    /** Whether this identity issued the id; false for anything else, including the empty string. */
    readonly isGenuine: (visitorId: string) => boolean
  }
>()("@vitrine/core/visitor/VisitorIdentity") {}
