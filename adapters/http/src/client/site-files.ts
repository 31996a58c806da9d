import type { FileJobView, ListedSiteFile, SiteFile } from "@vitrine/core/files"
import { FILE_MESSAGES, jobStateMessage } from "@vitrine/core/files"
import { CRUMB } from "../contract/cookies.ts"
import { SITE_PATHS } from "../contract/site-paths.ts"
import { CLIENT_MESSAGE } from "./messages.ts"
import { type ApiResult, type ClientConfig, clientConfig, type StoreClientOptions, send } from "./request.ts"
import { readErrorBody, SHAPE_CHECKS } from "./shape.ts"

/** The site's files, each with its latest processing job, and the largest upload, in bytes (EDITOR-021). */
export interface SiteFileList {
  readonly files: readonly ListedSiteFile[]
  readonly maxSize: number
}

/** An upload's answer: the file, and its processing job (an image's renditions), null when none. */
export interface UploadedFile {
  readonly file: SiteFile
  readonly jobId: string | null
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
  readonly upload: (file: Blob, fileName: string, options?: UploadOptions) => Promise<ApiResult<UploadedFile>>
  /**
   * A processing job as it stands; a success whose body is missing or does not read as a job is
   * "No response data from job request" (EDITOR-039).
   */
  readonly job: (jobId: string) => Promise<ApiResult<FileJobView>>
  /** Cancels a job not yet finished; the job as it now is. */
  readonly cancelJob: (jobId: string) => Promise<ApiResult<FileJobView>>
  /** The address of a rendition of an image file at one of its widths. */
  readonly renditionUrl: (fileId: string, width: number) => string
  /** Renames a file; a bad name is 400 under `fileName` (EDITOR-019). */
  readonly rename: (fileId: string, fileName: string) => Promise<ApiResult<SiteFile>>
  /** Deletes a file for good. */
  readonly remove: (fileId: string) => Promise<ApiResult<true>>
  /** The address of a file's download (an attachment). */
  readonly downloadUrl: (fileId: string) => string
  /** The address of an image file shown as it is, full size (inline), to open in a tab. */
  readonly imageUrl: (fileId: string) => string
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

const answerOf = (status: number, body: unknown): ApiResult<UploadedFile> => {
  if (status >= 200 && status < 300)
    return SHAPE_CHECKS.siteFile(body)
      ? {
          ok: true,
          value: {
            file: (body as { file: SiteFile }).file,
            jobId:
              typeof (body as { jobId?: unknown }).jobId === "string"
                ? (body as { jobId: string }).jobId
                : null,
          },
        }
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
  return new Promise<ApiResult<UploadedFile>>((resolve) => {
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
    imageUrl: (fileId) => `${config.baseUrl}${filePath(SITE_PATHS.siteFileContent, fileId)}?view=inline`,
    job: (jobId) => jobCall(config, "GET", SITE_PATHS.siteFileJob, jobId),
    cancelJob: (jobId) => jobCall(config, "POST", SITE_PATHS.siteFileJobCancel, jobId),
    renditionUrl: (fileId, width) =>
      `${config.baseUrl}${filePath(SITE_PATHS.siteFileRendition, fileId).replace(":width", String(width))}`,
  }
}

const jobCall = async (
  config: ClientConfig,
  method: "GET" | "POST",
  template: string,
  jobId: string,
): Promise<ApiResult<FileJobView>> => {
  const result = await send<{ job: FileJobView }>(config, {
    endpoint: "siteFileJob",
    method,
    path: template.replace(":jobId", encodeURIComponent(jobId)),
    noData: FILE_MESSAGES.noJobData,
  })
  return result.ok ? { ok: true, value: result.value.job } : result
}

/**
 * How the screen follows a job: the first wait between two status calls, doubled after each up to
 * the longest, and the time limit after which it gives up ("File processing failed to complete",
 * EDITOR-036). Ours (the spec gives none): 250 ms doubling to 4 s, and 2 minutes — an image of
 * 20 MB resized into its seven widths takes a few seconds on one core, so two minutes means the job
 * is stuck, not slow.
 */
export const JOB_POLL = { firstDelayMs: 250, maxDelayMs: 4_000, timeoutMs: 120_000 } as const

/** How following a job ended: complete (its renditions' widths), or the message to show. */
export type JobEnd =
  | { readonly ok: true; readonly job: FileJobView }
  | { readonly ok: false; readonly message: string }

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })

/**
 * Follows a processing job until it ends, asking for its state with a growing wait (`JOB_POLL`),
 * telling `onProgress` (0 to 1) while it runs and `onJob` each view of the job it reads (so a list
 * can show the job's state as it goes, its end included). It ends complete; or with "File processing failed"
 * (EDITOR-035), "File processing cancelled" (EDITOR-037), "File processing failed to complete"
 * (EDITOR-036: the job was abandoned, or the time limit passed first), "No response data from job
 * request" (EDITOR-039: a status answer without a body that reads as a job); or a refusal's message
 * (the job is unknown, the merchant signed out). A status call that does not get through (the
 * network, the server restarting) is asked again until the limit. Aborting `signal` stops following
 * (the job goes on): "File processing cancelled".
 *
 * @example
 * const end = await followFileJob(client, uploaded.jobId, { onProgress: setProgress })
 */
export const followFileJob = async (
  client: Pick<SiteFilesClient, "job">,
  jobId: string,
  options: {
    readonly onProgress?: (progress: number) => void
    readonly onJob?: (job: FileJobView) => void
    readonly signal?: AbortSignal
    readonly timing?: {
      readonly firstDelayMs: number
      readonly maxDelayMs: number
      readonly timeoutMs: number
    }
    readonly now?: () => number
  } = {},
): Promise<JobEnd> => {
  const timing = options.timing ?? JOB_POLL
  const now = options.now ?? Date.now
  const deadline = now() + timing.timeoutMs
  const cancelled: JobEnd = { ok: false, message: FILE_MESSAGES.processingCancelled }
  for (let delay = timing.firstDelayMs; ; delay = Math.min(delay * 2, timing.maxDelayMs)) {
    if (options.signal?.aborted) return cancelled
    const answer = await client.job(jobId)
    if (options.signal?.aborted) return cancelled
    if (answer.ok) {
      options.onJob?.(answer.value)
      if (answer.value.state === "complete") return { ok: true, job: answer.value }
      const message = jobStateMessage(answer.value)
      if (message !== undefined) return { ok: false, message }
      options.onProgress?.(answer.value.progress)
    } else if (answer.error.status !== 0 && answer.error.status < 500) {
      return { ok: false, message: answer.error.message }
    }
    if (now() + delay >= deadline) return { ok: false, message: FILE_MESSAGES.processingIncomplete }
    await sleep(delay, options.signal)
  }
}
