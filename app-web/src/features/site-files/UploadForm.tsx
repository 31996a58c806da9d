import { followFileJob, type SiteFilesClient } from "@vitrine/adapter-http/client"
import { FILE_MESSAGES, type FileJobView, fileTooLarge, type SiteFile } from "@vitrine/core/files"
import { useEffect, useRef, useState } from "react"
import { FILES_TEXT } from "./files-text.ts"
import { renditionSrcset } from "./rendition-srcset.ts"

/** How the screen follows a processing job (default `JOB_POLL`: 250 ms doubling to 4 s, 2 minutes at most). */
export interface JobTiming {
  readonly firstDelayMs: number
  readonly maxDelayMs: number
  readonly timeoutMs: number
}

type Upload =
  | { readonly step: "idle" }
  | { readonly step: "uploading"; readonly name: string; readonly progress: number }
  | {
      readonly step: "processing"
      readonly file: SiteFile
      readonly jobId: string
      readonly progress: number
    }
  | {
      readonly step: "done"
      readonly name: string
      readonly processed?: { file: SiteFile; job: FileJobView }
    }
  | { readonly step: "failed"; readonly message: string; readonly processing?: boolean }
  | {
      readonly step: "unprocessed"
      readonly file: SiteFile
      readonly jobId: string
      readonly message: string
    }

/**
 * The upload (EDITOR-002): a labelled file input and an Upload button; a file past the limit is
 * refused before it is sent (EDITOR-020, the limit from the server); while it goes, its progress
 * and a Cancel button (EDITOR-037: "File processing cancelled"); a failure is EDITOR-033's title
 * and body with the reason (the server's message, or EDITOR-038 when the upload was cut off).
 *
 * An image is then processed on the server (EDITOR-010): the screen follows its job
 * (`followFileJob`), showing its progress and a Cancel processing button, and ends with a preview
 * drawn from the renditions (a `srcset` of their widths), or a message: "File processing failed"
 * (EDITOR-035), "File processing cancelled" (EDITOR-037), "File processing failed to complete"
 * (EDITOR-036: abandoned, or not finished within `JOB_POLL.timeoutMs`), "No response data from job
 * request" (EDITOR-039). The file itself is kept and listed either way; where the job may still end
 * (EDITOR-036, EDITOR-039, a refusal) a Check again button follows it once more.
 *
 * @example
 * <UploadForm client={client} maxSize={20_000_000} onUploaded={(file) => add(file)} />
 */
