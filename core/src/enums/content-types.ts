// The spec lists these enumerations only in part ("and others"). The named constants hold exactly
// the listed values; their Schemas (model.ts) accept any code in the stated range, because real
// content carries codes we cannot name and must still decode (ENUM-006, ENUM-008, ENUM-010).

/**
 * Record types of a content item (ENUM-005). Partial: the spec names these and says others run up
 * to course item 63; the unnamed codes below 63 are accepted by `RecordTypeSchema` (ENUM-006).
 *
 * @example
 * item.recordType === RecordType.STORE_ITEM
 */
export const RecordType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  DIGITAL_GOOD: 18,
  COURSE_ITEM: 63,
} as const
/** A named record-type code. */
export type RecordType = (typeof RecordType)[keyof typeof RecordType]
/**
 * The highest record-type code the spec mentions (course item, ENUM-005).
 *
 * @example
 * MAX_RECORD_TYPE // 63
 */
export const MAX_RECORD_TYPE = 63

/**
 * Collection types (ENUM-007). Partial: "and others", never listed; any positive code decodes
 * (ENUM-008).
 *
 * @example
 * collection.type === CollectionType.PRODUCTS
 */
export const CollectionType = { GENERIC: 1, SUBSCRIPTION: 2, PAGE: 10, PRODUCTS: 13 } as const
/** A named collection-type code. */
export type CollectionType = (typeof CollectionType)[keyof typeof CollectionType]

/**
 * Block types (ENUM-009). Partial: the spec says about 60 values and names these ten; any positive
 * code decodes (ENUM-010).
 *
 * @example
 * block.type === BlockType.PRODUCT
 */
export const BlockType = {
  NAVIGATION: 1,
  HTML: 2,
  LOGO: 3,
  MAP: 4,
  IMAGE: 5,
  FORM: 9,
  PRODUCT: 43,
  ACCORDION: 69,
  PRICING_PLAN: 72,
  WEBSITE_COMPONENT: 1337,
} as const
/** A named block-type code. */
export type BlockType = (typeof BlockType)[keyof typeof BlockType]

/**
 * Folder behaviours of a collection (ENUM-011), complete. An item is clickable when its folder
 * behaviour is missing, index or redirect.
 *
 * @example
 * collection.folderBehavior === FolderBehavior.REDIRECT
 */
export const FolderBehavior = { INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 } as const
/** A folder-behaviour code. */
export type FolderBehavior = (typeof FolderBehavior)[keyof typeof FolderBehavior]

/**
 * Promoted block types of a content item (ENUM-021), complete.
 *
 * @example
 * item.promotedBlockType === PromotedBlockType.VIDEO
 */
export const PromotedBlockType = {
  MAP: "map",
  EMBED: "embed",
  IMAGE: "image",
  CODE: "code",
  QUOTE: "quote",
  TWITTER: "twitter",
  LINK: "link",
  VIDEO: "video",
  FOURSQUARE: "foursquare",
  INSTAGRAM: "instagram",
  FORM: "form",
} as const
/** A promoted block type. */
export type PromotedBlockType = (typeof PromotedBlockType)[keyof typeof PromotedBlockType]

// Product types live in the catalog, which owns products; re-exported so every enumeration can be
// found here without a second definition (ENUM-002).
export { ProductType } from "../catalog/product-type.ts"

// Currencies are the money module's (ENUM-004: 27 codes, though the spec says 26); re-exported so the
// enumeration is listed here too, defined once.
export { CURRENCY_CODES, type CurrencyCode } from "../money/currencies.ts"
