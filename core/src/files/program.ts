import { Clock, Effect, Option } from "effect"
import { FileNotFound, FileRefused } from "./errors.ts"
import { fileTooLarge, unsupportedFile } from "./messages.ts"
import type { SiteFile } from "./model.ts"
import { fileNameProblem, normalFileName } from "./names.ts"
import { FileJobs, SiteFileRepository } from "./port.ts"
import { MAX_FILE_SIZE } from "./sizes.ts"
import { sniffFileType } from "./sniff.ts"

const checkedName = (fileName: string) => {
  const name = normalFileName(fileName)
  const problem = fileNameProblem(name)
  return problem === undefined
    ? Effect.succeed(name)
    : Effect.fail(new FileRefused({ field: "fileName", reason: "name", detail: problem }))
}

/**
 * A website's files, newest first (EDITOR-002).
 *
 * @example
 * siteFiles("site-1") // Effect<ReadonlyArray<SiteFile>, never, SiteFileRepository>
 */
export const siteFiles = (websiteId: string) =>
  SiteFileRepository.use((repository) => repository.list(websiteId))

/**
 * Uploads a file (EDITOR-002): the name checked (EDITOR-019), the size within `MAX_FILE_SIZE`
 * (EDITOR-020, EDITOR-021) and the type found from the content (EDITOR-022); a refused file keeps
 * nothing. The id comes from the caller (the boundary draws it), the upload time from the clock.
 *
 * @example
 * uploadFile("site-1", { id: "f-1", fileName: "menu.pdf", bytes })
 */
export const uploadFile = Effect.fn("uploadFile")(function* (
  websiteId: string,
  upload: { readonly id: string; readonly fileName: string; readonly bytes: Uint8Array },
) {
  const fileName = yield* checkedName(upload.fileName)
  if (upload.bytes.length > MAX_FILE_SIZE)
    return yield* new FileRefused({ field: "file", reason: "tooLarge", detail: fileTooLarge(fileName) })
  const type = sniffFileType(upload.bytes, fileName)
  if (type === undefined)
    return yield* new FileRefused({ field: "file", reason: "unsupported", detail: unsupportedFile(fileName) })
  const file: SiteFile = {
    id: upload.id,
    fileName,
    type,
    size: upload.bytes.length,
    uploadedAt: new Date(yield* Clock.currentTimeMillis).toISOString(),
  }
  yield* SiteFileRepository.use((repository) => repository.add(websiteId, file, upload.bytes))
  return file
})

/**
 * Renames a file (EDITOR-002, EDITOR-019); its type stays the one found at upload, whatever the
 * new name's extension (the content decides the type, never the name).
 *
 * @example
 * renameFile("site-1", "f-1", "Menu 2026.pdf")
 */
export const renameFile = Effect.fn("renameFile")(function* (
  websiteId: string,
  fileId: string,
  fileName: string,
) {
  const name = yield* checkedName(fileName)
  const renamed = yield* SiteFileRepository.use((repository) => repository.rename(websiteId, fileId, name))
  return yield* Option.match(renamed, {
    onNone: () => Effect.fail(new FileNotFound({ fileId })),
    onSome: Effect.succeed,
  })
})

/**
 * Deletes a file and its bytes, for good (EDITOR-040: the screen warns first), with its processing
 * jobs and renditions.
 *
 * @example
 * deleteFile("site-1", "f-1")
 */
export const deleteFile = Effect.fn("deleteFile")(function* (websiteId: string, fileId: string) {
  const removed = yield* SiteFileRepository.use((repository) => repository.remove(websiteId, fileId))
  if (!removed) return yield* new FileNotFound({ fileId })
  yield* FileJobs.use((jobs) => jobs.forget(websiteId, fileId))
})

/**
 * A file with its bytes, for a download.
 *
 * @example
 * fileContent("site-1", "f-1")
 */
export const fileContent = Effect.fn("fileContent")(function* (websiteId: string, fileId: string) {
  const content = yield* SiteFileRepository.use((repository) => repository.content(websiteId, fileId))
  return yield* Option.match(content, {
    onNone: () => Effect.fail(new FileNotFound({ fileId })),
    onSome: Effect.succeed,
  })
})
