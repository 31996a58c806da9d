import { Effect, Layer, Option } from "effect"
import type { SiteFile } from "../files/model.ts"
import { SiteFileRepository } from "../files/port.ts"

interface Kept {
  readonly file: SiteFile
  readonly bytes: Uint8Array
}

// Newest upload first, then by id: the order every adapter answers.
const newestFirst = (a: SiteFile, b: SiteFile): number =>
  a.uploadedAt === b.uploadedAt
    ? a.id < b.id
      ? -1
      : a.id > b.id
        ? 1
        : 0
    : a.uploadedAt < b.uploadedAt
      ? 1
      : -1

/**
 * SiteFileRepository in memory: each website's files by id, with a copy of their bytes (a caller
 * changing its array afterwards changes nothing kept). Each build starts empty.
 *
 * @example
 * siteFiles("site-1").pipe(Effect.provide(memorySiteFiles()))
 */
export const memorySiteFiles = (): Layer.Layer<SiteFileRepository> =>
  Layer.sync(SiteFileRepository, () => {
    const websites = new Map<string, Map<string, Kept>>()
    const filesOf = (websiteId: string): Map<string, Kept> => {
      const found = websites.get(websiteId)
      if (found !== undefined) return found
      const made = new Map<string, Kept>()
      websites.set(websiteId, made)
      return made
    }
    return SiteFileRepository.of({
      list: (websiteId) =>
        Effect.sync(() => [...filesOf(websiteId).values()].map((kept) => kept.file).sort(newestFirst)),
      add: (websiteId, file, bytes) =>
        Effect.suspend(() => {
          const files = filesOf(websiteId)
          if (files.has(file.id)) return Effect.die(new Error(`File ${file.id} is already kept`))
          files.set(file.id, { file: { ...file }, bytes: bytes.slice() })
          return Effect.void
        }),
      rename: (websiteId, fileId, fileName) =>
        Effect.sync(() => {
          const files = filesOf(websiteId)
          const kept = files.get(fileId)
          if (kept === undefined) return Option.none()
          const file = { ...kept.file, fileName }
          files.set(fileId, { file, bytes: kept.bytes })
          return Option.some(file)
        }),
      remove: (websiteId, fileId) => Effect.sync(() => filesOf(websiteId).delete(fileId)),
      content: (websiteId, fileId) =>
        Effect.sync(() =>
          Option.map(Option.fromNullishOr(filesOf(websiteId).get(fileId)), (kept) => ({
            file: kept.file,
            bytes: kept.bytes.slice(),
          })),
        ),
    })
  })
