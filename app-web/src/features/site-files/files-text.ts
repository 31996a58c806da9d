import { FILE_MESSAGES, formatFileSize, MAX_FILE_SIZE } from "@vitrine/core/files"

/**
 * The file manager's texts: the spec's messages (core's `FILE_MESSAGES`, EDITOR-033 to EDITOR-040)
 * and ours for the rest of the screen (the spec shows none).
 *
 * @example
 * screen.getByRole("button", { name: FILES_TEXT.upload })
 */
export const FILES_TEXT = {
  title: "Files",
  loading: "Loading the files",
  uploadHeading: "Upload a file",
  chooseFile: "File to upload",
  uploadHint: `Images (PNG, JPEG, GIF, WebP), audio (MP3, Ogg, WAV), PDF, text and CSV files, up to ${formatFileSize(MAX_FILE_SIZE)}.`,
  upload: "Upload",
  uploading: (name: string, percent: number) => `Uploading ${name}… ${percent}%`,
  uploaded: (name: string) => `${name} uploaded.`,
  cancelUpload: "Cancel upload",
  cancelProcessing: "Cancel processing",
  processing: (name: string, percent: number) => `Processing ${name}… ${percent}%`,
  processingLabel: (name: string) => `Processing ${name}`,
  processed: (name: string) => `${name} uploaded and processed.`,
  previewAlt: (name: string) => `Preview of ${name}`,
  checkAgain: "Check again",
  uploadFailed: FILE_MESSAGES.uploadFailed,
  renameFailed: FILE_MESSAGES.renameFailed,
  listHeading: "Your files",
  empty: "No files yet. Upload one above.",
  columns: {
    preview: "Preview",
    name: "File name",
    type: "Type",
    size: "Size",
    uploaded: "Uploaded",
    actions: "Actions",
  },
  thumbnailProcessing: "Processing…",
  // Short enough for the thumbnail's box; the spec's full message is the accessible name.
  thumbnailState: { failed: "Failed", cancelled: "Cancelled", abandoned: "Not finished" },
  openImage: (name: string) => `Open ${name} full size in a new tab`,
  download: (name: string) => `Download ${name}`,
  rename: (name: string) => `Rename ${name}`,
  renameLabel: (name: string) => `New name for ${name}`,
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  delete: (name: string) => `Delete ${name}`,
  confirmDelete: (name: string) => `Delete ${name}?`,
  deleteWarning: FILE_MESSAGES.deleteWarning,
  yesDelete: "Yes, delete",
  deleting: "Deleting…",
  deleted: (name: string) => `${name} deleted.`,
  renamed: (name: string) => `Renamed to ${name}.`,
} as const

/** The readable kind of a file's media type, for the list. */
export const TYPE_NAMES: Readonly<Record<string, string>> = {
  "image/png": "PNG image",
  "image/jpeg": "JPEG image",
  "image/gif": "GIF image",
  "image/webp": "WebP image",
  "application/pdf": "PDF",
  "audio/mpeg": "MP3 audio",
  "audio/ogg": "Ogg audio",
  "audio/wav": "WAV audio",
  "text/plain": "Text",
  "text/csv": "CSV",
}

const DATE = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" })

/**
 * An upload time as the list shows it (the date, in UTC so every merchant reads the same day).
 *
 * @example
 * uploadedDate("2026-11-29T09:00:00.000Z") // "Nov 29, 2026"
 */
export const uploadedDate = (iso: string): string => DATE.format(new Date(iso))