export const UploadForm = (props: {
  readonly client: SiteFilesClient
  readonly maxSize: number
  readonly onUploaded: (file: SiteFile, jobId: string | null) => void
  /** Each view of the upload's job read while following it (the list shows its state). */
  readonly onJob?: (job: FileJobView) => void
  readonly jobTiming?: JobTiming
}) => {
  const [upload, setUpload] = useState<Upload>({ step: "idle" })
  const input = useRef<HTMLInputElement>(null)
  const cancel = useRef<AbortController | null>(null)
  const following = useRef<AbortController | null>(null)
  useEffect(() => () => following.current?.abort(), [])

  const follow = async (file: SiteFile, jobId: string) => {
    following.current?.abort()
    const controller = new AbortController()
    following.current = controller
    setUpload({ step: "processing", file, jobId, progress: 0 })
    const end = await followFileJob(props.client, jobId, {
      signal: controller.signal,
      onProgress: (progress) => setUpload({ step: "processing", file, jobId, progress }),
      ...(props.onJob ? { onJob: props.onJob } : {}),
      ...(props.jobTiming ? { timing: props.jobTiming } : {}),
    })
    if (controller.signal.aborted) return
    following.current = null
    if (end.ok) return setUpload({ step: "done", name: file.fileName, processed: { file, job: end.job } })
    setUpload(
      end.message === FILE_MESSAGES.processingFailed || end.message === FILE_MESSAGES.processingCancelled
        ? { step: "failed", message: end.message, processing: true }
        : { step: "unprocessed", file, jobId, message: end.message },
    )
  }

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    const file = input.current?.files?.[0]
    if (file === undefined || upload.step === "uploading" || upload.step === "processing") return
    if (file.size > props.maxSize)
      return setUpload({ step: "failed", message: fileTooLarge(file.name, props.maxSize) })
    const controller = new AbortController()
    cancel.current = controller
    setUpload({ step: "uploading", name: file.name, progress: 0 })
    const result = await props.client.upload(file, file.name, {
      signal: controller.signal,
      onProgress: (progress) => setUpload({ step: "uploading", name: file.name, progress }),
    })
    cancel.current = null
    if (!result.ok)
      return setUpload({
        step: "failed",
        message: controller.signal.aborted ? FILE_MESSAGES.processingCancelled : result.error.message,
      })
    if (input.current) input.current.value = ""
    props.onUploaded(result.value.file, result.value.jobId)
    if (result.value.jobId === null) return setUpload({ step: "done", name: result.value.file.fileName })
    await follow(result.value.file, result.value.jobId)
  }

  const busy = upload.step === "uploading" || upload.step === "processing"
  return (
    <form className="settings-form file-upload" aria-labelledby="file-upload-heading" onSubmit={send}>
      <h2 id="file-upload-heading">{FILES_TEXT.uploadHeading}</h2>
      <div className="field">
        <label htmlFor="file-upload-input">{FILES_TEXT.chooseFile}</label>
        <input
          id="file-upload-input"
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,application/pdf,audio/mpeg,audio/ogg,audio/wav,.mp3,.ogg,.wav,text/plain,text/csv,.txt,.csv"
          aria-describedby="file-upload-hint"
          disabled={busy}
        />
        <p id="file-upload-hint" className="settings-hint">
          {FILES_TEXT.uploadHint}
        </p>
      </div>
      <div className="settings-actions">
        <button type="submit" className="button" disabled={busy}>
          {FILES_TEXT.upload}
        </button>
        {upload.step === "uploading" && (
          <button type="button" className="button button-secondary" onClick={() => cancel.current?.abort()}>
            {FILES_TEXT.cancelUpload}
          </button>
        )}
        {upload.step === "processing" && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void props.client.cancelJob(upload.jobId)}
          >
            {FILES_TEXT.cancelProcessing}
          </button>
        )}
      </div>
      <div role="status" className="settings-status">
        {upload.step === "uploading" && (
          <>
            <progress max={1} value={upload.progress} aria-label={upload.name} />{" "}
            {FILES_TEXT.uploading(upload.name, Math.round(upload.progress * 100))}
          </>
        )}
        {upload.step === "processing" && (
          <>
            <progress
              max={1}
              value={upload.progress}
              aria-label={FILES_TEXT.processingLabel(upload.file.fileName)}
            />{" "}
            {FILES_TEXT.processing(upload.file.fileName, Math.round(upload.progress * 100))}
          </>
        )}
        {upload.step === "done" &&
          (upload.processed === undefined
            ? FILES_TEXT.uploaded(upload.name)
            : FILES_TEXT.processed(upload.name))}
      </div>
      {upload.step === "done" &&
        upload.processed !== undefined &&
        upload.processed.job.renditions.length > 0 && (
          <RenditionPreview
            client={props.client}
            file={upload.processed.file}
            widths={upload.processed.job.renditions}
          />
        )}
      {upload.step === "failed" && (
        <div className="alert alert-inline" role="alert">
          {upload.processing ? (
            <p>{upload.message}</p>
          ) : (
            <>
              <strong>{FILES_TEXT.uploadFailed.title}</strong>
              <p>{FILES_TEXT.uploadFailed.body}</p>
              <p>{upload.message}</p>
            </>
          )}
        </div>
      )}
      {upload.step === "unprocessed" && (
        <div className="alert alert-inline" role="alert">
          <p>{upload.message}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void follow(upload.file, upload.jobId)}
          >
            {FILES_TEXT.checkAgain}
          </button>
        </div>
      )}
    </form>
  )
}

/** The processed image at the width the preview shows, the browser choosing among its renditions. */
const RenditionPreview = (props: {
  readonly client: SiteFilesClient
  readonly file: SiteFile
  readonly widths: readonly number[]
}) => (
  <img
    className="file-preview"
    src={props.client.renditionUrl(props.file.id, props.widths[0] as number)}
    srcSet={renditionSrcset(props.client, props.file.id, props.widths)}
    sizes="150px"
    width={150}
    alt={FILES_TEXT.previewAlt(props.file.fileName)}
  />
)
