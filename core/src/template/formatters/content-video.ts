/**
 * The `video` formatter: the wrapper a video block's script turns into a player, with the provider's
 * embed code in `data-html` and, when the item asks for an overlay, its thumbnail image (TPL-007).
 *
 * `{item|video load-false color-data}`: `load-false` marks the wrapper for deferred loading,
 * `color-data` adds the thumbnail's average colours. Attribute values are escaped.
 */
import { asString, type FormatterTable, isTruthy, Kind, kindOf, stepPath } from "../plugins.ts"
import { escapeAttribute } from "../values/strings.ts"
import { averageColour, COLOUR_REGIONS } from "./content-colour.ts"
import { focalPoint, hasMainImage } from "./content-images.ts"

const text = (node: unknown, key: string) => escapeAttribute(asString(stepPath(node, key)))

// Thumbnail colours as lower-case attributes (data-color-topleft), as the video script reads them.
const colourAttributes = (colorData: unknown): string =>
  COLOUR_REGIONS.map((region) => {
    const colour = averageColour(colorData, region)
    return colour === undefined ? "" : `data-color-${region.toLowerCase()}="${colour}" `
  }).join("")

const thumbnail = (video: unknown, withColours: boolean): string =>
  `<img data-load="false" data-src="${text(video, "assetUrl")}" ` +
  `data-image-dimensions="${text(video, "originalSize")}" data-image-focal-point="${focalPoint(video)}" ` +
  `${withColours ? colourAttributes(stepPath(video, "colorData")) : ""}/>`

const overlay = (video: unknown, withColours: boolean): string => {
  const image = hasMainImage(video)
  return (
    `<div class="sqs-video-overlay${image ? "" : " no-thumb"}" style="opacity: 0;">` +
    `${image ? thumbnail(video, withColours) : ""}` +
    '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>'
  )
}

/**
 * The video formatters.
 *
 * @example
 * videoFormatters["video"]
 */
export const videoFormatters: FormatterTable = {
  video: (value, args) => {
    if (kindOf(value) !== Kind.Object) return undefined
    const oembed = stepPath(value, "oembed")
    // The double space before data-load is the markup the reference engine writes; kept byte for byte.
    const load = args.includes("load-false") ? ' data-load="false" ' : ""
    return (
      `<div class="sqs-video-wrapper" ${load}data-html="${text(oembed, "html")}" ` +
      `data-provider-name="${text(oembed, "providerName")}">` +
      `${isTruthy(stepPath(value, "overlay")) ? overlay(value, args.includes("color-data")) : ""}</div>`
    )
  },
}
