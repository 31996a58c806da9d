/**
 * Image formatters: the lazy-loading `<img>` markup and its data attributes (`image`, `image-meta`,
 * `child-image-meta`, `cover-image-meta`, `image-srcset`), and sizes from an "WxH" text (`width`,
 * `height`, `resizedHeightForWidth`, `resizedWidthForHeight`, `squarespaceThumbnailForWidth`,
 * `squarespaceThumbnailForHeight`). Sizes, widths, srcsets and alt text are the site module's image
 * rules (TPL-018, TPL-029 to TPL-031).
 *
 * Every attribute value is escaped (the reference engine escapes only the alt text), and each
 * attribute is followed by a space, so `<img {@|image-meta}/>` stays well formed.
 */
import { BlockType } from "../../enums/content-types.ts"
import { contentItemAltText, IMAGE_SIZE_ERROR, parseImageSize, thumbnailWidthFor } from "../../site/image.ts"
import { pixelSize } from "../../site/image-settings.ts"
import { heightForWidth, variantSrcset, widthForHeight } from "../../site/image-variants.ts"
import {
  asString,
  type Formatter,
  type FormatterTable,
  isTruthy,
  Kind,
  kindOf,
  type PluginContext,
  stepPath,
} from "../plugins.ts"
import { escapeAttribute } from "../values/strings.ts"

const text = (node: unknown, key: string): string => asString(stepPath(node, key))
const filled = (node: unknown, key: string): string | undefined => {
  const value = stepPath(node, key)
  return isTruthy(value) ? asString(value) : undefined
}

/**
 * Whether a content item has a main image: a `mainImageId` or a `systemDataId` (TPL-003).
 *
 * @example
 * hasMainImage({ systemDataId: "abc" }) // true
 */
export const hasMainImage = (item: unknown): boolean =>
  isTruthy(stepPath(item, "mainImageId")) || isTruthy(stepPath(item, "systemDataId"))

// A coordinate that is not a number 0–1 is the centre, where a crop loses the least.
const coordinate = (point: unknown, key: string): number => {
  const value = stepPath(point, key)
  return typeof value === "number" && value >= 0 && value <= 1 ? value : 0.5
}

/**
 * The focal point of an image or video as "x,y" (TPL-006 `mediaFocalPoint`), "0.5,0.5" by default.
 *
 * @example
 * focalPoint({ mediaFocalPoint: { x: 0.3, y: 0.7 } }) // "0.3,0.7"
 */
export const focalPoint = (media: unknown): string => {
  const point = stepPath(media, "mediaFocalPoint")
  return `${coordinate(point, "x")},${coordinate(point, "y")}`
}

/**
 * The alt text of an image: an image block's own `altText`, even an empty one (the author cleared it
 * on purpose), when the page data says the block is an image block (`blockType` 5); otherwise the
 * content item rule (title, body cut to 250 characters, file name: TPL-031).
 *
 * @example
 * altTextOf({ title: "Shoe" }, ctx) // "Shoe"
 */
export const altTextOf = (image: unknown, ctx: PluginContext): string => {
  const blockType = ctx.resolve("blockType")
  if (kindOf(blockType) === Kind.Number && blockType === BlockType.IMAGE) return text(image, "altText").trim()
  return contentItemAltText({
    title: filled(image, "title"),
    body: filled(image, "body"),
    filename: filled(image, "filename"),
  })
}

const attribute = (name: string, value: string) => `${name}="${escapeAttribute(value)}" `

/**
 * The data attributes of a lazily loaded image (TPL-006), each followed by a space; "" when the
 * image is missing.
 *
 * @example
 * imageMeta({ assetUrl: "/a.jpg", originalSize: "10x10", title: "A" }, ctx)
 * // 'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="10x10" data-image-focal-point="0.5,0.5" alt="A" '
 */
export const imageMeta = (image: unknown, ctx: PluginContext, alt = altTextOf(image, ctx)): string => {
  if (kindOf(image) !== Kind.Object) return ""
  const key = stepPath(image, "componentKey")
  const url = text(image, "assetUrl")
  return [
    kindOf(stepPath(image, "licensedAssetPreview")) === Kind.Object
      ? 'data-licensed-asset-preview="true" '
      : "",
    kindOf(key) === Kind.String || kindOf(key) === Kind.Number
      ? attribute("data-component-key", asString(key))
      : "",
    attribute("data-src", url),
    attribute("data-image", url),
    attribute("data-image-dimensions", text(image, "originalSize")),
    attribute("data-image-focal-point", focalPoint(image)),
    attribute("alt", alt),
  ].join("")
}

const image: Formatter = (value, args, ctx) => {
  if (kindOf(value) !== Kind.Object) return undefined
  const alt = altTextOf(value, ctx)
  return (
    `<noscript><img src="${escapeAttribute(text(value, "assetUrl"))}" alt="${escapeAttribute(alt)}" /></noscript>` +
    `<img ${attribute("class", args[0] ?? "thumb-image")}${imageMeta(value, ctx, alt)}data-load="false" ` +
    `${attribute("data-image-id", text(value, "id"))}data-type="image" />`
  )
}

const childIndex = (arg: string | undefined): number | undefined =>
  arg === undefined ? 0 : /^\d+$/.test(arg.trim()) ? Number(arg) : undefined

// A size argument (pixels) is a template author's mistake when missing: say so, print nothing.
const requested = (name: string, arg: string | undefined, ctx: PluginContext): number | undefined => {
  const size = pixelSize(arg)
  if (size === undefined) ctx.error(`${name} needs a size in whole pixels, got "${arg ?? ""}"`)
  return size
}

const resized =
  (
    name: string,
    resize: (size: { width: number; height: number }, by: number) => string | number,
  ): Formatter =>
  (value, args, ctx) => {
    const size = parseImageSize(value)
    if (!size.ok) return IMAGE_SIZE_ERROR
    const by = requested(name, args[0], ctx)
    return by === undefined ? undefined : resize(size, by)
  }

const dimension =
  (side: "width" | "height"): Formatter =>
  (value) => {
    const size = parseImageSize(value)
    return size.ok ? size[side] : undefined
  }

/**
 * The image formatters.
 *
 * @example
 * imageFormatters["image-meta"]
 */
export const imageFormatters: FormatterTable = {
  image,
  "image-meta": (value, _args, ctx) => imageMeta(value, ctx),
  "child-image-meta": (value, args, ctx) => {
    const index = childIndex(args[0])
    return index === undefined ? "" : imageMeta(stepPath(stepPath(value, "items"), index), ctx)
  },
  "cover-image-meta": (value, _args, ctx) => imageMeta(stepPath(value, "coverImage"), ctx),
  "image-srcset": (value) => {
    const srcset = variantSrcset(text(value, "assetUrl"), text(value, "systemDataVariants"))
    return srcset === "" ? undefined : ` srcset="${escapeAttribute(srcset)}"`
  },
  width: dimension("width"),
  height: dimension("height"),
  resizedHeightForWidth: resized("resizedHeightForWidth", heightForWidth),
  resizedWidthForHeight: resized("resizedWidthForHeight", widthForHeight),
  squarespaceThumbnailForHeight: resized(
    "squarespaceThumbnailForHeight",
    (size, height) => `${thumbnailWidthFor(widthForHeight(size, height))}w`,
  ),
  squarespaceThumbnailForWidth: (_value, args, ctx) => {
    const width = requested("squarespaceThumbnailForWidth", args[0], ctx)
    return width === undefined ? undefined : `${thumbnailWidthFor(width)}w`
  },
}
