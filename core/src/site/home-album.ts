import { Schema } from "effect"
import { SITE_LIMITS } from "./limits.ts"

/**
 * The limits of an audio album block: at most 60 tracks (CONST-004, the spec's); the lengths of the
 * album's and the tracks' titles and of a file id are ours.
 */
export const ALBUM_LIMITS = {
  tracks: SITE_LIMITS.maxTracksPerAlbum,
  title: 120,
  fileId: 100,
} as const

/** The messages of an album that does not fit, one per field. */
export const ALBUM_MESSAGE = {
  title: `The album title must be 1 to ${ALBUM_LIMITS.title} characters.`,
  tracks: `An album holds at most ${ALBUM_LIMITS.tracks} tracks.`,
  trackTitle: `The track title must be 1 to ${ALBUM_LIMITS.title} characters.`,
  fileId: "Choose an audio file from the file manager.",
  full: `This album is full: it holds at most ${ALBUM_LIMITS.tracks} tracks. Remove one to add another.`,
} as const

const text = (max: number, message: string) =>
  Schema.String.annotate({ message })
    .check(Schema.isMinLength(1, { message }), Schema.isMaxLength(max, { message }))
    .pipe(Schema.annotateKey({ messageMissingKey: message }))

/** One track of an album: its title and the id of an audio file of the site's file manager. */
export const AlbumTrackSchema = Schema.Struct({
  title: text(ALBUM_LIMITS.title, ALBUM_MESSAGE.trackTitle),
  fileId: text(ALBUM_LIMITS.fileId, ALBUM_MESSAGE.fileId),
})

/**
 * A titled album of at most 60 tracks (CONST-004), in the merchant's order; an album may be empty
 * while the merchant fills it. Each track's file must be audio of the site's file manager (checked
 * on save, `saveHomeLayout`); visitors play it with the browser's own player.
 */
export const AlbumBlockSchema = Schema.Struct({
  kind: Schema.Literal("album"),
  title: text(ALBUM_LIMITS.title, ALBUM_MESSAGE.title),
  tracks: Schema.Array(AlbumTrackSchema)
    .annotate({ message: ALBUM_MESSAGE.tracks })
    .check(Schema.isMaxLength(ALBUM_LIMITS.tracks, { message: ALBUM_MESSAGE.tracks }))
    .pipe(Schema.annotateKey({ messageMissingKey: ALBUM_MESSAGE.tracks })),
})

/** A track of an album block. */
export type AlbumTrack = typeof AlbumTrackSchema.Type

/**
 * Whether one more track fits in an album (CONST-004: at most 60).
 *
 * @example
 * canAddTrack([]) // true
 */
export const canAddTrack = (tracks: ReadonlyArray<AlbumTrack>): boolean => tracks.length < ALBUM_LIMITS.tracks

/**
 * The tracks with one added at the end, or the same tracks when the album already holds 60
 * (CONST-004), so an editor's add button at the limit changes nothing.
 *
 * @example
 * withTrackAdded([], { title: "Intro", fileId: "f-1" }) // [{ title: "Intro", fileId: "f-1" }]
 */
export const withTrackAdded = (
  tracks: ReadonlyArray<AlbumTrack>,
  track: AlbumTrack,
): ReadonlyArray<AlbumTrack> => (canAddTrack(tracks) ? [...tracks, track] : tracks)

/**
 * The address a visitor's browser plays a track from: the home page's public track route, which
 * serves a file only while it is a track of the saved home page.
 *
 * @example
 * trackAudioPath("f-1") // "/api/home-page/tracks/f-1"
 */
export const trackAudioPath = (fileId: string): string =>
  `/api/home-page/tracks/${encodeURIComponent(fileId)}`
