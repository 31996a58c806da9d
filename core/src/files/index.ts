/**
 * `@vitrine/core/files`: the site's file manager (EDITOR-002): the files a merchant uploads, lists,
 * renames, downloads and deletes, each with its file name, type, size and upload time.
 *
 * The spec names the manager, the file's fields and the messages; our choices where it is silent:
 * - Largest file (EDITOR-021): 20 MB = 20,000,000 bytes (`MAX_FILE_SIZE`).
 * - Size units (CONST-009, the two statements conflict): powers of 1000, so 1 MB is 1,000,000
 *   bytes as the spec's example says (`formatFileSize`).
 * - Types: PNG, JPEG, GIF, WebP, PDF, MP3, Ogg and WAV audio (for the home page's albums), and
 *   UTF-8 plain text or CSV — found from the content's first
 *   bytes (`sniffFileType`), never from the name alone. SVG and HTML are refused: they carry scripts.
 *   Downloads go out as attachments with `nosniff` and a CSP that runs nothing, as a second wall.
 * - Names (EDITOR-019): trimmed, 1–255 characters, no `/`, `\` or control character; two files may
 *   share a name (they have their own ids). A rename keeps the type found at upload.
 * - The delete warning (EDITOR-040): `FILE_MESSAGES.deleteWarning`.
 * - An empty file is not a supported file (EDITOR-022).
 */
export { FileNotFound, FileRefused } from "./errors.ts"
export {
  FILE_MESSAGES,
  fileTooLarge,
  type UploadEnd,
  unsupportedFile,
  uploadEndMessage,
} from "./messages.ts"
export {
  AUDIO_FILE_TYPES,
  FILE_TYPES,
  FileNameSchema,
  type FileType,
  FileTypeSchema,
  isAudioType,
  type SiteFile,
  SiteFileSchema,
} from "./model.ts"
export { ENTER_FILE_NAME, extensionOf, FILE_NAME_LIMIT, fileNameProblem, normalFileName } from "./names.ts"
export { type SiteFileContent, SiteFileRepository } from "./port.ts"
export { deleteFile, fileContent, renameFile, siteFiles, uploadFile } from "./program.ts"
export { BYTES_PER_UNIT, formatFileSize, MAX_FILE_SIZE } from "./sizes.ts"
export { isUtf8, SNIFF_BYTES, sniffFileType } from "./sniff.ts"
