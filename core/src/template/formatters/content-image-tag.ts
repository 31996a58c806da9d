/**
 * `image-tag`: a modern `<img>` (native lazy loading, `srcset`, `sizes`, fetch priority) under the
 * image template rules (TPL-020 to TPL-028). The reference engine has no such formatter; the spec
 * gives its rules, so this is our form of it:
 *
 *   {item.mainImage|image-tag sizes=50vw priority=high}
 *   {video|image-tag;loader=youtube;videoId=abc;format=webp;width=640;height=360}
 *
 * Settings come from the value (`loader`, `src` or else `assetUrl`, `width`/`height` or else
 * `originalSize`, `priority`, `srcset`, `sizes`, `format`, `videoId`, alt text by the site's rule)
 * and `key=value` arguments override them (choose another delimiter, as above, when a value has
 * spaces). In debug mode (`options.debug`) each broken rule is written before the tag as an HTML
 * comment (TPL-028); in every mode the tag keeps what is valid and drops the rest, and nothing is
 * drawn without a source (`src`, or `videoId` for YouTube). No URL is made up: the site's CDN widths
 * derive from the asset URL (TPL-002, TPL-029), and a video thumbnail's address is left to the
 * player script through `data-video-id` and `data-format` (TPL-001).
 */
import { imageAltText, imageSrcset, parseImageSize } from "../../site/image.ts"
import {
  IMAGE_PRIORITIES,
  IMAGE_SETTING_MESSAGE,
  type ImageLoader,
  imageLoaderOf,
  imageSettingsProblems,
  pixelSize,
  VIDEO_THUMBNAIL_FORMATS,
} from "../../site/image-settings.ts"
import { asString, type Formatter, type FormatterTable, Kind, kindOf, stepPath } from "../plugins.ts"
import { escapeAttribute } from "../values/strings.ts"

const SETTINGS = [
  "loader",
  "src",
  "width",
  "height",
  "priority",
  "srcset",
  "sizes",
  "format",
  "videoId",
  "alt",
] as const
type Setting = (typeof SETTINGS)[number]
type TagSettings = { [K in Setting]?: string | undefined }
const isSetting = (key: string): key is Setting => (SETTINGS as readonly string[]).includes(key)

const textOf = (value: unknown): string | undefined => {
  const kind = kindOf(value)
  const text = kind === Kind.String || kind === Kind.Number ? asString(value).trim() : ""
  return text === "" ? undefined : text
}

// The value's own settings, then the tag's `key=value` arguments over them.
const settingsOf = (value: unknown, args: readonly string[]): TagSettings => {
  const settings: TagSettings = {}
  for (const key of SETTINGS) settings[key] = textOf(stepPath(value, key))
  const size = parseImageSize(stepPath(value, "originalSize"))
  settings.src ??= textOf(stepPath(value, "assetUrl"))
  if (size.ok) {
    settings.width ??= String(size.width)
    settings.height ??= String(size.height)
  }
  for (const arg of args) {
    const equals = arg.indexOf("=")
    const key = arg.slice(0, Math.max(0, equals)).trim()
    if (isSetting(key)) settings[key] = textOf(arg.slice(equals + 1))
  }
  return settings
}

const attribute = (name: string, value: string | number | undefined) =>
  value === undefined ? "" : ` ${name}="${escapeAttribute(String(value))}"`

const altOf = (value: unknown, alt: string | undefined): string =>
  alt ??
  imageAltText({
    altText: asString(stepPath(value, "altText")),
    body: asString(stepPath(value, "body")),
    title: asString(stepPath(value, "title")),
  })

// TPL-028: debug mode only; the messages are fixed texts, so no data can end the comment early.
const debugComments = (settings: TagSettings, debug: boolean | undefined): string =>
  debug
    ? imageSettingsProblems(settings)
        .map((rule) => `<!-- image-tag ${rule}: ${IMAGE_SETTING_MESSAGE[rule]} -->`)
        .join("")
    : ""

const srcsetOf = (s: TagSettings, loader: ImageLoader, value: unknown): string | undefined => {
  if (loader === "raw") return s.srcset
  if (loader !== "sqs" || s.src === undefined) return undefined
  const original = parseImageSize(stepPath(value, "originalSize"))
  return imageSrcset(s.src, original.ok ? original.width : undefined)
}

const imageTag: Formatter = (value, args, ctx) => {
  const s = settingsOf(value, args)
  const comments = debugComments(s, ctx.options.debug)
  const loader = imageLoaderOf(s)
  const youtube = loader === "youtube"
  if (youtube ? s.videoId === undefined : s.src === undefined) return comments
  const width = pixelSize(s.width)
  const height = pixelSize(s.height)
  const sized = width !== undefined && height !== undefined
  const priority = IMAGE_PRIORITIES.find((choice) => choice === s.priority)
  const video = youtube || loader === "vimeo"
  const attributes = [
    attribute("data-loader", loader),
    youtube ? "" : attribute("src", s.src),
    attribute("srcset", srcsetOf(s, loader, value)),
    attribute("sizes", video ? undefined : s.sizes),
    attribute("width", sized ? width : undefined),
    attribute("height", sized ? height : undefined),
    attribute("alt", altOf(value, s.alt)),
    attribute("loading", priority === "high" ? "eager" : "lazy"),
    attribute("fetchpriority", priority === "none" ? undefined : priority),
    attribute("data-video-id", youtube ? s.videoId : undefined),
    attribute(
      "data-format",
      video ? VIDEO_THUMBNAIL_FORMATS.find((format) => format === s.format) : undefined,
    ),
    attribute("decoding", "async"),
  ]
  return `${comments}<img${attributes.join("")} />`
}

/**
 * The `image-tag` formatter.
 *
 * @example
 * imageTagFormatters["image-tag"]
 */
export const imageTagFormatters: FormatterTable = { "image-tag": imageTag }
