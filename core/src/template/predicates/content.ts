/**
 * Content predicates: item kinds, images, galleries, events, collections. The kind predicates
 * (`text?`, `promotedVIDEO?`, `background-source-upload?`…) and the gallery ones live in
 * `content-*.ts` beside this file and are merged here.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { CollectionType, FolderBehavior } from "../../enums/content-types.ts"
import { isBlankText } from "../../text/blank.ts"
import { hasMainImage } from "../formatters/content-images.ts"
import { zonedTime } from "../i18n/zoned-time.ts"
import {
  asNumber,
  asString,
  isTruthy,
  Kind,
  kindOf,
  type Predicate,
  type PredicateTable,
  stepPath,
} from "../plugins.ts"
import { galleryPredicates } from "./content-gallery.ts"
import { contentTypePredicates } from "./content-types.ts"

// The spec lists collection types only in part (ENUM-007); a template page is 7 in the page data.
const TEMPLATE_PAGE = 7

const numberAt = (value: unknown): number | undefined =>
  kindOf(value) === Kind.Number ? (value as number) : undefined

/**
 * An item is clickable when its folder behaviour is missing, index or redirect (TPL-017); the
 * behaviour is looked up from the item outwards, as a collection's applies to its items.
 */
const clickable: Predicate = (_args, ctx) => {
  const behaviour = ctx.resolve("folderBehavior")
  if (behaviour === undefined) return true
  const code = asNumber(behaviour)
  return code === FolderBehavior.INDEX || code === FolderBehavior.REDIRECT
}

/** An excerpt (`excerpt.html`, or the excerpt itself as text) with visible text (UTIL-006). */
const excerpt: Predicate = (_args, ctx) => {
  const value = stepPath(ctx.node, "excerpt")
  const html = stepPath(value, "html")
  return !isBlankText(typeof html === "string" ? html : typeof value === "string" ? value : "")
}

// Calendar days are the site's (TPL-012): an evening event ending after midnight UTC is still one
// day. Read with the time-zone data of every date formatter (`../i18n/zoned-time.ts`, TPL-011).
const dayOf = (time: number, timeZone: string): string | undefined => {
  const zoned = zonedTime(time, timeZone)
  return zoned && `${zoned.year}-${zoned.month}-${zoned.day}`
}

/** Whether an event starts and ends on the same calendar day in the site's time zone. */
const sameDay: Predicate = (_args, ctx) => {
  const start = numberAt(stepPath(ctx.node, "startDate"))
  const end = numberAt(stepPath(ctx.node, "endDate"))
  if (start === undefined || end === undefined || !Number.isFinite(start) || !Number.isFinite(end))
    return false
  const day = dayOf(start, ctx.timeZone)
  return day !== undefined && day === dayOf(end, ctx.timeZone)
}

const size = (value: unknown): number =>
  Array.isArray(value)
    ? value.length
    : kindOf(value) === Kind.Object
      ? Object.keys(value as object).length
      : 0

const collectionOf = (ctx: { readonly node: unknown }): unknown => stepPath(ctx.node, "collection")

/**
 * The content predicates.
 *
 * @example
 * contentPredicates["main-image?"]
 */
export const contentPredicates: PredicateTable = {
  ...contentTypePredicates,
  ...galleryPredicates,
  "calendar-view?": (_args, ctx) => isTruthy(ctx.resolve("calendarView")),
  /** The first of the item's `items` has a main image. */
  "child-images?": (_args, ctx) => {
    const items = stepPath(ctx.node, "items")
    return Array.isArray(items) && items.length > 0 && hasMainImage(items[0])
  },
  "clickable?": clickable,
  "collection?": (_args, ctx) => isTruthy(collectionOf(ctx)),
  "collection-page?": (_args, ctx) => numberAt(stepPath(collectionOf(ctx), "type")) === CollectionType.PAGE,
  /** The type of the item's collection, or of the item itself when it is a collection, is "template page". */
  "collection-template-page?": (_args, ctx) => {
    const collection = collectionOf(ctx)
    const type = stepPath(collection === undefined ? ctx.node : collection, "type")
    return type !== undefined && asNumber(type) === TEMPLATE_PAGE
  },
  "collectionTypeNameEquals?": (args, ctx) =>
    args[0] !== undefined && asString(ctx.resolve("typeName")) === args[0],
  "excerpt?": excerpt,
  "external-link?": (_args, ctx) => isTruthy(stepPath(ctx.node, "externalLink")),
  "folder?": (_args, ctx) => isTruthy(stepPath(collectionOf(ctx), "folder")),
  /** More than one element (an array) or member (an object). */
  "has-multiple?": (_args, ctx) => size(ctx.node) > 1,
  /** A folder collection that shows an index page. */
  "index?": (_args, ctx) => {
    const collection = collectionOf(ctx)
    return (
      isTruthy(stepPath(collection, "folder")) &&
      numberAt(stepPath(collection, "folderBehavior")) === FolderBehavior.INDEX
    )
  },
  /** A location with map coordinates (TPL-003 `location.mapLat`, `location.mapLng`). */
  "location?": (_args, ctx) => {
    const location = stepPath(ctx.node, "location")
    return (
      numberAt(stepPath(location, "mapLat")) !== undefined &&
      numberAt(stepPath(location, "mapLng")) !== undefined
    )
  },
  "main-image?": (_args, ctx) => hasMainImage(ctx.node),
  "passthrough?": (_args, ctx) =>
    isTruthy(stepPath(ctx.node, "passthrough")) && asString(stepPath(ctx.node, "sourceUrl")) !== "",
  "redirect?": (_args, ctx) => asNumber(stepPath(ctx.node, "folderBehavior")) === FolderBehavior.REDIRECT,
  "same-day?": sameDay,
  "serviceNameEmail?": (_args, ctx) => asString(stepPath(ctx.node, "serviceName")) === "email",
  "show-past-events?": (_args, ctx) => asString(stepPath(ctx.node, "showPastOrUpcomingEvents")) === "past",
}
