/**
 * `@vitrine/core/files`: the site's file manager (EDITOR-002): the files a merchant uploads, lists,
 * renames, downloads and deletes, each with its file name, type, size and upload time.
 *
 * The spec names the manager, the file's fields and the messages; our choices where it is silent:
 * - Largest file (EDITOR-021): 20 MB = 20,000,000 bytes (`MAX_FILE_SIZE`).
 * - Size units (CONST-009, the two statements conflict): powers of 1000, so 1 MB is 1,000,000
 *   bytes as the spec's example says (`formatFileSize`).
 * - Types: PNG, JPEG, GIF, WebP, PDF, MP3, Ogg and WAV audio (for the home page's albums), and
 *   UTF-8 plain text or CSV — found from the content's first
 *   bytes (`sniffFileType`), never from the name alone. SVG and HTML are refused: they carry scripts.
 *   Downloads go out as attachments with `nosniff` and a CSP that runs nothing, as a second wall.
 * - Names (EDITOR-019): trimmed, 1–255 characters, no `/`, `\` or control character; two files may
 *   share a name (they have their own ids). A rename keeps the type found at upload.
 * - The delete warning (EDITOR-040): `FILE_MESSAGES.deleteWarning`.
 * - An empty file is not a supported file (EDITOR-022).
 * - Processing (EDITOR-010): an uploaded image is queued as a job (`queueFileJob`) that a worker in
 *   the server (`fileJobWorker`, any number of processes, woken by the enqueue through
 *   `FileJobs.whenQueued`, else resting `FILE_JOB_IDLE_MS`) turns into renditions, one per served width
 *   narrower than the image (`renditionWidths`, `IMAGE_WIDTHS`), as WebP. States queued, running,
 *   complete, failed, cancelled (`nextJobState`). A claim holds a job for `JOB_LEASE_MS` (renewed by
 *   each progress report); a worker that dies loses it at the lease's end and another claims it;
 *   after `MAX_JOB_ATTEMPTS` claims it is abandoned (`isAbandoned`: EDITOR-036's message).
 * - Renditions are served by URL (`GET /api/site-files/:fileId/renditions/:width`, the merchant's
 *   like every file call) and the file manager's preview draws a `srcset` from them. The storefront's
 *   srcsets (`variantSrcset`) stay on the catalogue's image data: the file manager's files are the
 *   merchant's and no storefront page names one, so there is nothing there to point at them yet.
 * - The screen's time limit for a job (EDITOR-036): 2 minutes, asked with a wait of 250 ms doubling
 *   to 4 s (`JOB_POLL` in the HTTP client); a status answer without a body that reads as a job is
 *   EDITOR-039's message.
 * - The file list (`listedSiteFiles`) carries each file's latest job, so the screen shows an image's
 *   thumbnail from its renditions (`thumbnailWidth`: the narrowest at least as wide as the box), or
 *   that it is still processing or failed; a file with no job (not an image) has `job: null`.
 */
export { FileJobNotFound, FileNotFound, FileRefused, ImageUnreadable } from "./errors.ts"
export {
  cancelFileJob,
  FILE_JOB_IDLE_MS,
  fileJob,
  fileJobWorker,
  fileRendition,
  queueFileJob,
  runFileJob,
} from "./job-program.ts"
export {
  type ClaimedFileJob,
  claimable,
  FILE_JOB_STATES,
  FINISHED_JOB_STATES,
  type FileJob,
  type FileJobEvent,
  FileJobSchema,
  type FileJobState,
  FileJobStateSchema,
  type FileJobView,
  FileJobViewSchema,
  isAbandoned,
  isProcessedType,
  JOB_LEASE_MS,
  jobView,
  MAX_JOB_ATTEMPTS,
  nextJobState,
  RENDITION_TYPE,
  renditionWidths,
} from "./jobs.ts"
export {
  justUploaded,
  type ListedSiteFile,
  ListedSiteFileSchema,
  listedSiteFiles,
  thumbnailWidth,
} from "./listing.ts"
export {
  FILE_MESSAGES,
  fileTooLarge,
  jobStateMessage,
  type UploadEnd,
  unsupportedFile,
  uploadEndMessage,
} from "./messages.ts"
export {
  AUDIO_FILE_TYPES,
  FILE_TYPES,
  FileNameSchema,
  type FileType,
  FileTypeSchema,
  isAudioType,
  type SiteFile,
  SiteFileSchema,
} from "./model.ts"
export { ENTER_FILE_NAME, extensionOf, FILE_NAME_LIMIT, fileNameProblem, normalFileName } from "./names.ts"
export {
  FileJobs,
  type FileRendition,
  ImageResizer,
  type SiteFileContent,
  SiteFileRepository,
} from "./port.ts"
export { deleteFile, fileContent, renameFile, siteFiles, uploadFile } from "./program.ts"
export { queuedWaiters } from "./queued-waiters.ts"
export { BYTES_PER_UNIT, formatFileSize, MAX_FILE_SIZE } from "./sizes.ts"
export { isUtf8, SNIFF_BYTES, sniffFileType } from "./sniff.ts"
