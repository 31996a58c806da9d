// Image URLs and sizes derived from what the site stores about an upload: its base address, the
// widths the CDN keeps of it ("systemDataVariants") and its original size (spec 001 §2, §5, §9).
import { IMAGE_WIDTHS, type ImageSizeResult, imageUrlWithFormat } from "./image.ts"

const ABSOLUTE = /^(?:https?:)?\/\//i
const STORED_WIDTH = /^(\d+)w$/

/**
 * An asset's URL: the site's base address plus the asset's relative path (TPL-002), joined by
 * exactly one "/". A path that is already an http(s) or protocol-relative URL is kept as it is;
 * any other scheme ("javascript:") is treated as a relative path, so it can never become a link
 * of its own.
 *
 * @example
 * absoluteAssetUrl("https://example.com/prefix/", "/blog/new-article") // "https://example.com/prefix/blog/new-article"
 * absoluteAssetUrl("https://example.com", "https://cdn.example/a.jpg") // "https://cdn.example/a.jpg"
 */
export const absoluteAssetUrl = (base: string, path: string): string =>
  ABSOLUTE.test(path) ? path : `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`

/**
 * The `srcset` candidates of an upload from the widths the CDN stores of it: its "systemDataVariants"
 * list ("1500x983,100w,300w,…"; entries that are not a width such as "1500w" are ignored). When the
 * largest stored width is one of the served widths below 2500 (TPL-029), the original upload is
 * offered as the next served width up, since it is at least that large. Candidates are joined by ","
 * as the template engine has always written them; "" when no width is stored.
 *
 * @example
 * variantSrcset("/i/a.jpg", "100w,300w")
 * // "/i/a.jpg?format=100w 100w,/i/a.jpg?format=300w 300w,/i/a.jpg?format=original 500w"
 */
export const variantSrcset = (assetUrl: string, variants: string): string => {
  const widths = variants
    .split(",")
    .map((entry) => STORED_WIDTH.exec(entry.trim())?.[1])
    .filter((width) => width !== undefined)
  const candidates = widths.map((width) => `${imageUrlWithFormat(assetUrl, `${width}w`)} ${width}w`)
  const largest = IMAGE_WIDTHS.findIndex((width) => String(width) === widths.at(-1))
  const next = largest === -1 ? undefined : IMAGE_WIDTHS[largest + 1]
  if (next !== undefined) candidates.push(`${imageUrlWithFormat(assetUrl, "original")} ${next}w`)
  return candidates.join(",")
}

type ImageSize = Extract<ImageSizeResult, { ok: true }>

/**
 * The height of an image shown `width` pixels wide, keeping its aspect ratio, in whole pixels
 * (rounded down, as a box that is a fraction too short never adds a scroll bar).
 *
 * @example
 * heightForWidth({ width: 250, height: 175 }, 50) // 35
 */
export const heightForWidth = (size: Pick<ImageSize, "width" | "height">, width: number): number =>
  Math.floor((size.height * width) / size.width)

/**
 * The width of an image shown `height` pixels high, keeping its aspect ratio, in whole pixels
 * (rounded down).
 *
 * @example
 * widthForHeight({ width: 250, height: 175 }, 50) // 71
 */
export const widthForHeight = (size: Pick<ImageSize, "width" | "height">, height: number): number =>
  Math.floor((size.width * height) / size.height)
