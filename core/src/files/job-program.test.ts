import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { memoryLayer } from "../memory/index.ts"
import type { StorePorts } from "../store/ports.ts"
import { FileJobNotFound, ImageUnreadable } from "./errors.ts"
import {
  cancelFileJob,
  fileJob,
  fileJobWorker,
  fileRendition,
  queueFileJob,
  runFileJob,
} from "./job-program.ts"
import { JOB_LEASE_MS, MAX_JOB_ATTEMPTS } from "./jobs.ts"
import { FileJobs, ImageResizer } from "./port.ts"
import { uploadFile } from "./program.ts"

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)

// A resizer that reads the image's width from a table and "resizes" to the width's bytes; `during`
// runs before each resize (to cancel the job midway).
const fakeResizer = (width: number | undefined, during: Effect.Effect<void, never, FileJobs> = Effect.void) =>
  Layer.effect(
    ImageResizer,
    Effect.map(FileJobs.use(Effect.succeed), (jobs) =>
      ImageResizer.of({
        width: () =>
          width === undefined
            ? Effect.fail(new ImageUnreadable({ detail: "not an image" }))
            : Effect.succeed(width),
        resize: (_bytes, to) =>
          Effect.as(Effect.provideService(during, FileJobs, jobs), Uint8Array.of(to % 256, 1)),
      }),
    ),
  )

const run = <A, E>(
  effect: Effect.Effect<A, E, ImageResizer | StorePorts | Scope.Scope>,
  resizer = fakeResizer(800),
) => {
  const store = memoryLayer()
  return effect.pipe(Effect.provide(Layer.provideMerge(resizer, store)))
}

const uploadImage = Effect.gen(function* () {
  const file = yield* uploadFile("site-1", { id: "f-1", fileName: "photo.png", bytes: PNG })
  return (yield* queueFileJob("site-1", file, "j-1")) as string
})

describe("file processing programs", () => {
  it.effect("EDITOR-010 an uploaded image is queued, processed into its narrower widths, and completes", () =>
    run(
      Effect.gen(function* () {
        const jobId = yield* uploadImage
        assert.strictEqual(jobId, "j-1")
        assert.deepInclude(yield* fileJob("site-1", jobId), {
          state: "queued",
          progress: 0,
          abandoned: false,
        })
        assert.isTrue(yield* runFileJob())
        assert.deepStrictEqual(yield* fileJob("site-1", jobId), {
          id: "j-1",
          fileId: "f-1",
          state: "complete",
          progress: 1,
          renditions: [100, 300, 500, 750],
          abandoned: false,
        })
        const kept = Option.getOrThrow(yield* fileRendition("site-1", "f-1", 300))
        assert.deepStrictEqual([kept.type, [...kept.bytes]], ["image/webp", [300 % 256, 1]])
        assert.isFalse(yield* runFileJob(), "nothing else waits")
      }),
    ),
  )

  it.effect("a file that is not an image needs no job", () =>
    run(
      Effect.gen(function* () {
        const text = yield* uploadFile("site-1", {
          id: "f-2",
          fileName: "a.txt",
          bytes: Uint8Array.of(104, 105),
        })
        assert.isNull(yield* queueFileJob("site-1", text, "j-2"))
        assert.isFalse(yield* runFileJob())
      }),
    ),
  )

  it.effect("EDITOR-010 an image the resizer cannot read fails its job", () =>
    run(
      Effect.gen(function* () {
        const jobId = yield* uploadImage
        yield* runFileJob()
        assert.deepInclude(yield* fileJob("site-1", jobId), { state: "failed" })
      }),
      fakeResizer(undefined),
    ),
  )

  it.effect("EDITOR-010 a job cancelled while it runs stops, stays cancelled and keeps no rendition", () =>
    run(
      Effect.gen(function* () {
        const jobId = yield* uploadImage
        yield* runFileJob()
        assert.deepInclude(yield* fileJob("site-1", jobId), { state: "cancelled", renditions: [] })
        assert.isTrue(Option.isNone(yield* fileRendition("site-1", "f-1", 100)))
      }),
      fakeResizer(800, Effect.asVoid(Effect.orDie(cancelFileJob("site-1", "j-1")))),
    ),
  )

  it.effect("a job whose workers all died is abandoned once its last lease runs out", () =>
    run(
      Effect.gen(function* () {
        const jobId = yield* uploadImage
        const jobs = yield* FileJobs
        for (let claim = 0; claim < MAX_JOB_ATTEMPTS; claim++) {
          yield* jobs.claim({ now: claim * JOB_LEASE_MS, leaseMs: JOB_LEASE_MS })
          yield* TestClock.adjust(JOB_LEASE_MS)
        }
        assert.deepInclude(yield* fileJob("site-1", jobId), { state: "running", abandoned: true })
        assert.isFalse(yield* runFileJob(), "no worker takes it again")
      }),
    ),
  )

  it.effect("another website's or an unknown job is not found", () =>
    run(
      Effect.gen(function* () {
        const jobId = yield* uploadImage
        assert.deepStrictEqual(yield* Effect.flip(fileJob("site-2", jobId)), new FileJobNotFound({ jobId }))
        assert.deepStrictEqual(
          yield* Effect.flip(cancelFileJob("site-1", "nope")),
          new FileJobNotFound({ jobId: "nope" }),
        )
      }),
    ),
  )
})

describe("the processing worker", () => {
  // Lets every other fiber (the forked worker) run until it waits, without the clock moving.
  const settle = Effect.repeat(Effect.yieldNow, { times: 50 })
  const stateOf = (jobId: string) => Effect.map(fileJob("site-1", jobId), (job) => job.state)

  it.effect("EDITOR-010 a resting worker takes a job queued at once, long before its rest would end", () =>
    run(
      Effect.gen(function* () {
        yield* Effect.forkScoped(fileJobWorker({ idleMs: 60_000 }))
        yield* settle
        const jobId = yield* uploadImage
        yield* settle
        assert.strictEqual(yield* stateOf(jobId), "complete", "the clock has not moved")
      }),
    ),
  )

  it.effect("a job no notice announces (a dead worker's, its lease over) is taken when the rest ends", () =>
    run(
      Effect.gen(function* () {
        const jobId = yield* uploadImage
        yield* FileJobs.use((jobs) => jobs.claim({ now: 0, leaseMs: JOB_LEASE_MS }))
        // A rest twice the lease: the lease runs out while the worker rests.
        yield* Effect.forkScoped(fileJobWorker({ idleMs: 2 * JOB_LEASE_MS }))
        yield* settle
        yield* TestClock.adjust(JOB_LEASE_MS)
        yield* settle
        assert.strictEqual(yield* stateOf(jobId), "running", "resting, and nothing woke it")
        yield* TestClock.adjust(JOB_LEASE_MS)
        yield* settle
        assert.strictEqual(yield* stateOf(jobId), "complete")
      }),
    ),
  )
})
