import { Clock, Duration, Effect, Latch, Option } from "effect"
import { FileJobNotFound } from "./errors.ts"
import {
  type ClaimedFileJob,
  isProcessedType,
  JOB_LEASE_MS,
  jobView,
  RENDITION_TYPE,
  renditionWidths,
} from "./jobs.ts"
import type { SiteFile } from "./model.ts"
import { FileJobs, type FileRendition, ImageResizer, SiteFileRepository } from "./port.ts"

/**
 * Queues the processing job of a file just uploaded, when its type is processed (an image, into
 * renditions); the job's id, or null when the file needs none. The id comes from the caller.
 *
 * @example
 * queueFileJob("site-1", file, crypto.randomUUID()) // Effect<string | null, never, FileJobs>
 */
export const queueFileJob = Effect.fn("queueFileJob")(function* (
  websiteId: string,
  file: SiteFile,
  jobId: string,
) {
  if (!isProcessedType(file.type)) return null
  const now = yield* Clock.currentTimeMillis
  yield* FileJobs.use((jobs) => jobs.enqueue(websiteId, { id: jobId, fileId: file.id }, now))
  return jobId
})

const found =
  (jobId: string) =>
  <A>(option: Option.Option<A>): Effect.Effect<A, FileJobNotFound> =>
    Option.match(option, {
      onNone: () => Effect.fail(new FileJobNotFound({ jobId })),
      onSome: Effect.succeed,
    })

/**
 * A website's job as the screen reads it (`jobView`), or `FileJobNotFound`.
 *
 * @example
 * fileJob("site-1", "j-1")
 */
export const fileJob = Effect.fn("fileJob")(function* (websiteId: string, jobId: string) {
  const job = yield* FileJobs.use((jobs) => jobs.get(websiteId, jobId)).pipe(Effect.flatMap(found(jobId)))
  return jobView(job, yield* Clock.currentTimeMillis)
})

/**
 * Cancels a website's job (one already finished stays as it ended), or `FileJobNotFound`.
 *
 * @example
 * cancelFileJob("site-1", "j-1")
 */
export const cancelFileJob = Effect.fn("cancelFileJob")(function* (websiteId: string, jobId: string) {
  const job = yield* FileJobs.use((jobs) => jobs.cancel(websiteId, jobId)).pipe(Effect.flatMap(found(jobId)))
  return jobView(job, yield* Clock.currentTimeMillis)
})

/**
 * A rendition of a website's file at a width; none when the file or that rendition is not kept.
 *
 * @example
 * fileRendition("site-1", "f-1", 300)
 */
export const fileRendition = (websiteId: string, fileId: string, width: number) =>
  FileJobs.use((jobs) => jobs.rendition(websiteId, fileId, width))

// One claimed job: each width made in turn, the progress reported (and the lease renewed) after
// each; a report refused means the job was cancelled or claimed again, so the work stops there.
const processJob = (job: ClaimedFileJob, leaseMs: number) =>
  Effect.gen(function* () {
    const jobs = yield* FileJobs
    const resizer = yield* ImageResizer
    const content = yield* SiteFileRepository.use((files) => files.content(job.websiteId, job.fileId))
    if (Option.isNone(content)) return yield* jobs.fail(job.id, job.attempts, "The file was deleted")
    const bytes = content.value.bytes
    const made: FileRendition[] = []
    const outcome = yield* Effect.gen(function* () {
      const widths = renditionWidths(yield* resizer.width(bytes))
      for (const width of widths) {
        made.push({ width, type: RENDITION_TYPE, bytes: yield* resizer.resize(bytes, width) })
        const now = yield* Clock.currentTimeMillis
        const held = yield* jobs.progress(
          job.id,
          job.attempts,
          made.length / (widths.length + 1),
          now + leaseMs,
        )
        if (!held) return false
      }
      return yield* jobs.complete(job.id, job.attempts, made)
    }).pipe(Effect.catchTag("ImageUnreadable", (error) => jobs.fail(job.id, job.attempts, error.message)))
    return outcome
  })

/**
 * One step of a worker: claims a job and processes it (EDITOR-010): the image measured, one
 * rendition per served width narrower than it (`renditionWidths`), kept when the job completes; an
 * image the resizer cannot read fails the job. True when a job was claimed (whatever its end),
 * false when none waited.
 *
 * @example
 * runFileJob({ leaseMs: JOB_LEASE_MS })
 */
export const runFileJob = Effect.fn("runFileJob")(function* (options: { readonly leaseMs?: number } = {}) {
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS
  const now = yield* Clock.currentTimeMillis
  const claimed = yield* FileJobs.use((jobs) => jobs.claim({ now, leaseMs }))
  if (Option.isNone(claimed)) return false
  yield* processJob(claimed.value, leaseMs)
  return true
})

/** How long an idle worker rests when no notice of a queued job wakes it sooner: 30 s. */
export const FILE_JOB_IDLE_MS = 30_000

/**
 * The processing worker: runs jobs one after another; when none waits it rests until a job is
 * queued (`FileJobs.whenQueued`, heard from any process of the store) or `idleMs` passes (default
 * `FILE_JOB_IDLE_MS`). The rest's end is a safety net, for what no notice announces: a dead worker's
 * job whose lease ran out, a notice lost. Several fibers or processes may run it at once (each
 * claim takes its own job). A step that dies (the database gone) is logged and the worker rests,
 * then goes on: the job it held is claimed again once its lease runs out.
 *
 * @example
 * runtime.runFork(fileJobWorker({}))
 */
export const fileJobWorker = (options: { readonly idleMs?: number; readonly leaseMs?: number }) =>
  Effect.scoped(
    Effect.gen(function* () {
      const jobs = yield* FileJobs
      const queued = yield* Latch.make(false)
      yield* jobs.whenQueued(() => Latch.openUnsafe(queued))
      const rest = Effect.timeoutOption(queued.await, Duration.millis(options.idleMs ?? FILE_JOB_IDLE_MS))
      // The latch closes before each claim, so a job queued while the claim looks (and finds none)
      // still opens it: the rest that follows ends at once.
      const step = Effect.andThen(queued.close, runFileJob(options))
      return yield* step.pipe(
        Effect.flatMap((ran) => (ran ? Effect.void : rest)),
        Effect.catchCause((cause) =>
          Effect.andThen(Effect.logError("File processing step failed", cause), rest),
        ),
        Effect.forever,
      )
    }),
  )
