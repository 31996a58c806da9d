import { Schema } from "effect"
import { FILE_NAME_LIMIT, fileNameProblem } from "./names.ts"

/** The kinds of file the site keeps, found by sniffing the first bytes (see `sniffFileType`). */
export const FILE_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "audio/mpeg",
  "audio/ogg",
  "audio/wav",
  "text/plain",
  "text/csv",
] as const

/** One of {@link FILE_TYPES}: the media type the file is served with. */
export type FileType = (typeof FILE_TYPES)[number]

export const FileTypeSchema = Schema.Literals(FILE_TYPES)

/**
 * A file name as the merchant types it (EDITOR-019): trimmed, 1–255 characters, no path separator
 * and no control character (it travels in a `Content-Disposition` header and a list).
 */
export const FileNameSchema = Schema.String.check(
  Schema.makeFilter((name: string) => fileNameProblem(name) ?? true, {
    title: `a file name of 1 to ${FILE_NAME_LIMIT} characters`,
  }),
)

/**
 * A file of the site's file manager (EDITOR-002): its name, its type, its size in bytes and when it
 * was uploaded (ISO 8601). Its bytes are kept apart, read only for a download.
 */
export const SiteFileSchema = Schema.Struct({
  id: Schema.String,
  fileName: FileNameSchema,
  type: FileTypeSchema,
  size: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  uploadedAt: Schema.String,
})

export type SiteFile = typeof SiteFileSchema.Type

/** The audio types of {@link FILE_TYPES}: what a home page album's tracks may be. */
export const AUDIO_FILE_TYPES: ReadonlyArray<FileType> = ["audio/mpeg", "audio/ogg", "audio/wav"]

/**
 * Whether a file's type is audio (MP3, Ogg or WAV), so a browser's `<audio>` can play it.
 *
 * @example
 * isAudioType("audio/mpeg") // true
 * isAudioType("image/png") // false
 */
export const isAudioType = (type: FileType): boolean => AUDIO_FILE_TYPES.includes(type)
