// Image rules of spec 001 §5 and §9 used by product display and the template engine.
import { isBlankText } from "../text/blank.ts"

/**
 * The message for an image size parameter that is not "WxH" (TPL-018), exact.
 *
 * @example
 * IMAGE_SIZE_ERROR // "Invalid source parameter. Pass in 'originalSize'."
 */
export const IMAGE_SIZE_ERROR = "Invalid source parameter. Pass in 'originalSize'."

/** An image's size in pixels, or the spec's message. */
export type ImageSizeResult =
  | { readonly ok: true; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly message: string }

const SIZE = /^(\d+)x(\d+)$/

/**
 * Reads an image size parameter "WxH", as an image's `originalSize` is written (TPL-006, TPL-018).
 * Width and height must be positive whole numbers (the image rules ask the same of width and
 * height); a lower-case "x" only, surrounding spaces allowed. Anything else gets the spec's message.
 *
 * @example
 * parseImageSize("1500x1000") // { ok: true, width: 1500, height: 1000 }
 * parseImageSize("1500") // { ok: false, message: "Invalid source parameter. Pass in 'originalSize'." }
 */
export const parseImageSize = (value: unknown): ImageSizeResult => {
  const match = typeof value === "string" ? SIZE.exec(value.trim()) : null
  const width = Number(match?.[1])
  const height = Number(match?.[2])
  if (!match || !Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) {
    return { ok: false, message: IMAGE_SIZE_ERROR }
  }
  return { ok: true, width, height }
}

/**
 * The widths an image is served at (TPL-029).
 *
 * @example
 * IMAGE_WIDTHS[0] // 100
 */
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const

/**
 * Thumbnail thresholds (TPL-030): a thumbnail displayed at up to a threshold uses the image
 * width of the same value; above the last one it uses the next image width, 1500.
 *
 * @example
 * THUMBNAIL_THRESHOLDS.at(-1) // 1000
 */
export const THUMBNAIL_THRESHOLDS = [100, 300, 500, 750, 1000] as const

/**
 * The served width for an image displayed `displayWidth` pixels wide (multiply by the device pixel
 * ratio first): the smallest served width at least that wide, never wider than the original when the
 * original is known (an upscaled copy adds bytes, not detail), else the largest that fits.
 *
 * @example
 * imageWidthFor(640) // 750
 * imageWidthFor(640, 600) // 500
 */
export const imageWidthFor = (displayWidth: number, originalWidth?: number): number => {
  const fits = IMAGE_WIDTHS.filter((width) => originalWidth === undefined || width <= originalWidth)
  const candidates: ReadonlyArray<number> = fits.length > 0 ? fits : [IMAGE_WIDTHS[0]]
  return candidates.find((width) => width >= displayWidth) ?? (candidates.at(-1) as number)
}

/**
 * The served width for a thumbnail displayed at `size` pixels (TPL-030 thresholds).
 *
 * @example
 * thumbnailWidthFor(260) // 300
 * thumbnailWidthFor(1200) // 1500
 */
export const thumbnailWidthFor = (size: number): number =>
  THUMBNAIL_THRESHOLDS.find((threshold) => size <= threshold) ?? 1500

/**
 * The URL of an image at a served width. The "?format=Nw" parameter is our choice of how a width is
 * asked for (the spec only says URLs are a base address plus a relative path); an existing query
 * string is kept.
 *
 * @example
 * imageUrlAtWidth("https://cdn.example/i/shoe.jpg", 500) // "https://cdn.example/i/shoe.jpg?format=500w"
 */
export const imageUrlAtWidth = (assetUrl: string, width: number): string =>
  imageUrlWithFormat(assetUrl, `${width}w`)

/**
 * The URL of an image in a stored format: a served width ("500w") or "original", the full-size
 * upload. Same "?format=" parameter as {@link imageUrlAtWidth}.
 *
 * @example
 * imageUrlWithFormat("/i/shoe.jpg", "original") // "/i/shoe.jpg?format=original"
 */
export const imageUrlWithFormat = (assetUrl: string, format: string): string =>
  `${assetUrl}${assetUrl.includes("?") ? "&" : "?"}format=${format}`

/**
 * A `srcset` listing the served widths up to the original's (all of them when it is unknown; at least
 * the smallest).
 *
 * @example
 * imageSrcset("/i/a.jpg", 400) // "/i/a.jpg?format=100w 100w, /i/a.jpg?format=300w 300w"
 */
export const imageSrcset = (assetUrl: string, originalWidth?: number): string => {
  const widths = IMAGE_WIDTHS.filter((width) => originalWidth === undefined || width <= originalWidth)
  return (widths.length > 0 ? widths : [IMAGE_WIDTHS[0]])
    .map((width) => `${imageUrlAtWidth(assetUrl, width)} ${width}w`)
    .join(", ")
}

/**
 * The longest alt text taken from an image's body (TPL-031).
 *
 * @example
 * ALT_TEXT_MAX_LENGTH // 250
 */
export const ALT_TEXT_MAX_LENGTH = 250

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
  nbsp: " ",
}

// An HTML caption as text: comments and tags become a space each (so the words on either side stay
// apart), common entities decoded. Spacing is left as written.
const captionText = (body: string): string =>
  body
    .replace(/<!--[\s\S]*?(?:-->|$)/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")

// At most 250 characters (TPL-031), never splitting one.
const capped = (text: string): string => [...text].slice(0, ALT_TEXT_MAX_LENGTH).join("")

/**
 * The alt text of an image: its own alt text when it has one; else its body (an HTML caption) as
 * plain text — tags removed, common entities decoded, spaces collapsed — cut to 250 characters
 * (TPL-031); else its title; else empty. Cutting never splits a character.
 *
 * @example
 * imageAltText({ body: "<p>Red  <b>canvas</b> shoe &amp; lace</p>" }) // "Red canvas shoe & lace"
 */
export const imageAltText = (image: {
  readonly altText?: string
  readonly body?: string
  readonly title?: string
}): string => {
  const own = image.altText?.trim()
  if (own) return own
  const text = captionText(image.body ?? "")
    .replace(/\s+/g, " ")
    .trim()
  if (text !== "") return capped(text).trim()
  return image.title?.trim() ?? ""
}

/**
 * The alt text of a content item's image (a gallery slide, a blog thumbnail) as the template
 * engine's image formatters have always chosen it: the item's title; else its body as plain text,
 * cut to 250 characters (TPL-031) with its spacing kept as written (a tag becomes one space); else
 * its file name; else empty. A body with no visible text is skipped. It differs from
 * {@link imageAltText} (own alt text first) because templates written for these formatters expect
 * the title; an image block's own alt text is the caller's to prefer (the `image` formatter does).
 *
 * @example
 * contentItemAltText({ body: "<b>bold</b><i>italics</i>" }) // " bold  italics "
 * contentItemAltText({ title: "Shoe", body: "<p>ignored</p>" }) // "Shoe"
 */
export const contentItemAltText = (item: {
  readonly title?: string | undefined
  readonly body?: string | undefined
  readonly filename?: string | undefined
}): string => {
  if (item.title) return item.title
  if (!isBlankText(item.body)) return capped(captionText(item.body ?? ""))
  return item.filename ?? ""
}
