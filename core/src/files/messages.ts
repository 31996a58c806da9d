import { formatFileSize, MAX_FILE_SIZE } from "./sizes.ts"

/**
 * The file manager's messages, worded as the spec gives them (EDITOR-020, EDITOR-022, EDITOR-033 to
 * EDITOR-039) and, where it gives none, as we chose (EDITOR-040).
 */
export const FILE_MESSAGES = {
  uploadFailed: { title: "Unable to Upload File", body: "There was a problem while uploading your file." },
  renameFailed: { title: "Unable to Rename File", body: "There was a problem while renaming your file." },
  processingFailed: "File processing failed",
  processingIncomplete: "File processing failed to complete",
  processingCancelled: "File processing cancelled",
  uploadIncomplete: "File upload failed to complete",
  /** EDITOR-039: a job-status answer came with no body, or one that does not read as a job. */
  noJobData: "No response data from job request",
  /** EDITOR-040 (UNSPECIFIED text, our choice): the confirm before a delete says it is for good. */
  deleteWarning: "This file will be deleted for good. This cannot be undone.",
} as const

/**
 * EDITOR-020: the file is over the limit; the limit as people read it (CONST-009).
 *
 * @example
 * fileTooLarge("film.mov") // "The file film.mov is too large. The maximum allowed file size is 20 MB."
 */
export const fileTooLarge = (fileName: string, maxSize: number = MAX_FILE_SIZE): string =>
  `The file ${fileName} is too large. The maximum allowed file size is ${formatFileSize(maxSize)}.`

/**
 * EDITOR-022: the file's content is none of the types the site takes.
 *
 * @example
 * unsupportedFile("logo.svg") // "The file logo.svg does not appear to be a supported file"
 */
export const unsupportedFile = (fileName: string): string =>
  `The file ${fileName} does not appear to be a supported file`

/**
 * How an upload in the browser ended (EDITOR-010: processing fails, completes or is cancelled), and
 * the message each shows: the request never reached an answer ("File upload failed to complete",
 * EDITOR-038), the merchant cancelled it (EDITOR-037), the server refused or failed it (EDITOR-035).
 */
export type UploadEnd = "complete" | "failed" | "cancelled" | "interrupted"

/**
 * The message for an upload's end, none when it completed.
 *
 * @example
 * uploadEndMessage("cancelled") // "File processing cancelled"
 */
export const uploadEndMessage = (end: UploadEnd): string | undefined =>
  end === "complete"
    ? undefined
    : end === "cancelled"
      ? FILE_MESSAGES.processingCancelled
      : end === "interrupted"
        ? FILE_MESSAGES.uploadIncomplete
        : FILE_MESSAGES.processingFailed

/**
 * The message for where a processing job stands as the screen follows it (EDITOR-010), none while
 * it is queued or running and when it completed: "File processing failed" (EDITOR-035), "File
 * processing cancelled" (EDITOR-037), and "File processing failed to complete" (EDITOR-036) for a
 * job every worker that took it dropped (`abandoned`).
 *
 * @example
 * jobStateMessage({ state: "failed", abandoned: false }) // "File processing failed"
 */
export const jobStateMessage = (job: {
  readonly state: "queued" | "running" | "complete" | "failed" | "cancelled"
  readonly abandoned: boolean
}): string | undefined =>
  job.abandoned
    ? FILE_MESSAGES.processingIncomplete
    : job.state === "failed"
      ? FILE_MESSAGES.processingFailed
      : job.state === "cancelled"
        ? FILE_MESSAGES.processingCancelled
        : undefined
