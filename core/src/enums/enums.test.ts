import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import {
  BlockType,
  CollectionType,
  CURRENCY_CODES,
  FolderBehavior,
  ProductType,
  PromotedBlockType,
  RecordType,
} from "./content-types.ts"
import { codeName, codesOf, isCode } from "./lookup.ts"
import {
  BackgroundSourceSchema,
  BlockTypeSchema,
  BrandToneSchema,
  CollectionTypeSchema,
  ContentStateSchema,
  ContributorRoleSchema,
  CurrencyCodeSchema,
  DeviceViewSchema,
  ExternalServiceIdSchema,
  FolderBehaviorSchema,
  GalleryDesignSchema,
  GalleryMediaTypeSchema,
  PageTypeSchema,
  PlanFeatureIdSchema,
  ProductTypeSchema,
  PromotedBlockTypeSchema,
  RecordTypeSchema,
  SliceTypeSchema,
  WebsiteStatusSchema,
} from "./model.ts"
import {
  BrandTone,
  ContentState,
  canChangeContentState,
  DeviceView,
  GalleryDesign,
  GalleryMediaType,
} from "./names.ts"
import { PageType } from "./page-type.ts"
import { ContributorRole, WebsiteStatus } from "./site-codes.ts"

const accepts = (schema: Schema.Top, value: unknown) => Schema.is(schema)(value)

describe("ENUM numeric codes", () => {
  it("ENUM-001 page-type codes, every one of the spec's 27", () => {
    expect(PageType).toEqual({
      MAIN_CONTENT: 1,
      PAGE: 2,
      SPLASH_PAGE: 3,
      CONTENT_ITEM: 50,
      NOT_FOUND: 100,
      ERROR: 101,
      SEARCH: 102,
      LOCK_SCREEN: 103,
      POPUP_OVERLAY: 104,
      PROTECTED_CONTENT: 105,
      MEMBER_AREA_ACCESS_DENIED: 106,
      PAYWALL: 107,
      SHOW_CART: 200,
      CHECKOUT: 201,
      ORDER_CONFIRMED: 202,
      DONATE: 203,
      CONTRIBUTION_CONFIRMED: 204,
      CART_V2: 205,
      SUBSCRIPTION_CONFIRMED: 206,
      ORDER_RECEIVED: 207,
      MEMBERSHIP_CONFIRMED: 208,
      REVIEWS_REQUEST: 209,
      DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
      ORDER_STATUS: 211,
      NEWSLETTER_UNSUBSCRIBE: 300,
      COMMERCE_EMAIL_PREVIEW: 301,
      SSO_PAGE: 400,
    })
    expect(accepts(PageTypeSchema, 400)).toBe(true)
    expect(accepts(PageTypeSchema, 4)).toBe(false)
    expect(accepts(PageTypeSchema, "100")).toBe(false)
  })

  it("ENUM-002 product types are the catalog's, one definition", () => {
    expect(ProductType).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 })
    expect(accepts(ProductTypeSchema, 5)).toBe(true)
    expect(accepts(ProductTypeSchema, 6)).toBe(false)
  })

  it("ENUM-004 the 27 listed currency codes are the money module's", () => {
    expect(CURRENCY_CODES).toEqual([
      "EUR",
      "USD",
      "AUD",
      "NOK",
      "CAD",
      "NZD",
      "DKK",
      "GBP",
      "HKD",
      "CHF",
      "MXN",
      "SGD",
      "SEK",
      "CZK",
      "ILS",
      "PHP",
      "RUB",
      "PLN",
      "THB",
      "MYR",
      "ARS",
      "BRL",
      "COP",
      "IDR",
      "INR",
      "JPY",
      "ZAR",
    ])
    expect(accepts(CurrencyCodeSchema, "JPY")).toBe(true)
    expect(accepts(CurrencyCodeSchema, "usd")).toBe(false)
    expect(accepts(CurrencyCodeSchema, "CNY")).toBe(false)
  })

  it("ENUM-003 contributor roles by id, with no role 5", () => {
    expect(ContributorRole).toEqual({
      ADMIN: 1,
      BILLING: 2,
      REPORTING: 3,
      EDITOR: 4,
      MODERATOR: 6,
      COMMENTER: 7,
      STORE_MANAGER: 8,
      SCHEDULING: 9,
      VIEWER: 10,
      CAMPAIGNS_EDITOR: 11,
      SCHEDULING_VIEWER: 12,
      SCHEDULING_EDITOR: 13,
      NONE: 14,
      WEBSITE_MANAGER: 15,
      DRAFT_EDITOR: 16,
    })
    expect(accepts(ContributorRoleSchema, 16)).toBe(true)
    expect(accepts(ContributorRoleSchema, 5)).toBe(false)
    expect(accepts(ContributorRoleSchema, 17)).toBe(false)
  })

  it("ENUM-005 the listed record types", () => {
    expect(RecordType).toEqual({
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
    })
  })

  it("ENUM-006 unlisted record types up to 63 decode but have no name", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 63 }), (code) => accepts(RecordTypeSchema, code)))
    expect(codeName(RecordType, 3)).toBeUndefined()
    for (const bad of [0, 64, 1.5, -1, "1", null]) expect(accepts(RecordTypeSchema, bad)).toBe(false)
  })

  it("ENUM-007 the listed collection types", () => {
    expect(CollectionType).toEqual({ GENERIC: 1, SUBSCRIPTION: 2, PAGE: 10, PRODUCTS: 13 })
  })

  it("ENUM-008 other collection types decode as any positive whole number", () => {
    expect(accepts(CollectionTypeSchema, 7)).toBe(true)
    expect(codeName(CollectionType, 7)).toBeUndefined()
    for (const bad of [0, -2, 2.5, "13"]) expect(accepts(CollectionTypeSchema, bad)).toBe(false)
  })

  it("ENUM-009 the listed block types", () => {
    expect(BlockType).toEqual({
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
    })
  })

  it("ENUM-010 other block types decode as any positive whole number", () => {
    expect(accepts(BlockTypeSchema, 44)).toBe(true)
    expect(accepts(BlockTypeSchema, 0)).toBe(false)
    expect(accepts(BlockTypeSchema, "43")).toBe(false)
  })

  it("ENUM-011 folder behaviours", () => {
    expect(FolderBehavior).toEqual({ INDEX: 1, REDIRECT: 2, NONE: 3, VARIATION: 4 })
    expect(accepts(FolderBehaviorSchema, 4)).toBe(true)
    expect(accepts(FolderBehaviorSchema, 5)).toBe(false)
  })

  it("ENUM-012 website status: 13 names over codes 1 to 15, 9 and 10 unnamed", () => {
    expect(codesOf(WebsiteStatus)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15])
    expect(codeName(WebsiteStatus, 1)).toBe("EXPIRED")
    expect(codeName(WebsiteStatus, 12)).toBe("ACTIVE_PARKING_PAGE")
    expect(codeName(WebsiteStatus, 9)).toBeUndefined()
    for (const code of [1, 9, 10, 15]) expect(accepts(WebsiteStatusSchema, code)).toBe(true)
    for (const code of [0, 16, 2.5]) expect(accepts(WebsiteStatusSchema, code)).toBe(false)
  })

  it("ENUM-013 plan feature ids run 1 to 87", () => {
    expect(accepts(PlanFeatureIdSchema, 1)).toBe(true)
    expect(accepts(PlanFeatureIdSchema, 87)).toBe(true)
    expect(accepts(PlanFeatureIdSchema, 88)).toBe(false)
    expect(accepts(PlanFeatureIdSchema, 0)).toBe(false)
  })

  it.each([
    ["ENUM-014 external service ids", ExternalServiceIdSchema],
    ["ENUM-015 slice types", SliceTypeSchema],
    ["ENUM-016 background sources", BackgroundSourceSchema],
  ])("%s are opaque whole numbers (values not shown)", (_, schema) => {
    expect(accepts(schema, 0)).toBe(true)
    expect(accepts(schema, 42)).toBe(true)
    for (const bad of [-1, 1.5, "1", undefined]) expect(accepts(schema, bad)).toBe(false)
  })
})

