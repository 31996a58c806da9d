import { type CensusEvent, EventStore } from "@vitrine/core/census"
import { Context, Duration, Effect, Exit, Layer, Queue, Semaphore } from "effect"

/**
 * How the buffer writes: a batch of at most `maxBatch` events, at least every `flushEveryMs` (and at
 * once when a batch is full), at most `capacity` events waiting; a failed write is retried after
 * `retryBaseMs`, doubling up to 5 s; on shutdown it keeps writing for at most `shutdownMs`.
 */
export interface WriteBufferOptions {
  readonly maxBatch?: number
  readonly flushEveryMs?: number
  readonly capacity?: number
  readonly retryBaseMs?: number
  readonly shutdownMs?: number
}

/** The defaults: 500 events a batch, every 250 ms, 100 000 waiting, retries from 100 ms, 10 s to shut down. */
export const WRITE_BUFFER_DEFAULTS: Required<WriteBufferOptions> = {
  maxBatch: 500,
  flushEveryMs: 250,
  capacity: 100_000,
  retryBaseMs: 100,
  shutdownMs: 10_000,
}

/**
 * What the buffer has done: events accepted, stored, dropped because the buffer was full, still
 * waiting, failed writes (each retried), and events left unwritten when shutdown ran out of time.
 */
export interface BufferStats {
  readonly accepted: number
  readonly stored: number
  readonly dropped: number
  readonly pending: number
  readonly failedWrites: number
  readonly lost: number
}

/** The buffer in front of the EventStore: its counts, and a way to wait until it is empty. */
export class CensusBuffer extends Context.Service<
  CensusBuffer,
  {
    /** A snapshot of the counts. */
    readonly stats: Effect.Effect<BufferStats>
    /** Writes everything accepted so far, retrying failed writes; returns when nothing waits. */
    readonly flush: Effect.Effect<void>
  }
>()("@vitrine/adapter-census/CensusBuffer") {}

/**
 * A write buffer in front of any EventStore. `append` only queues (no visitor waits for the
 * database); a background fiber writes batches by size or by time, retrying a failed write with the
 * same batch, in order. When the buffer is full the newest events are dropped and counted (census is
 * never on a visitor's critical path, so no backpressure reaches a request). Releasing the layer
 * writes what waits, for at most `shutdownMs`. Nothing accepted is lost otherwise — unless the
 * process dies. Reports are read straight from the store (what is still waiting is not in them).
 *
 * @example
 * const store = Layer.provide(writeBuffer({ maxBatch: 1000 }), analyticsPostgresLayer({ databaseUrl }))
 */
export const writeBuffer = (
  options: WriteBufferOptions = {},
): Layer.Layer<EventStore | CensusBuffer, never, EventStore> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const { maxBatch, flushEveryMs, capacity, retryBaseMs, shutdownMs } = {
        ...WRITE_BUFFER_DEFAULTS,
        ...options,
      }
      const inner = yield* EventStore
      const pending: CensusEvent[] = []
      const counts = { accepted: 0, stored: 0, dropped: 0, failedWrites: 0, lost: 0 }
      const wake = yield* Queue.dropping<void>(1)
      const writing = Semaphore.makeUnsafe(1)

      // Writes the oldest batch until it lands; events appended meanwhile wait behind it.
      const writeHead = Effect.gen(function* () {
        const batch = pending.slice(0, maxBatch)
        for (let attempt = 0; ; attempt++) {
          const exit = yield* Effect.exit(inner.append(batch))
          if (Exit.isSuccess(exit)) break
          counts.failedWrites++
          yield* Effect.logWarning("Census write failed; retrying", exit.cause)
          yield* Effect.sleep(Duration.millis(Math.min(retryBaseMs * 2 ** attempt, 5000)))
        }
        pending.splice(0, batch.length)
        counts.stored += batch.length
      })
      const drain = writing.withPermit(
        Effect.whileLoop({ while: () => pending.length > 0, body: () => writeHead, step: () => {} }),
      )

      yield* Effect.forkScoped(
        Effect.forever(
          Effect.raceFirst(Effect.sleep(Duration.millis(flushEveryMs)), Queue.take(wake)).pipe(
            Effect.andThen(drain),
          ),
        ),
      )
      yield* Effect.addFinalizer(() =>
        drain.pipe(
          Effect.timeout(Duration.millis(shutdownMs)),
          Effect.ignore,
          Effect.andThen(
            Effect.suspend(() => {
              counts.lost += pending.length
              return pending.length === 0
                ? Effect.void
                : Effect.logError(`Census buffer shut down with ${pending.length} events unwritten`)
            }),
          ),
        ),
      )

      const append = (events: ReadonlyArray<CensusEvent>) =>
        Effect.sync(() => {
          const room = Math.max(0, capacity - pending.length)
          const taken = events.length <= room ? events : events.slice(0, room)
          for (const event of taken) pending.push(event)
          counts.accepted += taken.length
          counts.dropped += events.length - taken.length
          if (pending.length >= maxBatch) Queue.offerUnsafe(wake, undefined)
        })

      return Context.make(EventStore, EventStore.of({ ...inner, append })).pipe(
        Context.add(
          CensusBuffer,
          CensusBuffer.of({
            stats: Effect.sync(() => ({ ...counts, pending: pending.length })),
            flush: drain,
          }),
        ),
      )
    }),
  )
