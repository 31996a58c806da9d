import {
  SMUGMUG_LIMITS,
  SmugmugGalleries,
  type SmugmugGallery,
  SmugmugGallerySchema,
  type SmugmugImage,
  SmugmugImageSchema,
  SmugmugUnreachable,
} from "@vitrine/core/site"
import { Duration, Effect, Layer, Option, Schema } from "effect"

/** Smugmug's API v2. */
export const SMUGMUG_API_URL = "https://api.smugmug.com/api/v2"

/**
 * How to ask Smugmug: the API key (a Smugmug developer key; public galleries need no OAuth), and
 * optionally the `fetch` to call with and how long to wait (default 5 s).
 *
 * @example
 * const config: SmugmugApiConfig = { apiKey: "…", timeoutMs: 3000 }
 */
export interface SmugmugApiConfig {
  readonly apiKey: string
  readonly fetch?: typeof fetch
  readonly timeoutMs?: number
}

// Of Smugmug's answers only what the block shows. A list with nothing in it leaves its key out.
const AlbumsAnswer = Schema.Struct({
  Response: Schema.Struct({
    Album: Schema.optionalKey(
      Schema.Array(
        Schema.Struct({
          AlbumKey: Schema.String,
          Title: Schema.optionalKey(Schema.String),
          Name: Schema.optionalKey(Schema.String),
          ImageCount: Schema.optionalKey(Schema.Number),
        }),
      ),
    ),
  }),
})
const AlbumAnswer = Schema.Struct({
  Response: Schema.Struct({ Album: Schema.Struct({ AlbumKey: Schema.String, NickName: Schema.String }) }),
})
const ImagesAnswer = Schema.Struct({
  Response: Schema.Struct({
    AlbumImage: Schema.optionalKey(
      Schema.Array(
        Schema.Struct({
          ThumbnailUrl: Schema.String,
          OriginalWidth: Schema.optionalKey(Schema.Number),
          OriginalHeight: Schema.optionalKey(Schema.Number),
          Caption: Schema.optionalKey(Schema.String),
          Title: Schema.optionalKey(Schema.String),
          FileName: Schema.optionalKey(Schema.String),
        }),
      ),
    ),
  }),
})

const unreachable = (detail: string) => new SmugmugUnreachable({ detail })

// One GET of the API: its JSON decoded, or none for a 404 (no such user or album); any other
// failure (network, timeout, another status, an answer of another shape) is SmugmugUnreachable.
const get = <S extends Schema.Decoder<unknown>>(config: SmugmugApiConfig, path: string, schema: S) =>
  Effect.tryPromise({
    try: async (signal) => {
      const separator = path.includes("?") ? "&" : "?"
      const address = `${SMUGMUG_API_URL}${path}${separator}APIKey=${encodeURIComponent(config.apiKey)}`
      const response = await (config.fetch ?? fetch)(address, {
        signal,
        headers: { accept: "application/json" },
      })
      if (response.status === 404) return Option.none<unknown>()
      if (!response.ok) throw new Error(`Smugmug answered ${response.status}`)
      return Option.some<unknown>(await response.json())
    },
    catch: (error) => unreachable(String(error)),
  }).pipe(
    Effect.timeoutOrElse({
      duration: Duration.millis(config.timeoutMs ?? 5000),
      orElse: () => Effect.fail(unreachable("Smugmug did not answer in time")),
    }),
    Effect.flatMap((body) =>
      Option.isNone(body)
        ? Effect.succeed(Option.none<S["Type"]>())
        : Effect.mapError(Schema.decodeUnknownEffect(schema)(body.value), () =>
            unreachable("Smugmug answered something else"),
          ).pipe(Effect.map(Option.some)),
    ),
  )

// The L size of a photo (a 1024 × 768 box, never enlarged), named as Smugmug names its sizes:
// `…/0/Th/i-abc-Th.jpg` is the thumbnail, `…/0/L/i-abc-L.jpg` the same photo large.
const LARGE = { width: 1024, height: 768 }
const large = (
  image: NonNullable<typeof ImagesAnswer.Type.Response.AlbumImage>[number],
): Option.Option<SmugmugImage> => {
  const url = image.ThumbnailUrl.replace(/\/Th\/([^/]*)-Th\.(\w+)$/, "/L/$1-L.$2")
  const [width, height] = [image.OriginalWidth ?? LARGE.width, image.OriginalHeight ?? LARGE.height]
  const scale = Math.min(1, LARGE.width / width, LARGE.height / height)
  const alt = (image.Caption || image.Title || (image.FileName ?? "").replace(/\.\w+$/, "")).slice(
    0,
    SMUGMUG_LIMITS.alt,
  )
  return Schema.decodeUnknownOption(SmugmugImageSchema)({
    url,
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    alt,
  })
}

const gallery = (
  album: NonNullable<typeof AlbumsAnswer.Type.Response.Album>[number],
): Option.Option<SmugmugGallery> =>
  Schema.decodeUnknownOption(SmugmugGallerySchema)({
    key: album.AlbumKey,
    title: (album.Title || album.Name || album.AlbumKey).slice(0, SMUGMUG_LIMITS.title),
    imageCount: Math.max(0, Math.trunc(album.ImageCount ?? 0)),
  })

/**
 * SmugmugGalleries on Smugmug's API v2 (CONST-007), with an API key:
 * - `galleries`: `GET /user/<nickname>!albums?count=20`, the account's first 20 public galleries
 *   (only those are ever offered); a 404 is none (no such account).
 * - `images`: `GET /album/<key>` (none when it is not the account's, or a 404), then
 *   `GET /album/<key>!images?count=50`, the first 50 images, each as its L size (a 1024 × 768 box,
 *   on photos.smugmug.com) with its size and alt text (its caption, else its title, else its file name).
 * A gallery or image Smugmug describes in a way the block cannot show (a key or address of
 * another form) is left out. A network failure, a timeout (5 s by default), another status (5xx,
 * 429, 401 for a bad key) or an answer of another shape is SmugmugUnreachable ("Unable to connect.
 * Please try again").
 *
 * @example
 * Effect.provide(smugmugGalleries("cmac"), smugmugApi({ apiKey }))
 */
export const smugmugApi = (config: SmugmugApiConfig): Layer.Layer<SmugmugGalleries> =>
  Layer.succeed(
    SmugmugGalleries,
    SmugmugGalleries.of({
      galleries: (nickname) =>
        get(
          config,
          `/user/${encodeURIComponent(nickname)}!albums?count=${SMUGMUG_LIMITS.galleries}`,
          AlbumsAnswer,
        ).pipe(
          Effect.map(
            Option.map((answer) =>
              (answer.Response.Album ?? []).flatMap((album) => Option.toArray(gallery(album))),
            ),
          ),
        ),
      images: (nickname, galleryKey) =>
        Effect.gen(function* () {
          const key = encodeURIComponent(galleryKey)
          const album = yield* get(config, `/album/${key}`, AlbumAnswer)
          if (
            Option.isNone(album) ||
            album.value.Response.Album.NickName.toLowerCase() !== nickname.toLowerCase()
          )
            return Option.none()
          const images = yield* get(
            config,
            `/album/${key}!images?count=${SMUGMUG_LIMITS.images}`,
            ImagesAnswer,
          )
          return Option.map(images, (answer) =>
            (answer.Response.AlbumImage ?? []).flatMap((image) => Option.toArray(large(image))),
          )
        }),
    }),
  )
