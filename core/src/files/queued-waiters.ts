import { Effect, type Scope } from "effect"

/**
 * The waiters of a FileJobs adapter's `whenQueued`, kept in one process: `whenQueued` adds one for
 * its scope, `wakeAll` calls each (the adapter calls it when it learns a job may have been queued).
 * Each waiter is an entry of its own, so one `wake` given twice is called twice.
 *
 * @example
 * const waiters = queuedWaiters()
 * FileJobs.of({ whenQueued: waiters.whenQueued, … }) // and waiters.wakeAll() on each enqueue heard
 */
export const queuedWaiters = (): {
  readonly whenQueued: (wake: () => void) => Effect.Effect<void, never, Scope.Scope>
  readonly wakeAll: () => void
} => {
  const waiters = new Set<{ readonly wake: () => void }>()
  return {
    whenQueued: (wake) =>
      Effect.acquireRelease(
        Effect.sync(() => {
          const waiter = { wake }
          waiters.add(waiter)
          return waiter
        }),
        (waiter) => Effect.sync(() => waiters.delete(waiter)),
      ).pipe(Effect.asVoid),
    wakeAll: () => {
      for (const waiter of waiters) waiter.wake()
    },
  }
}
