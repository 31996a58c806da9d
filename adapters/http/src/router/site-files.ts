import {
  cancelFileJob,
  deleteFile,
  FILE_MESSAGES,
  FileNotFound,
  fileContent,
  fileJob,
  fileRendition,
  fileTooLarge,
  isProcessedType,
  listedSiteFiles,
  MAX_FILE_SIZE,
  normalFileName,
  queueFileJob,
  renameFile,
  uploadFile,
} from "@vitrine/core/files"
import { Effect, Option } from "effect"
import {
  CancelSiteFileJob,
  DeleteSiteFile,
  ListSiteFiles,
  RenameSiteFile,
  SiteFileContent,
  SiteFileJob,
  SiteFileRendition,
  UploadSiteFile,
} from "../contract/site-files.ts"
import type { RouterContext } from "./context.ts"
import { readRawBody } from "./raw-body.ts"
import { ok } from "./reply.ts"
import { defineRoute, type Reply, type RouteTable } from "./route.ts"

const SITE_MANAGE = { permission: "site.manage" } as const

// RFC 8187's value: percent-encoded UTF-8, and the four characters encodeURIComponent leaves that
// are not attr-chars encoded too.
const rfc8187 = (text: string): string =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )

/**
 * The download's headers: always an attachment (never shown as a page of the site), its type as
 * sniffed at upload and never re-guessed by the browser, and a CSP under which nothing runs even if
 * it were opened. The name goes in `filename*` (RFC 8187, UTF-8, percent-encoded) and, for old
 * browsers, an ASCII fallback with anything but safe characters replaced.
 */
export const downloadHeaders = (fileName: string, type: string): Record<string, string> => ({
  "Content-Type": type,
  "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w .()-]/g, "_")}"; filename*=UTF-8''${rfc8187(fileName)}`,
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
})

/**
 * An image's headers when it is shown inline — a rendition (the server encoded these bytes itself)
 * or an uploaded image opened to view (its type sniffed as PNG, JPEG, GIF or WebP) —: its type never
 * re-guessed, a CSP under which nothing runs (and, as every API answer, `no-store`).
 */
export const renditionHeaders = (type: string): Record<string, string> => ({
  "Content-Type": type,
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
})

// A refusal of the body before core sees it: past the limit (413, EDITOR-020, closing the
// connection so the sender stops), or cut off midway (EDITOR-038).
const tooLargeReply = (fileName: string): Reply => {
  const message = fileTooLarge(normalFileName(fileName) || "you chose")
  return { status: 413, body: { message, errors: { file: message } }, headers: { Connection: "close" } }
}
const interruptedReply = (): Reply => ({
  status: 400,
  body: { message: FILE_MESSAGES.uploadIncomplete, errors: { file: FILE_MESSAGES.uploadIncomplete } },
})

/**
 * The file manager's routes (EDITOR-002), all the merchant's (`site.manage`): the list, an upload
 * (the raw body, read with the size limit; an image's processing job queued with it), a rename, a
 * delete, the download, a job's state and its cancel (EDITOR-010), and an image's renditions. The
 * ids of an upload and its job are random UUIDs drawn here, at the boundary.
 *
 * @example
 * const routes = siteFileRoutes(context)
 */
export const siteFileRoutes = (context: RouterContext): RouteTable => [
  defineRoute({ method: "GET", path: ListSiteFiles.path, access: SITE_MANAGE }, () =>
    Effect.map(listedSiteFiles(context.websiteId), (files) =>
      ok(ListSiteFiles.response, { files, maxSize: MAX_FILE_SIZE }),
    ),
  ),

  defineRoute(
    {
      method: "POST",
      path: UploadSiteFile.path,
      access: SITE_MANAGE,
      query: UploadSiteFile.query,
      rawBody: { limit: UploadSiteFile.maxSize },
    },
    ({ query }, req) =>
      Effect.gen(function* () {
        const body = yield* readRawBody(req, UploadSiteFile.maxSize)
        if (body._tag === "tooLarge") return tooLargeReply(query.fileName)
        if (body._tag === "interrupted") return interruptedReply()
        const file = yield* uploadFile(context.websiteId, {
          id: crypto.randomUUID(),
          fileName: query.fileName,
          bytes: body.bytes,
        })
        const jobId = yield* queueFileJob(context.websiteId, file, crypto.randomUUID())
        return { ...ok(UploadSiteFile.response, { file, jobId }), status: 201 }
      }),
  ),

  defineRoute(
    {
      method: "PATCH",
      path: RenameSiteFile.path,
      access: SITE_MANAGE,
      params: RenameSiteFile.params,
      body: RenameSiteFile.body,
    },
    ({ params, body }) =>
      Effect.map(renameFile(context.websiteId, params.fileId, body.fileName), (file) =>
        ok(RenameSiteFile.response, { file }),
      ),
  ),

  defineRoute(
    { method: "DELETE", path: DeleteSiteFile.path, access: SITE_MANAGE, params: DeleteSiteFile.params },
    ({ params }) =>
      Effect.as(deleteFile(context.websiteId, params.fileId), ok(DeleteSiteFile.response, { deleted: true })),
  ),

  defineRoute(
    {
      method: "GET",
      path: SiteFileContent.path,
      access: SITE_MANAGE,
      params: SiteFileContent.params,
      query: SiteFileContent.query,
    },
    ({ params, query }) =>
      Effect.map(
        fileContent(context.websiteId, params.fileId),
        ({ file, bytes }): Reply => ({
          status: 200,
          type: "bytes",
          body: bytes,
          headers:
            query.view === "inline" && isProcessedType(file.type)
              ? renditionHeaders(file.type)
              : downloadHeaders(file.fileName, file.type),
        }),
      ),
  ),

  defineRoute(
    { method: "GET", path: SiteFileJob.path, access: SITE_MANAGE, params: SiteFileJob.params },
    ({ params }) =>
      Effect.map(fileJob(context.websiteId, params.jobId), (job) => ok(SiteFileJob.response, { job })),
  ),

  defineRoute(
    { method: "POST", path: CancelSiteFileJob.path, access: SITE_MANAGE, params: CancelSiteFileJob.params },
    ({ params }) =>
      Effect.map(cancelFileJob(context.websiteId, params.jobId), (job) =>
        ok(CancelSiteFileJob.response, { job }),
      ),
  ),

  defineRoute(
    { method: "GET", path: SiteFileRendition.path, access: SITE_MANAGE, params: SiteFileRendition.params },
    ({ params }) =>
      Effect.flatMap(
        fileRendition(context.websiteId, params.fileId, params.width),
        Option.match({
          onNone: () => Effect.fail(new FileNotFound({ fileId: params.fileId })),
          onSome: (rendition): Effect.Effect<Reply> =>
            Effect.succeed({
              status: 200,
              type: "bytes",
              body: rendition.bytes,
              headers: renditionHeaders(rendition.type),
            }),
        }),
      ),
  ),
]
