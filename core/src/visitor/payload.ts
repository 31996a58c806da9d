import { Schema } from "effect"

/**
 * Text of at most `max` characters: every outside string the census keeps is bounded, so one request
 * can never make a row large.
 *
 * @example
 * const Title = boundedText(512)
 */
export const boundedText = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/** An id as the census keeps it: at most 128 characters. */
export const CensusId = boundedText(128)
/** A URL or a path: at most 2083 characters, the URL validator's limit (CONST). */
export const CensusUrl = boundedText(2083)
/** A title or a name: at most 512 characters. */
export const CensusTitle = boundedText(512)

const Size = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))

/** `contentSource`: `i` for an item, `c` for a collection (TRACK-006). */
export const ContentSourceSchema = Schema.Literals(["i", "c"])
/** Where a tracked page's content comes from (TRACK-006). */
export type ContentSource = typeof ContentSourceSchema.Type

/**
 * The tracking payload a page sends with its hits (TRACK-005), every field optional because each
 * call sends the ones it has. The spec's "viewport size" and "screen size" are four integers here.
 *
 * @example
 * Schema.decodeUnknownSync(TrackingPayloadSchema)({ websiteId: "site-1", pagePath: "/shop", contentSource: "c" })
 */
export const TrackingPayloadSchema = Schema.Struct({
  event: Schema.optionalKey(CensusTitle),
  data: Schema.optionalKey(boundedText(4096)),
  ss_cvr: Schema.optionalKey(CensusTitle),
  userAgent: Schema.optionalKey(CensusTitle),
  clientDate: Schema.optionalKey(Schema.Number.check(Schema.isFinite())),
  viewportWidth: Schema.optionalKey(Size),
  viewportHeight: Schema.optionalKey(Size),
  screenWidth: Schema.optionalKey(Size),
  screenHeight: Schema.optionalKey(Size),
  websiteId: Schema.optionalKey(CensusId),
  templateId: Schema.optionalKey(CensusId),
  website_locale: Schema.optionalKey(CensusId),
  member_locale: Schema.optionalKey(CensusId),
  memberAccountId: Schema.optionalKey(CensusId),
  variantId: Schema.optionalKey(CensusId),
  url: Schema.optionalKey(CensusUrl),
  title: Schema.optionalKey(CensusTitle),
  itemId: Schema.optionalKey(CensusId),
  recordType: Schema.optionalKey(Schema.Int),
  collectionId: Schema.optionalKey(CensusId),
  pagePermissionTypeValue: Schema.optionalKey(Schema.Int),
  pageTitle: Schema.optionalKey(CensusTitle),
  pageId: Schema.optionalKey(CensusId),
  pagePath: Schema.optionalKey(CensusUrl),
  pageHash: Schema.optionalKey(CensusTitle),
  contentSource: Schema.optionalKey(ContentSourceSchema),
  visitorCookie: Schema.optionalKey(CensusTitle),
  formId: Schema.optionalKey(CensusId),
})

/** A tracking payload (TRACK-005). */
export type TrackingPayload = typeof TrackingPayloadSchema.Type

/**
 * Every field name of the tracking payload, in the spec's order (TRACK-005).
 *
 * @example
 * TRACKING_PAYLOAD_FIELDS.includes("pageHash") // true
 */
export const TRACKING_PAYLOAD_FIELDS = Object.keys(TrackingPayloadSchema.fields) as ReadonlyArray<
  keyof TrackingPayload
>

/**
 * The content source of a page: `i` when it shows an item, else `c` (TRACK-006).
 *
 * @example
 * contentSourceOf({ itemId: "shirt" }) // "i"
 */
export const contentSourceOf = (page: { readonly itemId?: string | undefined }): ContentSource =>
  page.itemId === undefined || page.itemId === "" ? "c" : "i"
