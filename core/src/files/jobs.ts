import { Schema } from "effect"
import { IMAGE_WIDTHS } from "../site/image.ts"

/**
 * Where a file's processing job is (EDITOR-010: processing completes, fails or is cancelled):
 * `queued` (waiting for a worker), `running` (claimed by a worker until its lease ends), and the
 * three finished states `complete`, `failed`, `cancelled`, which never change again.
 *
 * @example
 * const state: FileJobState = "running"
 */
export const FILE_JOB_STATES = ["queued", "running", "complete", "failed", "cancelled"] as const
export type FileJobState = (typeof FILE_JOB_STATES)[number]
export const FileJobStateSchema = Schema.Literals(FILE_JOB_STATES)

/** The states a job never leaves. */
export const FINISHED_JOB_STATES: ReadonlySet<FileJobState> = new Set(["complete", "failed", "cancelled"])

/**
 * What can happen to a job: a worker `claim`s it (a queued job, or a running one whose lease ran out
 * because its worker died), reports `progress`, ends it `complete` or `fail`ed; the merchant may
 * `cancel` it while it is not finished.
 */
export type FileJobEvent = "claim" | "progress" | "complete" | "fail" | "cancel"

const MOVES: Readonly<Record<FileJobState, Partial<Record<FileJobEvent, FileJobState>>>> = {
  queued: { claim: "running", cancel: "cancelled" },
  running: {
    claim: "running",
    progress: "running",
    complete: "complete",
    fail: "failed",
    cancel: "cancelled",
  },
  complete: {},
  failed: {},
  cancelled: {},
}

/**
 * The state an event moves a job to, or undefined when the event does not apply (a finished job
 * never moves; a queued job has no progress to report and cannot complete without a worker).
 *
 * @example
 * nextJobState("queued", "claim") // "running"
 * nextJobState("cancelled", "complete") // undefined
 */
export const nextJobState = (state: FileJobState, event: FileJobEvent): FileJobState | undefined =>
  MOVES[state][event]

/**
 * How many times a job is claimed before it is given up: a job whose worker died this often (its
 * lease ran out each time) is abandoned, never claimed again (`isAbandoned`).
 */
export const MAX_JOB_ATTEMPTS = 3

/** How long a claim lasts without news from its worker: each progress report renews it. */
export const JOB_LEASE_MS = 60_000

/**
 * A file's processing job: the file it processes, its state, its progress (0 to 1), the claims so
 * far (`attempts`), the end of the current claim's lease (epoch milliseconds, null when not
 * running), the widths of the renditions it made (once complete) and, when it failed, why.
 *
 * @example
 * const job: FileJob = { id: "j-1", fileId: "f-1", state: "queued", progress: 0, attempts: 0, leaseUntil: null, renditions: [], error: null, queuedAt: 0 }
 */
export const FileJobSchema = Schema.Struct({
  id: Schema.String,
  fileId: Schema.String,
  state: FileJobStateSchema,
  progress: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
  attempts: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  leaseUntil: Schema.NullOr(Schema.Number),
  renditions: Schema.Array(Schema.Int),
  error: Schema.NullOr(Schema.String),
  queuedAt: Schema.Number,
})
export type FileJob = typeof FileJobSchema.Type

/** A job a worker claimed, with the website whose file it processes. */
export interface ClaimedFileJob extends FileJob {
  readonly websiteId: string
}

const leaseOver = (job: Pick<FileJob, "leaseUntil">, now: number): boolean =>
  job.leaseUntil !== null && job.leaseUntil <= now

/**
 * Whether a worker may claim the job at `now`: queued, or running with its lease over (its worker
 * died) and claims left.
 *
 * @example
 * claimable({ state: "queued", attempts: 0, leaseUntil: null }, 0) // true
 */
export const claimable = (job: Pick<FileJob, "state" | "attempts" | "leaseUntil">, now: number): boolean =>
  job.state === "queued" ||
  (job.state === "running" && leaseOver(job, now) && job.attempts < MAX_JOB_ATTEMPTS)

/**
 * Whether the job was abandoned: running, its lease over and no claim left, so no worker will ever
 * finish it (the screen says "File processing failed to complete", EDITOR-036).
 *
 * @example
 * isAbandoned({ state: "running", attempts: 3, leaseUntil: 10 }, 11) // true
 */
export const isAbandoned = (job: Pick<FileJob, "state" | "attempts" | "leaseUntil">, now: number): boolean =>
  job.state === "running" && leaseOver(job, now) && job.attempts >= MAX_JOB_ATTEMPTS

/**
 * A job as the merchant's screen reads it (`GET /api/site-file-jobs/:jobId`): its state, progress,
 * the renditions' widths and whether it was abandoned.
 */
export const FileJobViewSchema = Schema.Struct({
  id: Schema.String,
  fileId: Schema.String,
  state: FileJobStateSchema,
  progress: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
  renditions: Schema.Array(Schema.Int),
  abandoned: Schema.Boolean,
})
export type FileJobView = typeof FileJobViewSchema.Type

/**
 * The view of a job at `now`.
 *
 * @example
 * jobView(job, Date.now()).abandoned
 */
export const jobView = (job: FileJob, now: number): FileJobView => ({
  id: job.id,
  fileId: job.fileId,
  state: job.state,
  progress: job.progress,
  renditions: job.renditions,
  abandoned: isAbandoned(job, now),
})

/** The type every rendition is written in (smaller than PNG or JPEG at the same quality). */
export const RENDITION_TYPE = "image/webp"

/**
 * The widths of the renditions made of an image `width` pixels wide: the served widths
 * (`IMAGE_WIDTHS`, as the storefront's srcsets use) narrower than the image, since a rendition is
 * never enlarged. An image 100 pixels wide or narrower gets none.
 *
 * @example
 * renditionWidths(800) // [100, 300, 500, 750]
 */
export const renditionWidths = (width: number): readonly number[] =>
  IMAGE_WIDTHS.filter((served) => served < width)

/** The file types a job processes into renditions: the images. */
export const isProcessedType = (type: string): boolean => type.startsWith("image/")