describe("ENUM named values", () => {
  it.each([
    ["ENUM-017 device views", DeviceView, DeviceViewSchema, ["desktop", "phone", "tablet"]],
    [
      "ENUM-018 brand tones",
      BrandTone,
      BrandToneSchema,
      ["professional", "sophisticated", "friendly", "playful", "bold", "quirky", "innovative", "custom"],
    ],
    [
      "ENUM-019 content states",
      ContentState,
      ContentStateSchema,
      ["Draft", "Scheduled", "Needs Review", "Private", "Deprecated"],
    ],
    [
      "ENUM-021 promoted block types",
      PromotedBlockType,
      PromotedBlockTypeSchema,
      [
        "map",
        "embed",
        "image",
        "code",
        "quote",
        "twitter",
        "link",
        "video",
        "foursquare",
        "instagram",
        "form",
      ],
    ],
    [
      "GALLERY-027 gallery item media types",
      GalleryMediaType,
      GalleryMediaTypeSchema,
      ["imageEmpty", "imageFile", "imageLicensed", "imageReused", "assetReused", "video"],
    ],
    [
      "GALLERY-004 gallery designs",
      GalleryDesign,
      GalleryDesignSchema,
      ["grid", "slideshow", "slider", "stacked"],
    ],
  ] as const)("%s: exactly the spec's values", (_, table, schema, values) => {
    expect(codesOf(table)).toEqual(values)
    for (const value of values) expect(accepts(schema, value)).toBe(true)
    for (const bad of ["", "other", values[0].toUpperCase(), 1, null])
      expect(accepts(schema, bad)).toBe(false)
  })

  it("ENUM-020 any content state may change to any other (no transitions are shown)", () => {
    for (const from of codesOf(ContentState)) {
      for (const to of codesOf(ContentState)) expect(canChangeContentState(from, to)).toBe(from !== to)
    }
  })
})

describe("lookups", () => {
  it("codeName and isCode read a table both ways", () => {
    expect(codeName(PageType, 100)).toBe("NOT_FOUND")
    expect(codeName(PageType, "100")).toBeUndefined()
    expect(isCode(FolderBehavior, 2)).toBe(true)
    expect(isCode(FolderBehavior, "2")).toBe(false)
    fc.assert(
      fc.property(
        fc.constantFrom(...codesOf(PageType)),
        (code) => PageType[codeName(PageType, code) ?? "PAGE"] === code,
      ),
    )
  })
})
