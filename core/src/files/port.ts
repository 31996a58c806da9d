import { Context, type Effect, type Option, type Scope } from "effect"
import type { ImageUnreadable } from "./errors.ts"
import type { ClaimedFileJob, FileJob } from "./jobs.ts"
import type { SiteFile } from "./model.ts"

/** A file with its bytes, for a download. */
export interface SiteFileContent {
  readonly file: SiteFile
  readonly bytes: Uint8Array
}

/** Keeps each website's files (EDITOR-002): their description and their bytes. */
export class SiteFileRepository extends Context.Service<
  SiteFileRepository,
  {
    /** A website's files, newest upload first (ties by id); empty when it has none. */
    readonly list: (websiteId: string) => Effect.Effect<ReadonlyArray<SiteFile>>
    /** Keeps a new file and its bytes (a copy: changing the array afterwards changes nothing kept). An id already kept is a defect. */
    readonly add: (websiteId: string, file: SiteFile, bytes: Uint8Array) => Effect.Effect<void>
    /** Renames a file; none when the website has no such file. */
    readonly rename: (
      websiteId: string,
      fileId: string,
      fileName: string,
    ) => Effect.Effect<Option.Option<SiteFile>>
    /** Deletes a file and its bytes; false when the website had no such file. */
    readonly remove: (websiteId: string, fileId: string) => Effect.Effect<boolean>
    /** A file with its bytes; none when the website has no such file. */
    readonly content: (websiteId: string, fileId: string) => Effect.Effect<Option.Option<SiteFileContent>>
  }
>()("@vitrine/core/files/SiteFileRepository") {}

/** A rendition of an image file: one of its served widths, re-encoded (`RENDITION_TYPE`). */
export interface FileRendition {
  readonly width: number
  readonly type: string
  readonly bytes: Uint8Array
}

/**
 * The file processing jobs (EDITOR-010) and what they made: queued with an upload, claimed by
 * workers (any number, in any number of processes: each job goes to one claim at a time), settled
 * by the claim that holds them. A claim is named by the job's `attempts` when it was made, so a
 * worker whose lease ran out (and whose job another worker took) changes nothing any more.
 */
export class FileJobs extends Context.Service<
  FileJobs,
  {
    /** Queues a job for a file of the website, at `now`. An id already kept is a defect. */
    readonly enqueue: (
      websiteId: string,
      job: { readonly id: string; readonly fileId: string },
      now: number,
    ) => Effect.Effect<void>
    /** A website's job; none when it has no such job (another website's included). */
    readonly get: (websiteId: string, jobId: string) => Effect.Effect<Option.Option<FileJob>>
    /**
     * The latest job of each of a website's files (the last queued, ties by the larger id), keyed
     * by file id, for the file list; a file that never had a job is absent.
     */
    readonly latestByFile: (websiteId: string) => Effect.Effect<ReadonlyMap<string, FileJob>>
    /**
     * Claims the oldest claimable job at `now` (`claimable`: queued, or running with its lease over
     * and claims left): it becomes running until `now + leaseMs`, its attempts one higher, its
     * progress back to 0. Of concurrent claims each job goes to exactly one. None when no job waits.
     */
    readonly claim: (options: {
      readonly now: number
      readonly leaseMs: number
    }) => Effect.Effect<Option.Option<ClaimedFileJob>>
    /**
     * The claim `attempt` reports progress (0 to 1) and renews its lease to `leaseUntil`; false when
     * the job is no longer running under that claim (cancelled, or claimed again), so the worker stops.
     */
    readonly progress: (
      jobId: string,
      attempt: number,
      progress: number,
      leaseUntil: number,
    ) => Effect.Effect<boolean>
    /**
     * The claim `attempt` completes its job, keeping the renditions (their bytes copied) in the same
     * step; false (nothing kept) when the job is no longer running under that claim.
     */
    readonly complete: (
      jobId: string,
      attempt: number,
      renditions: ReadonlyArray<FileRendition>,
    ) => Effect.Effect<boolean>
    /** The claim `attempt` fails its job with a reason; false when it no longer holds it. */
    readonly fail: (jobId: string, attempt: number, error: string) => Effect.Effect<boolean>
    /**
     * Cancels a job not yet finished (a finished one stays as it is); the job as it now is, none when
     * the website has no such job.
     */
    readonly cancel: (websiteId: string, jobId: string) => Effect.Effect<Option.Option<FileJob>>
    /** Drops a file's jobs and renditions (its file was deleted). */
    readonly forget: (websiteId: string, fileId: string) => Effect.Effect<void>
    /**
     * Calls `wake` whenever a job may have been queued from now on, by this process or (on a shared
     * database) another, until the scope closes; done once an enqueue after it is sure to call it.
     * It may also call it when none was (notices missed, then heard again): a worker takes it as
     * "look again", never as a job. Never fails.
     */
    readonly whenQueued: (wake: () => void) => Effect.Effect<void, never, Scope.Scope>
    /** A rendition of a website's file at a width; none when there is no such rendition. */
    readonly rendition: (
      websiteId: string,
      fileId: string,
      width: number,
    ) => Effect.Effect<Option.Option<FileRendition>>
  }
>()("@vitrine/core/files/FileJobs") {}

/**
 * Measures and resizes images: CPU work outside core (the server's adapter uses `sharp`).
 */
export class ImageResizer extends Context.Service<
  ImageResizer,
  {
    /** The image's width in pixels; fails when the bytes are not an image it can read. */
    readonly width: (bytes: Uint8Array) => Effect.Effect<number, ImageUnreadable>
    /** The image `width` pixels wide (its aspect kept), as `RENDITION_TYPE`. */
    readonly resize: (bytes: Uint8Array, width: number) => Effect.Effect<Uint8Array, ImageUnreadable>
  }
>()("@vitrine/core/files/ImageResizer") {}
