import { assert, layer } from "@effect/vitest"
import { FileJobs, type FileRendition, MAX_JOB_ATTEMPTS, SiteFileRepository } from "@vitrine/core/files"
import { Effect, Exit, Layer, Option, Scope } from "effect"
import { TestClock } from "effect/testing"
import { freshId } from "./setup/fixtures.ts"
import type { MakeLayer, SuiteOptions } from "./setup/suite.ts"

// Every claim of the suite happens before this time; a drain at it takes whatever earlier tests (or
// earlier runs, on a shared database) left claimable, and holds it past every test's time.
const DRAIN_AT = 9_000_000_000_000
const LEASE = 1_000
// Until `done` holds, looking every 10 ms of the real clock; a notice takes milliseconds, so one not
// heard within 5 s fails the test. (On a shared database another file's job may wake a waiter too.)
const soon = (done: () => boolean) =>
  TestClock.withLive(
    Effect.sleep("10 millis").pipe(Effect.repeat({ until: done }), Effect.timeout("5 seconds")),
  )

const jobs = FileJobs.use(Effect.succeed)

const drain = Effect.gen(function* () {
  const port = yield* jobs
  while (Option.isSome(yield* port.claim({ now: DRAIN_AT, leaseMs: LEASE }))) {}
})

// A website with an image file and a job queued for it at `now`.
const queued = (now: number, website = freshId()) =>
  Effect.gen(function* () {
    const file = {
      id: freshId(),
      fileName: "photo.png",
      type: "image/png" as const,
      size: 3,
      uploadedAt: new Date(now).toISOString(),
    }
    yield* SiteFileRepository.use((files) => files.add(website, file, Uint8Array.of(1, 2, 3)))
    const id = freshId()
    yield* (yield* jobs).enqueue(website, { id, fileId: file.id }, now)
    return { website, fileId: file.id, jobId: id }
  })

const claimAt = (now: number, leaseMs = LEASE) => Effect.flatMap(jobs, (port) => port.claim({ now, leaseMs }))

const claimedId = (now: number) =>
  Effect.map(claimAt(now), (claimed) => Option.getOrUndefined(Option.map(claimed, (job) => job.id)))

// Every byte value, so no adapter may lose one on the way.
const rendition = (width: number): FileRendition => ({
  width,
  type: "image/webp",
  bytes: Uint8Array.from({ length: 300 }, (_, index) => (index + width) % 256),
})

/**
 * The FileJobs contract (EDITOR-010): jobs queued, claimed by one worker at a time (also when
 * claims race on several connections), a dead worker's job claimed again after its lease, given up
 * after `MAX_JOB_ATTEMPTS`; settled only by the claim that holds it; cancelled; renditions kept.
 *
 * @example
 * suite("memory", memoryLayer)
 */
