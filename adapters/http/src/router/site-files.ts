import {
  deleteFile,
  FILE_MESSAGES,
  fileContent,
  fileTooLarge,
  MAX_FILE_SIZE,
  normalFileName,
  renameFile,
  siteFiles,
  uploadFile,
} from "@vitrine/core/files"
import { Effect } from "effect"
import {
  DeleteSiteFile,
  ListSiteFiles,
  RenameSiteFile,
  SiteFileContent,
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
 * (the raw body, read with the size limit), a rename, a delete and the download. The id of an upload
 * is a random UUID drawn here, at the boundary.
 *
 * @example
 * const routes = siteFileRoutes(context)
 */
export const siteFileRoutes = (context: RouterContext): RouteTable => [
  defineRoute({ method: "GET", path: ListSiteFiles.path, access: SITE_MANAGE }, () =>
    Effect.map(siteFiles(context.websiteId), (files) =>
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
        return { ...ok(UploadSiteFile.response, { file }), status: 201 }
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
    { method: "GET", path: SiteFileContent.path, access: SITE_MANAGE, params: SiteFileContent.params },
    ({ params }) =>
      Effect.map(
        fileContent(context.websiteId, params.fileId),
        ({ file, bytes }): Reply => ({
          status: 200,
          type: "bytes",
          body: bytes,
          headers: downloadHeaders(file.fileName, file.type),
        }),
      ),
  ),
]
