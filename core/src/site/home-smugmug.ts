import { Schema } from "effect"
import { SITE_LIMITS } from "./limits.ts"
import { isValidUrl } from "./url.ts"

/**
 * The Smugmug gallery block's limits. CONST-007 says "Smugmug galleries: 20, of size 50"; our
 * reading: a merchant picks among at most 20 galleries of the connected account (the first 20 in
 * the order Smugmug lists them), and a block shows at most 50 images of its gallery (the first 50).
 * The lengths of a nickname, a gallery key and the texts are ours.
 */
export const SMUGMUG_LIMITS = {
  galleries: SITE_LIMITS.smugmugGalleries.count,
  images: SITE_LIMITS.smugmugGalleries.size,
  nickname: 60,
  galleryKey: 40,
  title: 200,
  alt: 500,
} as const

/** The messages of the Smugmug gallery block, one per field. */
export const SMUGMUG_MESSAGE = {
  nickname: `Enter the Smugmug account's nickname: 1 to ${SMUGMUG_LIMITS.nickname} letters, digits or hyphens.`,
  galleryKey: "Choose one of the account's galleries.",
  images: `A gallery shows at most ${SMUGMUG_LIMITS.images} images.`,
  image: "Expected an image with an https address, a width, a height and an alt text.",
  accountMissing: "There is no Smugmug account with this nickname.",
  noGalleries: "This Smugmug account has no public galleries.",
} as const

const NICKNAME = new RegExp(`^[A-Za-z0-9](?:[A-Za-z0-9-]{0,${SMUGMUG_LIMITS.nickname - 1}})$`)
const GALLERY_KEY = new RegExp(`^[A-Za-z0-9]{1,${SMUGMUG_LIMITS.galleryKey}}$`)

const matching = (pattern: RegExp, message: string) =>
  Schema.String.annotate({ message })
    .check(Schema.makeFilter((value: string) => pattern.test(value) || message))
    .pipe(Schema.annotateKey({ messageMissingKey: message }))

/** A Smugmug account's nickname (the `<nickname>` of `<nickname>.smugmug.com`). */
export const SmugmugNicknameSchema = matching(NICKNAME, SMUGMUG_MESSAGE.nickname)

/** A Smugmug gallery's key (Smugmug's `AlbumKey`). */
export const SmugmugGalleryKeySchema = matching(GALLERY_KEY, SMUGMUG_MESSAGE.galleryKey)

/**
 * Where the storefront's gallery images come from: a page showing Smugmug blocks must let images
 * load from there (CSP `img-src`), and an image address anywhere else is refused.
 */
export const SMUGMUG_IMAGE_ORIGINS: ReadonlyArray<string> = ["https://photos.smugmug.com"]

/**
 * Whether an address is an image on Smugmug's photo host (`SMUGMUG_IMAGE_ORIGINS`), a URL of at
 * most 2083 characters (CONST-010).
 *
 * @example
 * isSmugmugImageUrl("https://photos.smugmug.com/photos/i-abc/0/M/i-abc-M.jpg") // true
 * isSmugmugImageUrl("https://example.com/a.jpg") // false
 */
export const isSmugmugImageUrl = (url: string): boolean =>
  SMUGMUG_IMAGE_ORIGINS.some((origin) => url.startsWith(`${origin}/`)) && isValidUrl(url)

const dimension = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))

/** An image of a gallery as the storefront shows it: an https address, its size in pixels, its alt text. */
export const SmugmugImageSchema = Schema.Struct({
  url: Schema.String.check(
    Schema.makeFilter((url: string) => isSmugmugImageUrl(url) || SMUGMUG_MESSAGE.image),
  ),
  width: dimension,
  height: dimension,
  alt: Schema.String.check(Schema.isMaxLength(SMUGMUG_LIMITS.alt)),
}).annotate({ message: SMUGMUG_MESSAGE.image })

/** A gallery of a Smugmug account, as the editor offers it: its key, its title and how many images it holds. */
export const SmugmugGallerySchema = Schema.Struct({
  key: SmugmugGalleryKeySchema,
  title: Schema.String.check(Schema.isMaxLength(SMUGMUG_LIMITS.title)),
  imageCount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
})

/**
 * A Smugmug gallery on the home page: the account's nickname, the chosen gallery's key, and its
 * title and images (at most 50, CONST-007) as Smugmug gave them when the layout was saved —
 * `saveHomeLayout` asks Smugmug and replaces whatever the body said, so the storefront renders
 * them without asking Smugmug on each visit. Saving again refreshes them.
 */
export const SmugmugBlockSchema = Schema.Struct({
  kind: Schema.Literal("smugmug"),
  nickname: SmugmugNicknameSchema,
  galleryKey: SmugmugGalleryKeySchema,
  title: Schema.String.check(Schema.isMaxLength(SMUGMUG_LIMITS.title)),
  images: Schema.Array(SmugmugImageSchema)
    .annotate({ message: SMUGMUG_MESSAGE.images })
    .check(Schema.isMaxLength(SMUGMUG_LIMITS.images, { message: SMUGMUG_MESSAGE.images })),
})

/** A gallery of a Smugmug account. */
export type SmugmugGallery = typeof SmugmugGallerySchema.Type
/** An image of a Smugmug gallery. */
export type SmugmugImage = typeof SmugmugImageSchema.Type

/**
 * The galleries the editor offers: the first 20 of the account's, in Smugmug's order (CONST-007).
 *
 * @example
 * shownGalleries(all).length <= 20 // true
 */
export const shownGalleries = (galleries: ReadonlyArray<SmugmugGallery>): ReadonlyArray<SmugmugGallery> =>
  galleries.slice(0, SMUGMUG_LIMITS.galleries)

/**
 * The images a block shows: the first 50 of its gallery, in Smugmug's order (CONST-007).
 *
 * @example
 * shownImages(all).length <= 50 // true
 */
export const shownImages = (images: ReadonlyArray<SmugmugImage>): ReadonlyArray<SmugmugImage> =>
  images.slice(0, SMUGMUG_LIMITS.images)

/**
 * One Smugmug account's public galleries with their images, in Smugmug's order: the data of the
 * memory and canned adapters, and the fixture of the `SmugmugGalleries` contract suite.
 */
export type SmugmugAccount = ReadonlyArray<{
  readonly gallery: SmugmugGallery
  readonly images: ReadonlyArray<SmugmugImage>
}>