export const suite = (name: string, makeLayer: MakeLayer, options: SuiteOptions = {}): void =>
  layer(makeLayer(), { timeout: "60 seconds" })(`FileJobs contract (${name})`, (it) => {
    it.effect("a queued job reads back queued, for its website only; an unknown job is none", () =>
      Effect.gen(function* () {
        const { website, fileId, jobId } = yield* queued(1_000)
        const port = yield* jobs
        assert.deepStrictEqual(
          yield* port.get(website, jobId),
          Option.some({
            id: jobId,
            fileId,
            state: "queued" as const,
            progress: 0,
            attempts: 0,
            leaseUntil: null,
            renditions: [],
            error: null,
            queuedAt: 1_000,
          }),
        )
        assert.isTrue(Option.isNone(yield* port.get(freshId(), jobId)))
        assert.isTrue(Option.isNone(yield* port.get(website, freshId())))
        assert.isTrue(Option.isNone(yield* port.cancel(freshId(), jobId)))
      }),
    )

    it.effect("latestByFile gives each file of the website its last queued job, and no other website's", () =>
      Effect.gen(function* () {
        const port = yield* jobs
        const first = yield* queued(1_500)
        const again = freshId()
        yield* port.enqueue(first.website, { id: again, fileId: first.fileId }, 1_600)
        const other = yield* queued(1_550, first.website)
        const elsewhere = yield* queued(1_500)
        const latest = yield* port.latestByFile(first.website)
        assert.deepStrictEqual(
          [...latest.entries()].map(([fileId, job]) => [fileId, job.id, job.fileId]).sort(),
          [
            [first.fileId, again, first.fileId],
            [other.fileId, other.jobId, other.fileId],
          ].sort(),
        )
        assert.deepStrictEqual(
          latest.get(other.fileId),
          Option.getOrThrow(yield* port.get(first.website, other.jobId)),
        )
        assert.deepStrictEqual([...(yield* port.latestByFile(elsewhere.website)).keys()], [elsewhere.fileId])
        assert.strictEqual((yield* port.latestByFile(freshId())).size, 0)
      }),
    )

    it.effect(
      "a claim takes the oldest job; a dead worker's job is claimed again after its lease, then given up",
      () =>
        Effect.gen(function* () {
          yield* drain
          const older = yield* queued(2_000)
          const newer = yield* queued(2_001)
          const first = yield* claimAt(10_000)
          assert.deepInclude(Option.getOrThrow(first), {
            id: older.jobId,
            websiteId: older.website,
            state: "running",
            attempts: 1,
            leaseUntil: 10_000 + LEASE,
          })
          assert.strictEqual(yield* claimedId(10_000), newer.jobId)
          assert.isUndefined(yield* claimedId(10_000 + LEASE - 1), "nothing while the leases last")
          let now = 10_000 + LEASE
          for (let attempt = 2; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
            const again = Option.getOrThrow(yield* claimAt(now))
            assert.deepStrictEqual([again.id, again.attempts, again.progress], [older.jobId, attempt, 0])
            assert.strictEqual(yield* claimedId(now), newer.jobId)
            now += LEASE
          }
          assert.isUndefined(yield* claimedId(now + LEASE), "no claim is left")
          assert.deepInclude(Option.getOrThrow(yield* (yield* jobs).get(older.website, older.jobId)), {
            state: "running",
            attempts: MAX_JOB_ATTEMPTS,
          })
        }),
    )

    it.effect("two workers claiming at once never get the same job, and between them take every one", () =>
      Effect.gen(function* () {
        yield* drain
        const made = yield* Effect.all(Array.from({ length: 12 }, (_, n) => queued(3_000 + n)))
        const worker = Effect.gen(function* () {
          const taken: string[] = []
          for (;;) {
            const id = yield* claimedId(20_000)
            if (id === undefined) return taken
            taken.push(id)
          }
        })
        const [one, two] = yield* Effect.all([worker, worker], { concurrency: "unbounded" })
        const all = [...one, ...two]
        assert.strictEqual(
          new Set(all).size,
          all.length,
          options.severalConnections ? "on several connections" : "",
        )
        assert.deepStrictEqual([...all].sort(), made.map((job) => job.jobId).sort())
      }),
    )

    it.effect(
      "progress and completion hold only for the claim that has the job; renditions come back byte for byte",
      () =>
        Effect.gen(function* () {
          yield* drain
          const { website, fileId, jobId } = yield* queued(4_000)
          const port = yield* jobs
          const claim = Option.getOrThrow(yield* claimAt(30_000))
          assert.isTrue(yield* port.progress(jobId, claim.attempts, 0.5, 30_000 + 5 * LEASE))
          assert.isUndefined(yield* claimedId(30_000 + 2 * LEASE), "the report renewed the lease")
          assert.isFalse(yield* port.progress(jobId, claim.attempts + 1, 0.9, 0), "another claim's report")
          assert.isFalse(yield* port.complete(jobId, claim.attempts - 1, [rendition(100)]))
          assert.isTrue(
            Option.isNone(yield* port.rendition(website, fileId, 100)),
            "a stale claim keeps nothing",
          )
          assert.isTrue(yield* port.complete(jobId, claim.attempts, [rendition(100), rendition(300)]))
          assert.deepInclude(Option.getOrThrow(yield* port.get(website, jobId)), {
            state: "complete",
            progress: 1,
            leaseUntil: null,
            renditions: [100, 300],
          })
          assert.deepStrictEqual(yield* port.rendition(website, fileId, 300), Option.some(rendition(300)))
          assert.isTrue(Option.isNone(yield* port.rendition(freshId(), fileId, 300)))
          assert.isTrue(Option.isNone(yield* port.rendition(website, fileId, 500)))
          assert.isFalse(yield* port.fail(jobId, claim.attempts, "late"), "a finished job stays as it ended")
        }),
    )

    it.effect(
      "a failure keeps its reason; a cancel stops a queued or running job and leaves a finished one",
      () =>
        Effect.gen(function* () {
          yield* drain
          const port = yield* jobs
          const failing = yield* queued(5_000)
          const running = yield* queued(5_001)
          const waiting = yield* queued(5_002)
          const failClaim = Option.getOrThrow(yield* claimAt(40_000))
          const runClaim = Option.getOrThrow(yield* claimAt(40_000))
          assert.isTrue(yield* port.fail(failing.jobId, failClaim.attempts, "not an image"))
          assert.deepInclude(Option.getOrThrow(yield* port.get(failing.website, failing.jobId)), {
            state: "failed",
            error: "not an image",
          })
          assert.deepInclude(Option.getOrThrow(yield* port.cancel(running.website, running.jobId)), {
            state: "cancelled",
          })
          assert.isFalse(yield* port.progress(running.jobId, runClaim.attempts, 0.5, 50_000))
          assert.isFalse(yield* port.complete(running.jobId, runClaim.attempts, [rendition(100)]))
          assert.deepInclude(Option.getOrThrow(yield* port.cancel(waiting.website, waiting.jobId)), {
            state: "cancelled",
          })
          assert.deepInclude(Option.getOrThrow(yield* port.cancel(failing.website, failing.jobId)), {
            state: "failed",
          })
          assert.isUndefined(yield* claimedId(40_000 + 10 * LEASE), "a cancelled job is never claimed")
        }),
    )

    it.effect("forgetting a file drops its jobs and renditions, and no other file's", () =>
      Effect.gen(function* () {
        yield* drain
        const port = yield* jobs
        const gone = yield* queued(6_000)
        const kept = yield* queued(6_001, gone.website)
        for (const job of [gone, kept]) {
          const claim = Option.getOrThrow(yield* claimAt(60_000))
          assert.isTrue(yield* port.complete(claim.id, claim.attempts, [rendition(100)]))
          assert.strictEqual(claim.id, job.jobId)
        }
        yield* port.forget(gone.website, gone.fileId)
        assert.isTrue(Option.isNone(yield* port.get(gone.website, gone.jobId)))
        assert.isTrue(Option.isNone(yield* port.rendition(gone.website, gone.fileId, 100)))
        assert.isTrue(Option.isSome(yield* port.get(kept.website, kept.jobId)))
        assert.deepStrictEqual(
          yield* port.rendition(kept.website, kept.fileId, 100),
          Option.some(rendition(100)),
        )
      }),
    )

    it.effect(
      "a job queued wakes every waiter of whenQueued at once; a waiter whose scope closed is woken no more",
      () =>
        Effect.gen(function* () {
          const port = yield* jobs
          const woken = { open: 0, gone: 0 }
          yield* port.whenQueued(() => woken.open++)
          const closed = yield* Scope.make()
          yield* Scope.provide(closed)(port.whenQueued(() => woken.gone++))
          yield* queued(7_000)
          yield* soon(() => woken.open > 0 && woken.gone > 0)
          yield* Scope.close(closed, Exit.void)
          const before = { ...woken }
          yield* queued(7_001)
          yield* soon(() => woken.open > before.open)
          assert.strictEqual(woken.gone, before.gone)
        }),
    )

    if (options.sharedDatabase)
      it.effect(
        "a job queued by another instance of the store (another process) wakes this one's waiters",
        () =>
          Effect.gen(function* () {
            let woken = 0
            yield* (yield* jobs).whenQueued(() => woken++)
            yield* queued(8_000).pipe(Effect.provide(Layer.fresh(makeLayer())))
            yield* soon(() => woken > 0)
          }),
      )
  })
