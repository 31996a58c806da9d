import type { SiteFile } from "@vitrine/core/files"
import { FILE_MESSAGES } from "@vitrine/core/files"
import { CRUMB } from "../contract/cookies.ts"
import { SITE_PATHS } from "../contract/site-paths.ts"
import { CLIENT_MESSAGE } from "./messages.ts"
import { type ApiResult, type ClientConfig, clientConfig, type StoreClientOptions, send } from "./request.ts"
import { readErrorBody, SHAPE_CHECKS } from "./shape.ts"

/** The site's files and the largest upload, in bytes (EDITOR-021). */
export interface SiteFileList {
  readonly files: readonly SiteFile[]
  readonly maxSize: number
}

/** How an upload goes: its progress (0 to 1, as the bytes leave), and a signal to cancel it. */
export interface UploadOptions {
  readonly onProgress?: (sent: number) => void
  readonly signal?: AbortSignal
}

/** The file manager's calls (`site.manage`), answering results as the store client's. */
export interface SiteFilesClient {
  /** The website's files, newest first, and the size limit. */
  readonly list: () => Promise<ApiResult<SiteFileList>>
  /**
   * Uploads a file's bytes under a name; a refusal carries the spec's message under `file` or
   * `fileName`; a cancelled upload is status 0 with "File processing cancelled" (EDITOR-037), one
   * cut off "File upload failed to complete" (EDITOR-038).
   */
  readonly upload: (file: Blob, fileName: string, options?: UploadOptions) => Promise<ApiResult<SiteFile>>
  /** Renames a file; a bad name is 400 under `fileName` (EDITOR-019). */
  readonly rename: (fileId: string, fileName: string) => Promise<ApiResult<SiteFile>>
  /** Deletes a file for good. */
  readonly remove: (fileId: string) => Promise<ApiResult<true>>
  /** The address of a file's download (an attachment). */
  readonly downloadUrl: (fileId: string) => string
}

const filePath = (template: string, fileId: string): string =>
  template.replace(":fileId", encodeURIComponent(fileId))

const failed = (status: number, message: string, body?: unknown): ApiResult<never> => {
  const read = readErrorBody(body)
  return {
    ok: false,
    error: {
      status,
      message: read.message ?? message,
      fieldErrors: read.fieldErrors,
      crumbFail: read.crumbFail,
    },
  }
}

// The slice of XMLHttpRequest an upload uses: fetch reports no upload progress, XHR does.
interface Xhr {
  open(method: string, url: string): void
  setRequestHeader(name: string, value: string): void
  send(body: Blob): void
  abort(): void
  withCredentials: boolean
  status: number
  responseText: string
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null
  }
  onload: (() => void) | null
  onerror: (() => void) | null
  onabort: (() => void) | null
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const answerOf = (status: number, body: unknown): ApiResult<SiteFile> => {
  if (status >= 200 && status < 300)
    return SHAPE_CHECKS.siteFile(body)
      ? { ok: true, value: (body as { file: SiteFile }).file }
      : failed(status, CLIENT_MESSAGE.unexpected)
  return failed(status, FILE_MESSAGES.uploadFailed.body, body)
}

const uploadOnce = (config: ClientConfig, file: Blob, fileName: string, options: UploadOptions) => {
  const url = `${config.baseUrl}${SITE_PATHS.siteFiles}?fileName=${encodeURIComponent(fileName)}`
  const crumb = config.crumb()
  const XhrClass = (globalThis as { XMLHttpRequest?: new () => Xhr }).XMLHttpRequest
  if (options.signal?.aborted) return Promise.resolve(failed(0, FILE_MESSAGES.processingCancelled))
  if (XhrClass === undefined) {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Content-Type": "application/octet-stream",
    }
    if (crumb !== undefined) headers[CRUMB.header] = crumb
    return config
      .fetch(url, {
        method: "POST",
        headers,
        body: file,
        credentials: "include",
        ...(options.signal ? { signal: options.signal } : {}),
      })
      .then(
        async (response) => answerOf(response.status, await response.json().catch(() => undefined)),
        () =>
          failed(
            0,
            options.signal?.aborted ? FILE_MESSAGES.processingCancelled : FILE_MESSAGES.uploadIncomplete,
          ),
      )
  }
  return new Promise<ApiResult<SiteFile>>((resolve) => {
    const xhr = new XhrClass()
    xhr.open("POST", url)
    xhr.withCredentials = true
    xhr.setRequestHeader("Accept", "application/json")
    xhr.setRequestHeader("Content-Type", "application/octet-stream")
    if (crumb !== undefined) xhr.setRequestHeader(CRUMB.header, crumb)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => resolve(answerOf(xhr.status, parse(xhr.responseText)))
    // A 413 may close the connection before the browser reads it: that reads as an error too.
    xhr.onerror = () => resolve(failed(0, FILE_MESSAGES.uploadIncomplete))
    xhr.onabort = () => resolve(failed(0, FILE_MESSAGES.processingCancelled))
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true })
    xhr.send(file)
  })
}

/**
 * A fetch client of the file manager's endpoints (`/api/site-files…`), safe for the browser; the
 * upload goes by XMLHttpRequest where there is one, for its progress.
 *
 * @example
 * const files = createSiteFilesClient()
 * const uploaded = await files.upload(input.files[0], input.files[0].name, { onProgress: setProgress })
 */
export const createSiteFilesClient = (options: StoreClientOptions = {}): SiteFilesClient => {
  const config = clientConfig(options)
  return {
    list: () => send(config, { endpoint: "siteFiles", method: "GET", path: SITE_PATHS.siteFiles }),
    upload: async (file, fileName, uploadOptions = {}) => {
      const first = await uploadOnce(config, file, fileName, uploadOptions)
      // A stale crumb: the refusal set a fresh one, so once more (as `send` does, API-029).
      if (first.ok || !first.error.crumbFail) return first
      return uploadOnce(config, file, fileName, uploadOptions)
    },
    rename: async (fileId, fileName) => {
      const result = await send<{ file: SiteFile }>(config, {
        endpoint: "siteFile",
        method: "PATCH",
        path: filePath(SITE_PATHS.siteFile, fileId),
        body: { fileName },
      })
      return result.ok ? { ok: true, value: result.value.file } : result
    },
    remove: async (fileId) => {
      const result = await send<{ deleted: true }>(config, {
        endpoint: "siteFileDeleted",
        method: "DELETE",
        path: filePath(SITE_PATHS.siteFile, fileId),
      })
      return result.ok ? { ok: true, value: true } : result
    },
    downloadUrl: (fileId) => `${config.baseUrl}${filePath(SITE_PATHS.siteFileContent, fileId)}`,
  }
}
