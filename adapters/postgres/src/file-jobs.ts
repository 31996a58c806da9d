import { ChangeNotices } from "@vitrine/core/changes"
import {
  type ClaimedFileJob,
  type FileJob,
  FileJobStateSchema,
  FileJobs,
  type FileRendition,
  MAX_JOB_ATTEMPTS,
  queuedWaiters,
} from "@vitrine/core/files"
import { Effect, Layer, Option, Schema } from "effect"
import { channelOf } from "./change-notices.ts"
import { type Database, withDatabase } from "./database.ts"
import { query, queryBehind } from "./query.ts"

const JobRow = Schema.Struct({
  id: Schema.String,
  website_id: Schema.String,
  file_id: Schema.String,
  state: FileJobStateSchema,
  progress: Schema.Number,
  attempts: Schema.Number,
  lease_until: Schema.NullOr(Schema.Number),
  renditions: Schema.Array(Schema.Number),
  error: Schema.NullOr(Schema.String),
  queued_at: Schema.Number,
})
type JobRow = typeof JobRow.Type

const COLUMNS = `id, website_id, file_id, state, progress, attempts, lease_until::float8 AS lease_until,
  renditions, error, queued_at::float8 AS queued_at`

const jobOf = (row: JobRow): FileJob => ({
  id: row.id,
  fileId: row.file_id,
  state: row.state,
  progress: row.progress,
  attempts: row.attempts,
  leaseUntil: row.lease_until,
  renditions: row.renditions,
  error: row.error,
  queuedAt: row.queued_at,
})

const firstJob = (rows: ReadonlyArray<JobRow>) => Option.map(Option.fromNullishOr(rows[0]), jobOf)

// The job and its notice in one statement: no job is queued unannounced, and (as Postgres sends
// notifications at COMMIT) none is announced before a worker can claim it.
const enqueue = (websiteId: string, job: { id: string; fileId: string }, now: number) =>
  queryBehind({
    sql: `WITH queued AS (
            INSERT INTO site_file_jobs (id, website_id, file_id, state, queued_at)
            VALUES ($1, $2, $3, 'queued', $4) RETURNING website_id)
          SELECT pg_notify($5, website_id) FROM queued`,
    params: [job.id, websiteId, job.fileId, now, channelOf("file-jobs")],
  })

const get = (websiteId: string, jobId: string) =>
  query(JobRow, {
    name: "file_job_get",
    sql: `SELECT ${COLUMNS} FROM site_file_jobs WHERE id = $1 AND website_id = $2`,
    params: [jobId, websiteId],
  }).pipe(Effect.map(firstJob), Effect.orDie)

// DISTINCT ON keeps the first row of each file in the order given: its latest job (ids compared
// byte by byte, as the memory store compares them).
const latestByFile = (websiteId: string) =>
  query(JobRow, {
    name: "file_job_latest_by_file",
    sql: `SELECT DISTINCT ON (file_id) ${COLUMNS} FROM site_file_jobs WHERE website_id = $1
          ORDER BY file_id, queued_at DESC, id COLLATE "C" DESC`,
    params: [websiteId],
  }).pipe(
    Effect.map((rows): ReadonlyMap<string, FileJob> => new Map(rows.map((row) => [row.file_id, jobOf(row)]))),
    Effect.orDie,
  )

// SKIP LOCKED: concurrent claims each take a job the others have not locked, never waiting and
// never sharing one (the same rule as `claimable`: queued, or running past its lease with claims left).
const claim = ({ now, leaseMs }: { now: number; leaseMs: number }) =>
  query(JobRow, {
    name: "file_job_claim",
    sql: `UPDATE site_file_jobs SET state = 'running', progress = 0, attempts = attempts + 1, lease_until = $2
          WHERE id = (
            SELECT id FROM site_file_jobs
            WHERE state = 'queued' OR (state = 'running' AND lease_until <= $1 AND attempts < $3)
            ORDER BY queued_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING ${COLUMNS}`,
    params: [now, now + leaseMs, MAX_JOB_ATTEMPTS],
  }).pipe(
    Effect.map((rows) =>
      Option.map(
        Option.fromNullishOr(rows[0]),
        (row): ClaimedFileJob => ({ ...jobOf(row), websiteId: row.website_id }),
      ),
    ),
    Effect.orDie,
  )

const changed = (name: string, sql: string, params: ReadonlyArray<unknown>) =>
  query(Schema.Struct({ id: Schema.String }), { name, sql, params: [...params] }).pipe(
    Effect.map((rows) => rows.length > 0),
    Effect.orDie,
  )

const HELD = "id = $1 AND state = 'running' AND attempts = $2"

const progress = (jobId: string, attempt: number, value: number, leaseUntil: number) =>
  changed(
    "file_job_progress",
    `UPDATE site_file_jobs SET progress = $3, lease_until = $4 WHERE ${HELD} RETURNING id`,
    [jobId, attempt, value, leaseUntil],
  )

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")

