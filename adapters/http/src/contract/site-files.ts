import { ENTER_FILE_NAME, MAX_FILE_SIZE, SiteFileSchema } from "@vitrine/core/files"
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
 * `{ files: [{ id, fileName, type, size, uploadedAt }], maxSize }` — `maxSize` in bytes (EDITOR-021),
 * so the screen can refuse a file too large before sending it. `site.manage`, as every file call.
 *
 * @example
 * const { files } = Schema.decodeUnknownSync(ListSiteFiles.response)(await res.json())
 */
export const ListSiteFiles = {
  method: "GET",
  path: SITE_PATHS.siteFiles,
  response: Schema.Struct({ files: Schema.Array(SiteFileSchema), maxSize: Schema.Number }),
} as const

/**
 * `POST /api/site-files?fileName=…`: uploads a file. The body is the file's bytes as they are (any
 * `Content-Type`; the server finds the type from the content), at most `MAX_FILE_SIZE` bytes — past
 * that, 413 under `file` with EDITOR-020's message, known from `Content-Length` or while reading.
 * The name is a query parameter (UTF-8, percent-encoded); a blank one is 400 under `fileName`
 * (EDITOR-019). A content the site does not take is 400 under `file` (EDITOR-022). Answers
 * `{ file }`, status 201.
 *
 * @example
 * await fetch(`/api/site-files?fileName=${encodeURIComponent(file.name)}`, { method: "POST", body: file })
 */
export const UploadSiteFile = {
  method: "POST",
  path: SITE_PATHS.siteFiles,
  query: Schema.Struct({ fileName: FileNameField }),
  maxSize: MAX_FILE_SIZE,
  response: Schema.Struct({ file: SiteFileSchema }),
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

/**
 * `GET /api/site-files/:fileId/content`: the file's bytes, for a download — always as an attachment
 * (`Content-Disposition: attachment`, the name in `filename*`), with its sniffed type, `nosniff`,
 * and a CSP that runs nothing (`default-src 'none'; sandbox`), so no upload ever runs as a page of
 * the site. 404 when the website has no such file.
 *
 * @example
 * <a href={`/api/site-files/${file.id}/content`}>Download</a>
 */
export const SiteFileContent = {
  method: "GET",
  path: SITE_PATHS.siteFileContent,
  params: FileIdParams,
} as const
