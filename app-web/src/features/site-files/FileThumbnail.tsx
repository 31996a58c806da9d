import type { SiteFilesClient } from "@vitrine/adapter-http/client"
import { isProcessedType, jobStateMessage, type ListedSiteFile, thumbnailWidth } from "@vitrine/core/files"
import { FileTypeIcon } from "./FileTypeIcon.tsx"
import { FILES_TEXT } from "./files-text.ts"
import { renditionSrcset } from "./rendition-srcset.ts"

/** The thumbnail's box in CSS pixels (the `.file-thumb` rule): every state of every row fills it. */
export const THUMBNAIL_BOX = { width: 72, height: 48 } as const

// The device pixels a thumbnail needs on a high-density screen (2×): the `src` fallback's width;
// the browser picks by the `srcset` for the screen it has.
const SHARP_PIXELS = THUMBNAIL_BOX.width * 2

/**
 * A file's picture in the list, in one fixed box (`THUMBNAIL_BOX`) whatever its state, so rows
 * never jump as pictures load or jobs end:
 * - an image whose processing completed: its renditions (EDITOR-010) as a `srcset` for the box's
 *   width, the narrowest that is sharp on a 2× screen as `src` (`thumbnailWidth`), lazy-loaded,
 *   shown whole (letterboxed, never cropped), its `alt` the file's name (files have no alt text of
 *   their own); an image too small to have any rendition (100 pixels wide or less) shows itself.
 *   It is a link (click or Enter) that opens the full image in a new tab (`imageUrl`, inline);
 * - an image still queued or processing: a placeholder that says "Processing…";
 * - one whose processing failed, was cancelled or was abandoned: a short word, the spec's message
 *   (EDITOR-035, EDITOR-037, EDITOR-036) as its accessible name;
 * - any other file, and an image that never had a job: an icon by its type (`FileTypeIcon`).
 *
 * @example
 * <FileThumbnail client={client} file={listed} />
 */
export const FileThumbnail = (props: { readonly client: SiteFilesClient; readonly file: ListedSiteFile }) => {
  const { client, file } = props
  const job = file.job
  if (job === null || !isProcessedType(file.type)) return <FileTypeIcon type={file.type} />
  const problem = jobStateMessage(job)
  if (problem !== undefined) {
    const ended = job.abandoned ? "abandoned" : job.state === "failed" ? "failed" : "cancelled"
    return <JobState state={ended} label={problem} shown={FILES_TEXT.thumbnailState[ended]} />
  }
  if (job.state !== "complete")
    return (
      <JobState
        state="processing"
        label={FILES_TEXT.thumbnailProcessing}
        shown={FILES_TEXT.thumbnailProcessing}
      />
    )
  const width = thumbnailWidth(job.renditions, SHARP_PIXELS)
  return (
    <a
      className="file-thumb file-thumb-link"
      href={client.imageUrl(file.id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={FILES_TEXT.openImage(file.fileName)}
    >
      <img
        src={width === undefined ? client.imageUrl(file.id) : client.renditionUrl(file.id, width)}
        {...(width === undefined
          ? {}
          : { srcSet: renditionSrcset(client, file.id, job.renditions), sizes: `${THUMBNAIL_BOX.width}px` })}
        width={THUMBNAIL_BOX.width}
        height={THUMBNAIL_BOX.height}
        loading="lazy"
        decoding="async"
        alt={file.fileName}
      />
    </a>
  )
}

// A job's state in the thumbnail's box: a short word shown, its full wording the accessible name.
const JobState = (props: { readonly state: string; readonly label: string; readonly shown: string }) => (
  <span className="file-thumb file-thumb-state" data-state={props.state} role="img" aria-label={props.label}>
    {props.shown}
  </span>
)
