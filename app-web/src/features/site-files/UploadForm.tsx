import type { SiteFilesClient } from "@vitrine/adapter-http/client"
import { FILE_MESSAGES, fileTooLarge, type SiteFile } from "@vitrine/core/files"
import { useRef, useState } from "react"
import { FILES_TEXT } from "./files-text.ts"

type Upload =
  | { readonly step: "idle" }
  | { readonly step: "uploading"; readonly name: string; readonly progress: number }
  | { readonly step: "done"; readonly name: string }
  | { readonly step: "failed"; readonly message: string }

/**
 * The upload (EDITOR-002): a labelled file input and an Upload button; a file past the limit is
 * refused before it is sent (EDITOR-020, the limit from the server); while it goes, its progress
 * and a Cancel button (EDITOR-037: "File processing cancelled"); a failure is EDITOR-033's title
 * and body with the reason (the server's message, or EDITOR-038 when the upload was cut off).
 *
 * @example
 * <UploadForm client={client} maxSize={20_000_000} onUploaded={(file) => add(file)} />
 */
export const UploadForm = (props: {
  readonly client: SiteFilesClient
  readonly maxSize: number
  readonly onUploaded: (file: SiteFile) => void
}) => {
  const [upload, setUpload] = useState<Upload>({ step: "idle" })
  const input = useRef<HTMLInputElement>(null)
  const cancel = useRef<AbortController | null>(null)

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    const file = input.current?.files?.[0]
    if (file === undefined || upload.step === "uploading") return
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
    setUpload({ step: "done", name: result.value.fileName })
    props.onUploaded(result.value)
  }

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
          disabled={upload.step === "uploading"}
        />
        <p id="file-upload-hint" className="settings-hint">
          {FILES_TEXT.uploadHint}
        </p>
      </div>
      <div className="settings-actions">
        <button type="submit" className="button" disabled={upload.step === "uploading"}>
          {FILES_TEXT.upload}
        </button>
        {upload.step === "uploading" && (
          <button type="button" className="button button-secondary" onClick={() => cancel.current?.abort()}>
            {FILES_TEXT.cancelUpload}
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
        {upload.step === "done" && FILES_TEXT.uploaded(upload.name)}
      </div>
      {upload.step === "failed" && (
        <div className="alert alert-inline" role="alert">
          <strong>{FILES_TEXT.uploadFailed.title}</strong>
          <p>{FILES_TEXT.uploadFailed.body}</p>
          <p>{upload.message}</p>
        </div>
      )}
    </form>
  )
}
