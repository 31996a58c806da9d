import { Schema } from "effect"
import { ProductTypeSchema } from "../catalog/model.ts"
import { FolderBehavior, MAX_RECORD_TYPE, PromotedBlockType } from "./content-types.ts"
import { type CodeTable, codesOf } from "./lookup.ts"
import { BrandTone, ContentState, DeviceView, GalleryDesign, GalleryMediaType } from "./names.ts"
import { PageType } from "./page-type.ts"
import { ContributorRole, PLAN_FEATURE_RANGE, WEBSITE_STATUS_RANGE } from "./site-codes.ts"

// Currency codes are the money module's (ENUM-004).
export { CurrencyCodeSchema } from "../money/model.ts"
// Product types live in the catalog, which owns products; they are re-exported here so every
// enumeration can be found in one place without a second definition (ENUM-002).
export { ProductTypeSchema }

/**
 * Schema accepting exactly the codes of a table.
 *
 * @example
 * Schema.decodeUnknownSync(codeSchema(DeviceView))("phone") // "phone"
 */
export const codeSchema = <const T extends CodeTable>(table: T) => Schema.Literals(codesOf(table))

const intBetween = (minimum: number, maximum: number) =>
  Schema.Int.check(Schema.isBetween({ minimum, maximum }))

/**
 * Schema of a page-type code (ENUM-001).
 *
 * @example
 * Schema.is(PageTypeSchema)(value)
 */
export const PageTypeSchema = codeSchema(PageType)
/**
 * Schema of a contributor-role id (ENUM-003).
 *
 * @example
 * Schema.is(ContributorRoleSchema)(value)
 */
export const ContributorRoleSchema = codeSchema(ContributorRole)
/**
 * Schema of a folder-behaviour code (ENUM-011).
 *
 * @example
 * Schema.is(FolderBehaviorSchema)(value)
 */
export const FolderBehaviorSchema = codeSchema(FolderBehavior)
/**
 * Schema of a promoted block type (ENUM-021).
 *
 * @example
 * Schema.is(PromotedBlockTypeSchema)(value)
 */
export const PromotedBlockTypeSchema = codeSchema(PromotedBlockType)
/**
 * Schema of a device view (ENUM-017).
 *
 * @example
 * Schema.is(DeviceViewSchema)(value)
 */
export const DeviceViewSchema = codeSchema(DeviceView)
/**
 * Schema of a brand tone (ENUM-018).
 *
 * @example
 * Schema.is(BrandToneSchema)(value)
 */
export const BrandToneSchema = codeSchema(BrandTone)
/**
 * Schema of a content item state (ENUM-019).
 *
 * @example
 * Schema.is(ContentStateSchema)(value)
 */
export const ContentStateSchema = codeSchema(ContentState)
/**
 * Schema of a gallery item media type (GALLERY-027).
 *
 * @example
 * Schema.is(GalleryMediaTypeSchema)(value)
 */
export const GalleryMediaTypeSchema = codeSchema(GalleryMediaType)
/**
 * Schema of a gallery design (GALLERY-004).
 *
 * @example
 * Schema.is(GalleryDesignSchema)(value)
 */
export const GalleryDesignSchema = codeSchema(GalleryDesign)

/**
 * Schema of a record-type code: any whole number from 1 to 63, named or not (ENUM-005, ENUM-006).
 *
 * @example
 * Schema.decodeUnknownSync(RecordTypeSchema)(3) // 3, a record type the spec does not name
 */
export const RecordTypeSchema = intBetween(1, MAX_RECORD_TYPE)
/**
 * Schema of a collection-type code: any positive whole number (ENUM-007, ENUM-008).
 *
 * @example
 * Schema.is(CollectionTypeSchema)(value)
 */
export const CollectionTypeSchema = intBetween(1, Number.MAX_SAFE_INTEGER)
/**
 * Schema of a block-type code: any positive whole number (ENUM-009, ENUM-010).
 *
 * @example
 * Schema.is(BlockTypeSchema)(value)
 */
export const BlockTypeSchema = intBetween(1, Number.MAX_SAFE_INTEGER)
/**
 * Schema of a website-status code, 1 to 15 (ENUM-012); 9 and 10 have no name.
 *
 * @example
 * Schema.is(WebsiteStatusSchema)(value)
 */
export const WebsiteStatusSchema = intBetween(WEBSITE_STATUS_RANGE.min, WEBSITE_STATUS_RANGE.max)
/**
 * Schema of a plan feature id, 1 to 87 (ENUM-013).
 *
 * @example
 * Schema.is(PlanFeatureIdSchema)(value)
 */
export const PlanFeatureIdSchema = intBetween(PLAN_FEATURE_RANGE.min, PLAN_FEATURE_RANGE.max)

// External service ids, slice types and background sources exist but their values are not shown
// (ENUM-014 to ENUM-016). We keep them as opaque non-negative whole numbers so data carrying them
// decodes, and name none of them.
/**
 * Schema of an external service id (ENUM-014): an opaque non-negative whole number.
 *
 * @example
 * Schema.is(ExternalServiceIdSchema)(value)
 */
export const ExternalServiceIdSchema = intBetween(0, Number.MAX_SAFE_INTEGER)
/**
 * Schema of a slice type (ENUM-015): an opaque non-negative whole number.
 *
 * @example
 * Schema.is(SliceTypeSchema)(value)
 */
export const SliceTypeSchema = intBetween(0, Number.MAX_SAFE_INTEGER)
/**
 * Schema of a background source (ENUM-016): an opaque non-negative whole number.
 *
 * @example
 * Schema.is(BackgroundSourceSchema)(value)
 */
export const BackgroundSourceSchema = intBetween(0, Number.MAX_SAFE_INTEGER)
