/**
 * Content formatters: images, video, colours, item classes, durations (the reference's content plugin).
 * The image, colour, video and `image-tag` formatters live in `content-*.ts` beside this file and
 * are merged here; the rest are small enough to sit in this table.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { isSoldOut } from "../../catalog/display.ts"
import { isOnSale } from "../../catalog/status-label.ts"
import { RecordType } from "../../enums/content-types.ts"
import { absoluteAssetUrl } from "../../site/image-variants.ts"
import { formatDuration } from "../../text/time.ts"
import {
  asNumber,
  asString,
  type Formatter,
  type FormatterTable,
  isTruthy,
  Kind,
  kindOf,
  stepPath,
} from "../plugins.ts"
import { slugify } from "../values/strings.ts"
import { productOf } from "./commerce-data.ts"
import { colourFormatters } from "./content-colour.ts"
import { imageTagFormatters } from "./content-image-tag.ts"
import { imageFormatters } from "./content-images.ts"
import { videoFormatters } from "./content-video.ts"

// The reference's audio player markup, with every value escaped for its attribute.
const AUDIO_PLAYER =
  "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
  '<div class="squarespace-audio-player" data-audio-asset-url="{structuredContent.audioAssetUrl|htmlattr}" ' +
  'data-item-id="{id|htmlattr}" id="audio-player-{id|htmlattr}"></div>'

const isNumeric = (value: unknown): boolean => {
  const kind = kindOf(value)
  return (kind === Kind.Number || kind === Kind.String) && Number.isFinite(asNumber(value))
}

const classes = (prefix: string, names: unknown): string =>
  Array.isArray(names) ? names.map((name) => ` ${prefix}-${slugify(asString(name))}`).join("") : ""

/**
 * `item-classes`: the CSS classes of a content item in a list — "hentry", then its promoted block,
 * categories, tags, author, record type label, position in the list (`@index`), "featured" when
 * starred, and for a store item "on-sale" / "sold-out" by the catalogue rules (DISPLAY-003 to
 * DISPLAY-005). Names are slugified; a record type label that is missing adds nothing (the
 * reference writes a bare "post-type-").
 */
const itemClasses: Formatter = (value, _args, ctx) => {
  let result = "hentry"
  const promoted = ctx.resolve("promotedBlockType")
  if (isTruthy(promoted)) result += ` promoted promoted-block-${slugify(asString(promoted))}`
  result += classes("category", ctx.resolve("categories"))
  result += classes("tag", ctx.resolve("tags"))
  const author = asString(stepPath(ctx.resolve("author"), "displayName"))
  if (author !== "") result += ` author-${slugify(author)}`
  const label = asString(ctx.resolve("recordTypeLabel"))
  if (label !== "") result += ` post-type-${slugify(label)}`
  const index = ctx.resolve("@index")
  if (kindOf(index) === Kind.Number) result += ` article-index-${asString(index)}`
  if (isTruthy(ctx.resolve("starred"))) result += " featured"
  if (asNumber(stepPath(value, "recordType")) === RecordType.STORE_ITEM) {
    const product = productOf(ctx, stepPath(value, "structuredContent"))
    if (isOnSale(product)) result += " on-sale"
    if (isSoldOut(product)) result += " sold-out"
  }
  return result
}

/**
 * The content formatters.
 *
 * @example
 * contentFormatters["image"]
 */
export const contentFormatters: FormatterTable = {
  ...imageFormatters,
  ...imageTagFormatters,
  ...colourFormatters,
  ...videoFormatters,
  /** The value as a path under the page's `base-url` (TPL-002). */
  AbsUrl: (value, _args, ctx) =>
    isNumeric(value) || kindOf(value) === Kind.String
      ? absoluteAssetUrl(asString(ctx.resolve("base-url")), asString(value))
      : undefined,
  "audio-player": (value, _args, ctx) => ctx.renderTemplate(AUDIO_PLAYER, value),
  /** The whole text in capitals, as the reference engine has it (not only the first letter). */
  capitalize: (value) => asString(value).toUpperCase(),
  /** Milliseconds as minutes:seconds (TPL-035); nothing for a value that is not a number. */
  humanizeDuration: (value) => (isNumeric(value) ? formatDuration(asNumber(value) / 1000) : undefined),
  "item-classes": itemClasses,
}
