import type { SiteFilesClient } from "@vitrine/adapter-http/client"
import {
  fileNameProblem,
  formatFileSize,
  type ListedSiteFile,
  normalFileName,
  type SiteFile,
} from "@vitrine/core/files"
import { ConfirmDialog } from "@vitrine/react/confirm-dialog"
import { useEffect, useRef, useState } from "react"
import { FileThumbnail } from "./FileThumbnail.tsx"
import { FILES_TEXT, TYPE_NAMES, uploadedDate } from "./files-text.ts"

type Mode = "view" | "renaming" | "saving" | "deleting"

/**
 * One file of the list (EDITOR-002): its thumbnail (`FileThumbnail`), its name (a download link),
 * type, size (CONST-009's units) and upload date; Rename edits the name in place (EDITOR-019's message before sending, the server's
 * after; EDITOR-034's title when it fails otherwise; Escape cancels and focus returns to Rename);
 * Delete asks first in a dialog that says it cannot be undone (EDITOR-040).
 *
 * @example
 * <FileRow client={client} file={file} onRenamed={replace} onDeleted={drop} />
 */
export const FileRow = (props: {
  readonly client: SiteFilesClient
  readonly file: ListedSiteFile
  readonly onRenamed: (file: SiteFile) => void
  readonly onDeleted: (file: SiteFile) => void
}) => {
  const { file } = props
  const [mode, setMode] = useState<Mode>("view")
  const [name, setName] = useState(file.fileName)
  const [error, setError] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  const wasEditing = useRef(false)
  const editing = mode === "renaming" || mode === "saving"

  useEffect(() => {
    if (editing) nameInput.current?.focus()
    else if (wasEditing.current) renameButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  const stopRenaming = () => {
    setMode("view")
    setName(file.fileName)
    setError(null)
    setFailed(false)
  }
  const rename = async (event: React.FormEvent) => {
    event.preventDefault()
    const problem = fileNameProblem(normalFileName(name))
    if (problem !== undefined) return setError(problem)
    setMode("saving")
    const result = await props.client.rename(file.id, normalFileName(name))
    if (!result.ok) {
      setMode("renaming")
      const fieldError = result.error.fieldErrors.fileName
      setFailed(fieldError === undefined)
      return setError(fieldError ?? result.error.message)
    }
    setMode("view")
    setError(null)
    props.onRenamed(result.value)
  }
  const remove = async () => {
    setMode("deleting")
    setError(null)
    const result = await props.client.remove(file.id)
    if (!result.ok && result.error.status !== 404) {
      setError(result.error.message)
      return
    }
    props.onDeleted(file)
  }

  const errorId = `file-name-error-${file.id}`
  return (
    <tr>
      <td className="file-thumb-cell">
        <FileThumbnail client={props.client} file={file} />
      </td>
      <td>
        {editing ? (
          <form
            className="file-rename"
            onSubmit={rename}
            onKeyDown={(event) => event.key === "Escape" && stopRenaming()}
          >
            <label htmlFor={`file-name-${file.id}`} className="visually-hidden">
              {FILES_TEXT.renameLabel(file.fileName)}
            </label>
            <input
              id={`file-name-${file.id}`}
              ref={nameInput}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : errorId}
              disabled={mode === "saving"}
            />
            <button type="submit" className="button button-small" disabled={mode === "saving"}>
              {mode === "saving" ? FILES_TEXT.saving : FILES_TEXT.save}
            </button>
            <button type="button" className="button button-secondary button-small" onClick={stopRenaming}>
              {FILES_TEXT.cancel}
            </button>
            {error !== null && (
              <div id={errorId} className="alert alert-inline" role="alert">
                {failed && <strong>{FILES_TEXT.renameFailed.title}: </strong>}
                {failed ? FILES_TEXT.renameFailed.body : error}
              </div>
            )}
          </form>
        ) : (
          <a
            href={props.client.downloadUrl(file.id)}
            download={file.fileName}
            aria-label={FILES_TEXT.download(file.fileName)}
          >
            {file.fileName}
          </a>
        )}
      </td>
      <td>{TYPE_NAMES[file.type] ?? file.type}</td>
      <td>{formatFileSize(file.size)}</td>
      <td>
        <time dateTime={file.uploadedAt}>{uploadedDate(file.uploadedAt)}</time>
      </td>
      <td className="file-actions">
        {!editing && (
          <button
            type="button"
            ref={renameButton}
            className="button button-secondary button-small"
            aria-label={FILES_TEXT.rename(file.fileName)}
            onClick={() => setMode("renaming")}
          >
            Rename
          </button>
        )}
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={FILES_TEXT.delete(file.fileName)}
          onClick={() => setMode("deleting")}
          disabled={mode === "saving"}
        >
          Delete
        </button>
        {mode === "deleting" && (
          <ConfirmDialog
            title={FILES_TEXT.confirmDelete(file.fileName)}
            message={<p>{FILES_TEXT.deleteWarning}</p>}
            confirmLabel={FILES_TEXT.yesDelete}
            cancelLabel={FILES_TEXT.cancel}
            busyLabel={FILES_TEXT.deleting}
            error={error}
            confirmClassName="button button-small"
            cancelClassName="button button-secondary button-small"
            onConfirm={() => void remove()}
            onCancel={() => {
              setMode("view")
              setError(null)
            }}
          />
        )}
      </td>
    </tr>
  )
}
