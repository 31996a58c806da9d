/**
 * Predicates on a content item's kind: its record type (`text?`, `event?`, `store-item?`…), its
 * promoted block (`promotedVIDEO?`…), both at once for the kinds that can be either (`video?`,
 * `image?`, `quote?`, `link?`, `gallery?`, `external-video?`), and its background source
 * (`background-source-video?`…).
 *
 * The spec names only some record types (ENUM-005) and no background source values (ENUM-016); the
 * codes below are the ones the template language has always used (the conformance cases check
 * them), with the spec's chat, review and course-item added.
 */
import { PromotedBlockType, RecordType } from "../../enums/content-types.ts"
import { codesOf } from "../../enums/lookup.ts"
import {
  asNumber,
  asString,
  Kind,
  kindOf,
  type Predicate,
  type PredicateTable,
  stepPath,
} from "../plugins.ts"

/**
 * Record type codes by the name a template asks for them with (`{.store-item?}`).
 *
 * @example
 * RECORD_TYPE_CODES["store-item"] // 11
 */
export const RECORD_TYPE_CODES: Readonly<Record<string, number>> = {
  undefined: -1,
  text: RecordType.TEXT,
  image: RecordType.IMAGE,
  quote: RecordType.QUOTE,
  link: RecordType.LINK,
  chat: RecordType.CHAT,
  audio: RecordType.AUDIO,
  video: RecordType.VIDEO,
  review: RecordType.REVIEW,
  "store-item": RecordType.STORE_ITEM,
  event: RecordType.EVENT,
  gallery: RecordType.GALLERY,
  binary: 15,
  "css-asset": 16,
  "tweak-asset": 17,
  "digital-good": RecordType.DIGITAL_GOOD,
  attachment: 19,
  "wordpress-export": 20,
  "json-export": 21,
  "site-search": 30,
  "active-time": 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
  "course-item": RecordType.COURSE_ITEM,
}

/**
 * Background source codes of a cover or section by name (`{.background-source-upload?}`).
 *
 * @example
 * BACKGROUND_SOURCE_CODES.video // 3
 */
export const BACKGROUND_SOURCE_CODES: Readonly<Record<string, number>> = {
  undefined: -1,
  upload: 1,
  instagram: 2,
  video: 3,
  none: 4,
}

// Codes may arrive as numbers or numeric text; anything else is no code at all.
const codeOf = (node: unknown, key: string): number | undefined => {
  const value = stepPath(node, key)
  const kind = kindOf(value)
  return kind === Kind.Number || kind === Kind.String ? asNumber(value) : undefined
}

const recordType =
  (code: number): Predicate =>
  (_args, ctx) =>
    codeOf(ctx.node, "recordType") === code

const promoted =
  (blockType: string): Predicate =>
  (_args, ctx) =>
    asString(stepPath(ctx.node, "promotedBlockType")) === blockType

// Kinds an item can be as a post of that type or as a promoted block of another post.
const EITHER: Readonly<Record<string, [number, string]>> = {
  "external-video?": [RecordType.VIDEO, PromotedBlockType.VIDEO],
  "video?": [RecordType.VIDEO, PromotedBlockType.VIDEO],
  "image?": [RecordType.IMAGE, PromotedBlockType.IMAGE],
  "quote?": [RecordType.QUOTE, PromotedBlockType.QUOTE],
  "link?": [RecordType.LINK, PromotedBlockType.LINK],
  "gallery?": [RecordType.GALLERY, "gallery"],
}

const table: Record<string, Predicate> = {}
for (const [name, code] of Object.entries(RECORD_TYPE_CODES)) table[`${name}?`] = recordType(code)
for (const [name, [code, blockType]] of Object.entries(EITHER)) {
  const isType = recordType(code)
  const isPromoted = promoted(blockType)
  table[name] = (args, ctx) => isType(args, ctx) || isPromoted(args, ctx)
}
for (const blockType of codesOf(PromotedBlockType))
  table[`promoted${blockType.toUpperCase()}?`] = promoted(blockType)
for (const [name, code] of Object.entries(BACKGROUND_SOURCE_CODES)) {
  table[`background-source-${name}?`] = (_args, ctx) => codeOf(ctx.node, "backgroundSource") === code
}

/**
 * The record type, promoted block and background source predicates.
 *
 * @example
 * contentTypePredicates["store-item?"]
 */
export const contentTypePredicates: PredicateTable = table
