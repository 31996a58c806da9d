import { Effect, Layer, Option } from "effect"
import { type ClaimedFileJob, claimable, FINISHED_JOB_STATES, type FileJob } from "../files/jobs.ts"
import { FileJobs, type FileRendition } from "../files/port.ts"
import { queuedWaiters } from "../files/queued-waiters.ts"

interface Kept {
  readonly websiteId: string
  job: FileJob
}

/**
 * FileJobs in memory: the jobs by id with their website, and each file's renditions by width (a
 * copy of their bytes). Programs run one at a time, so a claim is one step: no two claims share a
 * job. Renditions are kept only for a job whose claim still holds it. An enqueue calls every
 * `whenQueued` waiter before it returns (one process: nothing is missed). Each build starts empty.
 *
 * @example
 * runFileJob({}).pipe(Effect.provide(memoryFileJobs()))
 */
export const memoryFileJobs = (): Layer.Layer<FileJobs> =>
  Layer.sync(FileJobs, () => {
    const jobs = new Map<string, Kept>()
    const renditions = new Map<string, FileRendition>()
    const waiters = queuedWaiters()
    const renditionKey = (websiteId: string, fileId: string, width: number) =>
      JSON.stringify([websiteId, fileId, width])
    // The job when the claim `attempt` still holds it.
    const held = (jobId: string, attempt: number): Kept | undefined => {
      const kept = jobs.get(jobId)
      return kept !== undefined && kept.job.state === "running" && kept.job.attempts === attempt
        ? kept
        : undefined
    }
    return FileJobs.of({
      enqueue: (websiteId, job, now) =>
        Effect.suspend(() => {
          if (jobs.has(job.id)) return Effect.die(new Error(`Job ${job.id} is already kept`))
          jobs.set(job.id, {
            websiteId,
            job: {
              id: job.id,
              fileId: job.fileId,
              state: "queued",
              progress: 0,
              attempts: 0,
              leaseUntil: null,
              renditions: [],
              error: null,
              queuedAt: now,
            },
          })
          waiters.wakeAll()
          return Effect.void
        }),
      get: (websiteId, jobId) =>
        Effect.sync(() => {
          const kept = jobs.get(jobId)
          return kept === undefined || kept.websiteId !== websiteId ? Option.none() : Option.some(kept.job)
        }),
      latestByFile: (websiteId) =>
        Effect.sync(() => {
          const latest = new Map<string, FileJob>()
          for (const { websiteId: owner, job } of jobs.values()) {
            const kept = latest.get(job.fileId)
            const later =
              kept === undefined ||
              job.queuedAt > kept.queuedAt ||
              (job.queuedAt === kept.queuedAt && job.id > kept.id)
            if (owner === websiteId && later) latest.set(job.fileId, job)
          }
          return latest
        }),
      claim: ({ now, leaseMs }) =>
        Effect.sync(() => {
          const next = [...jobs.values()]
            .filter((kept) => claimable(kept.job, now))
            .sort((a, b) => a.job.queuedAt - b.job.queuedAt || (a.job.id < b.job.id ? -1 : 1))[0]
          if (next === undefined) return Option.none<ClaimedFileJob>()
          next.job = {
            ...next.job,
            state: "running",
            progress: 0,
            attempts: next.job.attempts + 1,
            leaseUntil: now + leaseMs,
          }
          return Option.some({ ...next.job, websiteId: next.websiteId })
        }),
      progress: (jobId, attempt, progress, leaseUntil) =>
        Effect.sync(() => {
          const kept = held(jobId, attempt)
          if (kept === undefined) return false
          kept.job = { ...kept.job, progress, leaseUntil }
          return true
        }),
      complete: (jobId, attempt, made) =>
        Effect.sync(() => {
          const kept = held(jobId, attempt)
          if (kept === undefined) return false
          for (const rendition of made)
            renditions.set(renditionKey(kept.websiteId, kept.job.fileId, rendition.width), {
              ...rendition,
              bytes: rendition.bytes.slice(),
            })
          kept.job = {
            ...kept.job,
            state: "complete",
            progress: 1,
            leaseUntil: null,
            renditions: made.map((rendition) => rendition.width),
          }
          return true
        }),
      fail: (jobId, attempt, error) =>
        Effect.sync(() => {
          const kept = held(jobId, attempt)
          if (kept === undefined) return false
          kept.job = { ...kept.job, state: "failed", leaseUntil: null, error }
          return true
        }),
      whenQueued: waiters.whenQueued,
      cancel: (websiteId, jobId) =>
        Effect.sync(() => {
          const kept = jobs.get(jobId)
          if (kept === undefined || kept.websiteId !== websiteId) return Option.none()
          if (!FINISHED_JOB_STATES.has(kept.job.state))
            kept.job = { ...kept.job, state: "cancelled", leaseUntil: null }
          return Option.some(kept.job)
        }),
      forget: (websiteId, fileId) =>
        Effect.sync(() => {
          for (const [id, kept] of jobs)
            if (kept.websiteId === websiteId && kept.job.fileId === fileId) jobs.delete(id)
          for (const [key, rendition] of renditions)
            if (key === renditionKey(websiteId, fileId, rendition.width)) renditions.delete(key)
        }),
      rendition: (websiteId, fileId, width) =>
        Effect.sync(() =>
          Option.map(
            Option.fromNullishOr(renditions.get(renditionKey(websiteId, fileId, width))),
            (kept) => ({
              ...kept,
              bytes: kept.bytes.slice(),
            }),
          ),
        ),
    })
  })