// The job completed and its renditions kept in one statement: none is kept unless the claim holds.
const complete = (jobId: string, attempt: number, renditions: ReadonlyArray<FileRendition>) =>
  changed(
    "file_job_complete",
    `WITH done AS (
       UPDATE site_file_jobs SET state = 'complete', progress = 1, lease_until = NULL, renditions = $3::int[]
       WHERE ${HELD} RETURNING id, website_id, file_id
     ), kept AS (
       INSERT INTO site_file_renditions (website_id, file_id, width, type, bytes)
       SELECT done.website_id, done.file_id, r.width, r.type, decode(r.bytes, 'base64')
       FROM done, unnest($3::int[], $4::text[], $5::text[]) AS r(width, type, bytes)
       ON CONFLICT (website_id, file_id, width) DO UPDATE SET type = excluded.type, bytes = excluded.bytes
     )
     SELECT id FROM done`,
    [
      jobId,
      attempt,
      renditions.map((one) => one.width),
      renditions.map((one) => one.type),
      renditions.map((one) => base64(one.bytes)),
    ],
  )

const fail = (jobId: string, attempt: number, error: string) =>
  changed(
    "file_job_fail",
    `UPDATE site_file_jobs SET state = 'failed', lease_until = NULL, error = $3 WHERE ${HELD} RETURNING id`,
    [jobId, attempt, error],
  )

// A finished job is left as it is; the answer is the job as it now is either way.
const cancel = (websiteId: string, jobId: string) =>
  query(JobRow, {
    name: "file_job_cancel",
    sql: `WITH cancelled AS (
            UPDATE site_file_jobs SET state = 'cancelled', lease_until = NULL
            WHERE id = $1 AND website_id = $2 AND state IN ('queued', 'running') RETURNING ${COLUMNS})
          SELECT * FROM cancelled
          UNION ALL
          SELECT ${COLUMNS} FROM site_file_jobs
          WHERE id = $1 AND website_id = $2 AND NOT EXISTS (SELECT 1 FROM cancelled)`,
    params: [jobId, websiteId],
  }).pipe(Effect.map(firstJob), Effect.orDie)

// The file's row is usually gone already, taking these with it (ON DELETE CASCADE); this says so
// for any caller, one statement.
const forget = (websiteId: string, fileId: string) =>
  queryBehind({
    sql: `WITH renditions AS (DELETE FROM site_file_renditions WHERE website_id = $1 AND file_id = $2)
          DELETE FROM site_file_jobs WHERE website_id = $1 AND file_id = $2`,
    params: [websiteId, fileId],
  })

const RenditionRow = Schema.Struct({ width: Schema.Number, type: Schema.String, bytes: Schema.String })

const rendition = (websiteId: string, fileId: string, width: number) =>
  query(RenditionRow, {
    name: "file_rendition",
    sql: `SELECT width, type, encode(bytes, 'base64') AS bytes FROM site_file_renditions
          WHERE website_id = $1 AND file_id = $2 AND width = $3`,
    params: [websiteId, fileId, width],
  }).pipe(
    Effect.map((rows) =>
      Option.map(Option.fromNullishOr(rows[0]), (row) => ({
        width: row.width,
        type: row.type,
        bytes: new Uint8Array(Buffer.from(row.bytes, "base64")),
      })),
    ),
    Effect.orDie,
  )

/**
 * FileJobs on Postgres (`site_file_jobs`, `site_file_renditions`, migration 058): a claim takes the
 * oldest claimable job with `FOR UPDATE SKIP LOCKED`, so workers in any number of processes share
 * the jobs and each goes to one claim; a claim's later steps hold only while the row is still
 * running under that claim's attempt. The renditions' bytes travel as base64 text (as the files').
 * An enqueue NOTIFYs the "file-jobs" channel of the ChangeNotices, whose one listening connection
 * per process wakes its `whenQueued` waiters, as does a reconnection (notices may have been missed).
 *
 * @example
 * Layer.provide(fileJobsLayer(), Layer.provideMerge(changeNoticesLayer(), databaseLayer({})))
 */
export const fileJobsLayer = (): Layer.Layer<FileJobs, never, Database | ChangeNotices> =>
  Layer.effect(
    FileJobs,
    Effect.gen(function* () {
      const waiters = queuedWaiters()
      yield* ChangeNotices.use((notices) =>
        notices.subscribe("file-jobs", { changed: waiters.wakeAll, missed: waiters.wakeAll }),
      )
      return yield* withDatabase((provide) =>
        FileJobs.of({
          whenQueued: waiters.whenQueued,
          enqueue: (websiteId, job, now) => provide(enqueue(websiteId, job, now)),
          get: (websiteId, jobId) => provide(get(websiteId, jobId)),
          latestByFile: (websiteId) => provide(latestByFile(websiteId)),
          claim: (options) => provide(claim(options)),
          progress: (jobId, attempt, value, leaseUntil) =>
            provide(progress(jobId, attempt, value, leaseUntil)),
          complete: (jobId, attempt, renditions) => provide(complete(jobId, attempt, renditions)),
          fail: (jobId, attempt, error) => provide(fail(jobId, attempt, error)),
          cancel: (websiteId, jobId) => provide(cancel(websiteId, jobId)),
          forget: (websiteId, fileId) => provide(forget(websiteId, fileId)),
          rendition: (websiteId, fileId, width) => provide(rendition(websiteId, fileId, width)),
        }),
      )
    }),
  )
