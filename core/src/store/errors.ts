import { Data } from "effect"

/**
 * The store's storage cannot be reached just now: a lost or refused connection, a database
 * restarting or shutting down, a pool that could not hand out a connection in time. Nothing a
 * program can act on, so a storage adapter dies with it (a defect, as with any outage); unlike other
 * defects it is temporary, so the HTTP adapter answers it 503 with `Retry-After` rather than 500.
 * Never raised for a statement the database refused: that is a bug, and stays a plain defect.
 *
 * @example
 * Effect.die(new StoreUnavailable({ detail: "connect ECONNREFUSED 127.0.0.1:5432" }))
 */
export class StoreUnavailable extends Data.TaggedError("StoreUnavailable")<{
  /** What the driver said, for the log. */
  readonly detail: string
}> {}

/**
 * Whether a failure (a defect as `runPromise` rejects with it, or anything wrapping one in its
 * `cause`, a few levels deep) is the store being unavailable. Checks the tag rather than the class,
 * so a second copy of this package in a bundle is recognised too.
 *
 * @example
 * isStoreUnavailable(new StoreUnavailable({ detail: "…" })) // true
 * isStoreUnavailable(new Error("boom")) // false
 */
export const isStoreUnavailable = (failure: unknown): boolean => {
  let current = failure
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if ((current as { readonly _tag?: unknown })._tag === "StoreUnavailable") return true
    current = (current as { readonly cause?: unknown }).cause
  }
  return false
}
