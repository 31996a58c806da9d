import type { FileType } from "@vitrine/core/files"

/** The mark each kind of file carries on its icon, as its usual extension (the Type column names it in full). */
const MARKS: Readonly<Record<FileType, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "text/plain": "txt",
  "text/csv": "csv",
}

// The icon's family, for its colour: documents, audio, text and images each look their own.
const familyOf = (type: FileType): string =>
  type === "application/pdf" ? "document" : (type.split("/")[0] ?? "document")

/**
 * A file's icon by its type, where the list has no picture of it: a page with a folded corner,
 * marked with the type's usual extension ("pdf", "mp3") and coloured by its family (document, audio, text, image).
 * Decorative (`aria-hidden`): the row's Type column already says what the file is. Drawn inline
 * (no request per row) in the same fixed box as a thumbnail, so rows keep one height.
 *
 * @example
 * <FileTypeIcon type="application/pdf" />
 */
export const FileTypeIcon = (props: { readonly type: FileType }) => (
  <span className="file-thumb file-thumb-icon" data-family={familyOf(props.type)} aria-hidden="true">
    <svg viewBox="0 0 32 40" width="32" height="40" focusable="false" aria-hidden="true">
      <path d="M3 1h18l8 8v29a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1z" className="file-icon-page" />
      <path d="M21 1v8h8" className="file-icon-fold" />
      <text x="16" y="30" textAnchor="middle" className="file-icon-mark">
        {MARKS[props.type]}
      </text>
    </svg>
  </span>
)
