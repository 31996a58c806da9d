import { Effect, Option } from "effect"
import { isAudioType } from "../files/model.ts"
import { SiteFileRepository } from "../files/port.ts"
import { SmugmugAccountMissing } from "./errors.ts"
import { ALBUM_MESSAGE } from "./home-album.ts"
import type { HomeBlock, HomeLayout } from "./home-layout.ts"
import { blockField } from "./home-layout-rules.ts"
import { SMUGMUG_MESSAGE, shownGalleries, shownImages } from "./home-smugmug.ts"
import { HomeLayoutRepository, SmugmugGalleries } from "./port.ts"

/** What checking a layout's media found: the layout as it is to be kept, and the refusals by field path. */
export interface MediaChecked {
  readonly layout: HomeLayout
  readonly errors: Readonly<Record<string, string>>
}

/**
 * The galleries a Smugmug account offers the editor: its first 20 (CONST-007). Fails with
 * SmugmugAccountMissing when Smugmug has no such account, SmugmugUnreachable when it cannot be asked.
 *
 * @example
 * smugmugGalleries("cmac") // Effect<ReadonlyArray<SmugmugGallery>, …, SmugmugGalleries>
 */
export const smugmugGalleries = Effect.fn("smugmugGalleries")(function* (nickname: string) {
  const smugmug = yield* SmugmugGalleries
  const found = yield* smugmug.galleries(nickname)
  if (Option.isNone(found)) return yield* new SmugmugAccountMissing({ nickname })
  return shownGalleries(found.value)
})

type Checked = { readonly block: HomeBlock; readonly errors: ReadonlyArray<readonly [string, string]> }

const checkAlbum = (
  block: Extract<HomeBlock, { kind: "album" }>,
  field: (name: string) => string,
  audio: ReadonlySet<string>,
): Checked => ({
  block,
  errors: block.tracks.flatMap((track, t) =>
    audio.has(track.fileId) ? [] : [[field(`tracks.${t}.fileId`), ALBUM_MESSAGE.fileId] as const],
  ),
})

// The chosen gallery must be one the editor offers (the first 20); its title and first 50 images
// come from Smugmug, whatever the body said.
const checkSmugmug = (block: Extract<HomeBlock, { kind: "smugmug" }>, field: (name: string) => string) =>
  Effect.gen(function* () {
    const smugmug = yield* SmugmugGalleries
    const galleries = yield* smugmug.galleries(block.nickname)
    if (Option.isNone(galleries))
      return { block, errors: [[field("nickname"), SMUGMUG_MESSAGE.accountMissing] as const] }
    const gallery = shownGalleries(galleries.value).find((shown) => shown.key === block.galleryKey)
    const images = gallery ? yield* smugmug.images(block.nickname, gallery.key) : Option.none()
    if (gallery === undefined || Option.isNone(images))
      return { block, errors: [[field("galleryKey"), SMUGMUG_MESSAGE.galleryKey] as const] }
    return { block: { ...block, title: gallery.title, images: shownImages(images.value) }, errors: [] }
  })

/**
 * Checks the album and Smugmug blocks of a layout before a save: each track's file must be audio of
 * the website's file manager (else ALBUM_MESSAGE.fileId on `…tracks.<t>.fileId`); each Smugmug
 * block's account must exist (else on `…nickname`) and its gallery be one of the 20 offered (else on
 * `…galleryKey`), and the block takes the gallery's title and first 50 images from Smugmug. Fails
 * only with SmugmugUnreachable (two galleries asked at a time).
 *
 * @example
 * checkedMedia("site-1", layout) // Effect<MediaChecked, SmugmugUnreachable, …>
 */
export const checkedMedia = Effect.fn("checkedMedia")(function* (websiteId: string, layout: HomeLayout) {
  const blocks = layout.sections.flatMap((section) => section.blocks)
  const audio = blocks.some((block) => block.kind === "album")
    ? new Set(
        (yield* SiteFileRepository.use((files) => files.list(websiteId)))
          .filter((file) => isAudioType(file.type))
          .map((file) => file.id),
      )
    : new Set<string>()
  const sections = yield* Effect.forEach(layout.sections, (section, s) =>
    Effect.forEach(
      section.blocks,
      (block, b): Effect.Effect<Checked, Effect.Error<ReturnType<typeof checkSmugmug>>, SmugmugGalleries> => {
        const field = (name: string) => blockField(s, b, name)
        if (block.kind === "album") return Effect.succeed(checkAlbum(block, field, audio))
        if (block.kind === "smugmug") return checkSmugmug(block, field)
        return Effect.succeed({ block, errors: [] })
      },
      { concurrency: 2 },
    ).pipe(Effect.map((checked) => ({ padding: section.padding, checked }))),
  )
  return {
    layout: {
      sections: sections.map(({ padding, checked }) => ({
        padding,
        blocks: checked.map(({ block }) => block),
      })),
    },
    errors: Object.fromEntries(sections.flatMap(({ checked }) => checked.flatMap(({ errors }) => errors))),
  } satisfies MediaChecked
})

/**
 * A track's audio for a visitor's player: the file's content when it is audio and a track of an
 * album of the saved home page; none otherwise (no layout, a file not on the page, a deleted file),
 * so the public route never serves the file manager's other files.
 *
 * @example
 * homeTrack("site-1", "f-1") // Effect<Option<SiteFileContent>, never, HomeLayoutRepository | SiteFileRepository>
 */
export const homeTrack = Effect.fn("homeTrack")(function* (websiteId: string, fileId: string) {
  const layout = yield* HomeLayoutRepository.use((repository) => repository.find(websiteId))
  const onPage = Option.exists(layout, ({ sections }) =>
    sections.some((section) =>
      section.blocks.some(
        (block) => block.kind === "album" && block.tracks.some((track) => track.fileId === fileId),
      ),
    ),
  )
  if (!onPage) return Option.none()
  const content = yield* SiteFileRepository.use((files) => files.content(websiteId, fileId))
  return Option.filter(content, ({ file }) => isAudioType(file.type))
})
