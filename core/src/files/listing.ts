import { Clock, Effect, Schema } from "effect"
import { FileJobViewSchema, jobView } from "./jobs.ts"
import { type SiteFile, SiteFileSchema } from "./model.ts"
import { FileJobs, SiteFileRepository } from "./port.ts"

/**
 * A file as the file list shows it (EDITOR-002): the file, and its latest processing job's view
 * (EDITOR-010) — so the list can show an image's thumbnail from its renditions, or that it is still
 * processing, or that processing failed — null when the file never had a job (not an image).
 *
 * @example
 * const listed: ListedSiteFile = { ...file, job: null }
 */
export const ListedSiteFileSchema = Schema.Struct({
  ...SiteFileSchema.fields,
  job: Schema.NullOr(FileJobViewSchema),
})
export type ListedSiteFile = typeof ListedSiteFileSchema.Type

/**
 * A website's files, newest first, each with its latest job as the screen reads it (`jobView`, so
 * an abandoned one says so) — two reads, whatever the number of files.
 *
 * @example
 * listedSiteFiles("site-1") // Effect<ReadonlyArray<ListedSiteFile>, never, SiteFileRepository | FileJobs>
 */
export const listedSiteFiles = Effect.fn("listedSiteFiles")(function* (websiteId: string) {
  const files = yield* SiteFileRepository.use((repository) => repository.list(websiteId))
  const jobs = yield* FileJobs.use((port) => port.latestByFile(websiteId))
  const now = yield* Clock.currentTimeMillis
  return files.map((file): ListedSiteFile => {
    const job = jobs.get(file.id)
    return { ...file, job: job === undefined ? null : jobView(job, now) }
  })
})

/**
 * A file just uploaded as the list shows it, before anything is read back: its job, when the upload
 * queued one, queued with nothing made yet (what the server has at that moment).
 *
 * @example
 * justUploaded(file, "j-1").job?.state // "queued"
 */
export const justUploaded = (file: SiteFile, jobId: string | null): ListedSiteFile => ({
  ...file,
  job:
    jobId === null
      ? null
      : { id: jobId, fileId: file.id, state: "queued", progress: 0, renditions: [], abandoned: false },
})

/**
 * The rendition a thumbnail `pixels` wide shows (multiply the CSS width by the device pixel ratio
 * first): the narrowest rendition at least that wide, else the widest there is (the image is
 * narrower than the box); undefined when there is none (an image 100 pixels wide or less).
 *
 * @example
 * thumbnailWidth([100, 300, 500], 96) // 100
 * thumbnailWidth([100, 300, 500], 120) // 300
 * thumbnailWidth([], 96) // undefined
 */
export const thumbnailWidth = (renditions: ReadonlyArray<number>, pixels: number): number | undefined => {
  const sorted = [...renditions].sort((a, b) => a - b)
  return sorted.find((width) => width >= pixels) ?? sorted.at(-1)
}
