import {
  ENTER_FILE_NAME,
  FileJobViewSchema,
  ListedSiteFileSchema,
  MAX_FILE_SIZE,
  SiteFileSchema,
} from "@vitrine/core/files"
import { Schema } from "effect"
import { FIELD_MESSAGE } from "./fields.ts"
import { SITE_PATHS } from "./site-paths.ts"

// A file name as sent: any text, checked (trimmed, EDITOR-019) by core's rename and upload, which
// answer the field's message; missing, it is EDITOR-019's.
const FileNameField = Schema.String.pipe(Schema.annotateKey({ messageMissingKey: ENTER_FILE_NAME }))

/** A file's id in a path: what an upload draws (a UUID), or at least short printable text. */
const FileIdParams = Schema.Struct({
  fileId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
})

/**
 * `GET /api/site-files` (EDITOR-002; the spec shows no call): the website's files, newest first,
 * `{ files: [{ id, fileName, type, size, uploadedAt, job }], maxSize }` — `job` the file's latest
 * processing job as `GET /api/site-file-jobs/:jobId` shows it (an image's thumbnail comes from its
 * renditions, EDITOR-010), null for a file that has none; `maxSize` in bytes (EDITOR-021), so the
 * screen can refuse a file too large before sending it. `site.manage`, as every file call.
 *
 * @example
 * const { files } = Schema.decodeUnknownSync(ListSiteFiles.response)(await res.json())
 */
export const ListSiteFiles = {
  method: "GET",
  path: SITE_PATHS.siteFiles,
  response: Schema.Struct({ files: Schema.Array(ListedSiteFileSchema), maxSize: Schema.Number }),
} as const

/**
 * `POST /api/site-files?fileName=…`: uploads a file. The body is the file's bytes as they are (any
 * `Content-Type`; the server finds the type from the content), at most `MAX_FILE_SIZE` bytes — past
 * that, 413 under `file` with EDITOR-020's message, known from `Content-Length` or while reading.
 * The name is a query parameter (UTF-8, percent-encoded); a blank one is 400 under `fileName`
 * (EDITOR-019). A content the site does not take is 400 under `file` (EDITOR-022). Answers
 * `{ file, jobId }`, status 201: `jobId` names the processing job queued for an image (its
 * renditions, EDITOR-010; follow it at `GET /api/site-file-jobs/:jobId`), null for other files.
 *
 * @example
 * await fetch(`/api/site-files?fileName=${encodeURIComponent(file.name)}`, { method: "POST", body: file })
 */
export const UploadSiteFile = {
  method: "POST",
  path: SITE_PATHS.siteFiles,
  query: Schema.Struct({ fileName: FileNameField }),
  maxSize: MAX_FILE_SIZE,
  response: Schema.Struct({ file: SiteFileSchema, jobId: Schema.NullOr(Schema.String) }),
} as const

/**
 * `PATCH /api/site-files/:fileId`, payload `{ fileName }`: renames a file (its type stays). A blank
 * or bad name is 400 under `fileName` (EDITOR-019); another website's or an unknown file is 404.
 * Answers `{ file }`.
 *
 * @example
 * Schema.decodeUnknownSync(RenameSiteFile.body)({ fileName: "Menu 2026.pdf" })
 */
export const RenameSiteFile = {
  method: "PATCH",
  path: SITE_PATHS.siteFile,
  params: FileIdParams,
  body: Schema.Struct({ fileName: FileNameField }).annotate({ message: FIELD_MESSAGE.body }),
  response: Schema.Struct({ file: SiteFileSchema }),
} as const

/**
 * `DELETE /api/site-files/:fileId`: deletes a file for good (EDITOR-040: the screen warns first);
 * `{ deleted: true }`, or 404 when the website has no such file.
 *
 * @example
 * await fetch("/api/site-files/f-1", { method: "DELETE" })
 */
export const DeleteSiteFile = {
  method: "DELETE",
  path: SITE_PATHS.siteFile,
  params: FileIdParams,
  response: Schema.Struct({ deleted: Schema.Literal(true) }),
} as const

/** How `?view=` asks for a file's bytes; anything else is 400 under `view`. */
export const VIEW_MESSAGE = "Please choose how to view the file (inline)"

/**
 * `GET /api/site-files/:fileId/content`: the file's bytes, for a download — as an attachment
 * (`Content-Disposition: attachment`, the name in `filename*`), with its sniffed type, `nosniff`,
 * and a CSP that runs nothing (`default-src 'none'; sandbox`), so no upload ever runs as a page of
 * the site. With `?view=inline` an image (PNG, JPEG, GIF or WebP: never a type that carries
 * scripts) is served inline instead, under the same headers, so the file list can open the full
 * image in a tab; any other file stays an attachment. 404 when the website has no such file.
 *
 * @example
 * <a href={`/api/site-files/${file.id}/content`}>Download</a>
 * <a href={`/api/site-files/${file.id}/content?view=inline`} target="_blank">Open</a>
 */
export const SiteFileContent = {
  method: "GET",
  path: SITE_PATHS.siteFileContent,
  params: FileIdParams,
  query: Schema.Struct({
    view: Schema.optionalKey(Schema.Literal("inline").annotate({ message: VIEW_MESSAGE })),
  }),
} as const

/** A job's id in a path: what an upload draws (a UUID), or at least short printable text. */
const JobIdParams = Schema.Struct({
  jobId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
})

/**
 * `GET /api/site-file-jobs/:jobId` (EDITOR-010; the spec shows no call): a processing job as the
 * screen follows it, `{ job: { id, fileId, state, progress, renditions, abandoned } }` — `state`
 * queued, running, complete, failed or cancelled; `progress` 0 to 1; `renditions` the widths made
 * (once complete); `abandoned` when every worker that took it died (EDITOR-036). 404 when the
 * website has no such job. `site.manage`.
 *
 * @example
 * const { job } = Schema.decodeUnknownSync(SiteFileJob.response)(await res.json())
 */
export const SiteFileJob = {
  method: "GET",
  path: SITE_PATHS.siteFileJob,
  params: JobIdParams,
  response: Schema.Struct({ job: FileJobViewSchema }),
} as const

/**
 * `POST /api/site-file-jobs/:jobId/cancel`: cancels a job not yet finished (EDITOR-010, EDITOR-037);
 * one already finished stays as it ended. Answers `{ job }` as it now is; 404 when unknown.
 *
 * @example
 * await fetch("/api/site-file-jobs/j-1/cancel", { method: "POST" })
 */
export const CancelSiteFileJob = {
  method: "POST",
  path: SITE_PATHS.siteFileJobCancel,
  params: JobIdParams,
  response: Schema.Struct({ job: FileJobViewSchema }),
} as const

/**
 * `GET /api/site-files/:fileId/renditions/:width`: a rendition an image's job made, one of the
 * served widths (`IMAGE_WIDTHS`) narrower than the image, as WebP — served inline (the server
 * wrote these bytes itself), `nosniff`, a CSP that runs nothing. 404 when there is no such
 * rendition (a width that is not a served one included); a width that is not a whole number
 * from 1 to 10,000 is 400. `site.manage`, like the file it comes from.
 *
 * @example
 * <img srcSet={job.renditions.map((w) => `/api/site-files/${fileId}/renditions/${w} ${w}w`).join(",")} />
 */
export const SiteFileRendition = {
  method: "GET",
  path: SITE_PATHS.siteFileRendition,
  params: Schema.Struct({
    fileId: FileIdParams.fields.fileId,
    width: Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  }),
} as const
