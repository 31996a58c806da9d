// The image template rules of spec 001 §5 (TPL-020 to TPL-027): what an image element needs, by the
// loader that serves it. The spec applies them in debug mode only (TPL-028), so a page never breaks
// over them; a renderer reports them and still draws what it can.

/**
 * The loaders an image can be served by (TPL-022): the site's image CDN, a plain URL, or a video
 * provider's thumbnail.
 *
 * @example
 * IMAGE_LOADERS.includes("sqs") // true
 */
export const IMAGE_LOADERS = ["sqs", "raw", "vimeo", "youtube"] as const
/** One of {@link IMAGE_LOADERS}. */
export type ImageLoader = (typeof IMAGE_LOADERS)[number]

/**
 * Loading priorities of an image (TPL-021).
 *
 * @example
 * IMAGE_PRIORITIES // ["high", "low", "none"]
 */
export const IMAGE_PRIORITIES = ["high", "low", "none"] as const
/** One of {@link IMAGE_PRIORITIES}. */
export type ImagePriority = (typeof IMAGE_PRIORITIES)[number]

/**
 * Thumbnail formats a video provider serves (TPL-025).
 *
 * @example
 * VIDEO_THUMBNAIL_FORMATS // ["jpg", "webp"]
 */
export const VIDEO_THUMBNAIL_FORMATS = ["jpg", "webp"] as const

/**
 * What an image element is asked to be: every field as written by a template author (text, or a
 * number for the sizes), unchecked. Empty text counts as absent.
 */
export interface ImageSettings {
  readonly loader?: string | undefined
  readonly src?: string | undefined
  readonly width?: unknown
  readonly height?: unknown
  readonly priority?: string | undefined
  readonly srcset?: string | undefined
  readonly sizes?: string | undefined
  readonly format?: string | undefined
  readonly videoId?: string | undefined
}

/**
 * The message of each image template rule (TPL-020 to TPL-027), by rule.
 *
 * @example
 * IMAGE_SETTING_MESSAGE["TPL-024"] // "sizes is required with the sqs loader"
 */
export const IMAGE_SETTING_MESSAGE = {
  "TPL-020": "width and height are required positive integers",
  "TPL-021": "priority must be high, low or none",
  "TPL-022": "loader must be one of sqs, raw, vimeo, youtube",
  "TPL-023": "srcset is only allowed with the raw loader",
  "TPL-024": "sizes is required with the sqs loader",
  "TPL-025": "format is only allowed with the vimeo or youtube loader, and must be jpg or webp",
  "TPL-026": "videoId is required with the youtube loader",
  "TPL-027": "src is required unless the loader is youtube",
} as const
/** The rule an image setting broke. */
export type ImageSettingRule = keyof typeof IMAGE_SETTING_MESSAGE

const WHOLE = /^\d+$/

/**
 * A positive whole number of pixels from a number or a string of digits (TPL-020); undefined for
 * anything else.
 *
 * @example
 * pixelSize("640") // 640
 * pixelSize(12.5) // undefined
 */
export const pixelSize = (value: unknown): number | undefined => {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && WHOLE.test(value.trim())
        ? Number(value)
        : 0
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

const present = (text: string | undefined): text is string => text !== undefined && text.trim() !== ""
const oneOf = <T extends string>(choices: ReadonlyArray<T>, text: string | undefined): text is T =>
  choices.includes(text as T)

/**
 * The loader an image uses: the one asked for when it is known, else the site's CDN ("sqs"), which
 * serves every upload.
 *
 * @example
 * imageLoaderOf({ loader: "raw" }) // "raw"
 * imageLoaderOf({}) // "sqs"
 */
export const imageLoaderOf = (settings: ImageSettings): ImageLoader =>
  oneOf(IMAGE_LOADERS, settings.loader) ? settings.loader : "sqs"

/**
 * The image template rules an image's settings break (TPL-020 to TPL-027), in rule order; empty when
 * it is fine. A loader that is absent means the site's CDN ("sqs") and breaks no rule; one that is
 * present but unknown breaks TPL-022, and the other rules are then checked as for "sqs".
 *
 * @example
 * imageSettingsProblems({ loader: "sqs", src: "/a.jpg", width: 600, height: 400 }) // ["TPL-024"]
 * imageSettingsProblems({ loader: "youtube", videoId: "x", width: 1, height: 1, format: "png" }) // ["TPL-025"]
 */
export const imageSettingsProblems = (settings: ImageSettings): ReadonlyArray<ImageSettingRule> => {
  const loader = imageLoaderOf(settings)
  const video = loader === "vimeo" || loader === "youtube"
  const broken: ImageSettingRule[] = []
  const check = (rule: ImageSettingRule, ok: boolean) => ok || broken.push(rule)
  check("TPL-020", pixelSize(settings.width) !== undefined && pixelSize(settings.height) !== undefined)
  check("TPL-021", !present(settings.priority) || oneOf(IMAGE_PRIORITIES, settings.priority))
  check("TPL-022", !present(settings.loader) || oneOf(IMAGE_LOADERS, settings.loader))
  check("TPL-023", !present(settings.srcset) || loader === "raw")
  check("TPL-024", loader !== "sqs" || present(settings.sizes))
  check("TPL-025", !present(settings.format) || (video && oneOf(VIDEO_THUMBNAIL_FORMATS, settings.format)))
  check("TPL-026", loader !== "youtube" || present(settings.videoId))
  check("TPL-027", loader === "youtube" || present(settings.src))
  return broken
}
