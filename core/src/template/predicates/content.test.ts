import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

/** Whether `predicate` holds for `node` (rendered inside a section of it). */
const holds = (predicate: string, node: unknown, root: object = {}, options = {}) =>
  render(`{.section n}{.${predicate}}yes{.or}no{.end}{.end}`, { ...root, n: node }, options).output === "yes"

describe("TPL content predicates without a conformance case", () => {
  it("TPL-017 clickable: folder behaviour missing, index or redirect; looked up outwards", () => {
    expect(holds("clickable?", { a: 1 })).toBe(true)
    expect(holds("clickable?", { folderBehavior: 1 })).toBe(true)
    expect(holds("clickable?", { folderBehavior: 2 })).toBe(true)
    expect(holds("clickable?", { folderBehavior: 3 })).toBe(false)
    expect(holds("clickable?", { folderBehavior: 4 })).toBe(false)
    expect(holds("clickable?", { folderBehavior: "x" })).toBe(false)
    expect(holds("clickable?", { a: 1 }, { folderBehavior: 3 })).toBe(false)
  })

  it("TPL-003 collection-page: the item's collection is a page (type 10)", () => {
    expect(holds("collection-page?", { collection: { type: 10 } })).toBe(true)
    expect(holds("collection-page?", { collection: { type: 13 } })).toBe(false)
    expect(holds("collection-page?", { type: 10 })).toBe(false)
  })

  it("TPL-003 collectionTypeNameEquals compares typeName with its argument", () => {
    expect(holds("collectionTypeNameEquals? products", { typeName: "products" })).toBe(true)
    expect(holds("collectionTypeNameEquals? blog", { typeName: "products" })).toBe(false)
    expect(holds("collectionTypeNameEquals?", { typeName: "products" })).toBe(false)
  })

  it("TPL-003 location: map latitude and longitude are both numbers", () => {
    expect(holds("location?", { location: { mapLat: 0, mapLng: -73.9 } })).toBe(true)
    expect(holds("location?", { location: { mapLat: 40.7 } })).toBe(false)
    expect(holds("location?", { location: { mapLat: "40.7", mapLng: null } })).toBe(false)
  })

  it("TPL-003 has-multiple: more than one element or member", () => {
    expect(holds("has-multiple?", [1, 2])).toBe(true)
    expect(holds("has-multiple?", [1])).toBe(false)
    expect(holds("has-multiple?", { a: 1, b: 2 })).toBe(true)
    expect(holds("has-multiple?", "ab")).toBe(false)
  })

  it("TPL-003 calendar-view reads calendarView from the scope outwards", () => {
    expect(holds("calendar-view?", { a: 1 }, { calendarView: true })).toBe(true)
    expect(holds("calendar-view?", { a: 1 })).toBe(false)
  })

  it("TPL-012 same-day compares calendar days in the site's time zone", () => {
    // 18:00 to 21:00 on 1 March in New York is one evening there, but runs past midnight in London.
    const evening = { startDate: Date.UTC(2024, 2, 1, 23), endDate: Date.UTC(2024, 2, 2, 2) }
    expect(holds("same-day?", evening)).toBe(true)
    expect(holds("same-day?", evening, { website: { timeZone: "Europe/London" } })).toBe(false)
    // 23:30 to 00:30 in New York spans two days there, one in London.
    const lateNy = { startDate: Date.UTC(2024, 2, 2, 4, 30), endDate: Date.UTC(2024, 2, 2, 5, 30) }
    expect(holds("same-day?", lateNy, { website: { timeZone: "Europe/London" } })).toBe(true)
    expect(holds("same-day?", lateNy)).toBe(false)
  })

  it("TPL-003 same-day is false when a date is missing or not a number", () => {
    expect(holds("same-day?", { startDate: 0 })).toBe(false)
    expect(holds("same-day?", { startDate: "x", endDate: "x" })).toBe(false)
  })

  it("ENUM-005 record-type predicates take numeric text; the spec's chat, review and course-item exist", () => {
    expect(holds("store-item?", { recordType: "11" })).toBe(true)
    expect(holds("chat?", { recordType: 6 })).toBe(true)
    expect(holds("review?", { recordType: 10 })).toBe(true)
    expect(holds("course-item?", { recordType: 63 })).toBe(true)
    expect(holds("text?", { recordType: "one" })).toBe(false)
    expect(holds("undefined?", {})).toBe(false)
  })

  it("ENUM-021 video, image, quote, link, gallery: the record type or the promoted block", () => {
    expect(holds("image?", { recordType: 2 })).toBe(true)
    expect(holds("image?", { promotedBlockType: "image" })).toBe(true)
    expect(holds("gallery?", { promotedBlockType: "gallery" })).toBe(true)
    expect(holds("quote?", { recordType: 5 })).toBe(false)
  })

  it("ENUM-016 background-source-undefined is -1", () => {
    expect(holds("background-source-undefined?", { backgroundSource: -1 })).toBe(true)
    expect(holds("background-source-upload?", { backgroundSource: -1 })).toBe(false)
  })

  it("UTIL-006 excerpt: tags, comments, zero-width and non-breaking spaces are not text", () => {
    expect(holds("excerpt?", { excerpt: { html: "<p>&nbsp;\u200b<!-- x --></p>" } })).toBe(false)
    expect(holds("excerpt?", { excerpt: { html: "<p>Hi</p>" } })).toBe(true)
    expect(holds("excerpt?", { excerpt: { html: 5 } })).toBe(false)
  })
})

describe("GALLERY gallery predicates", () => {
  const gallery = (options: unknown) => ({ options })

  it("GALLERY-004 carousel is the slider design; designs are read in any case", () => {
    expect(holds("gallery-design-slider?", gallery({ design: "carousel" }))).toBe(true)
    expect(holds("gallery-design-grid?", gallery({ design: " GRID " }))).toBe(true)
  })

  it("GALLERY-005 booleans may be stored as text; anything else is unset", () => {
    expect(holds("gallery-autoplay?", gallery({ autoplay: "true" }))).toBe(true)
    expect(holds("gallery-autoplay?", gallery({ autoplay: "false" }))).toBe(false)
    expect(holds("gallery-autoplay?", gallery({ autoplay: 1 }))).toBe(false)
    expect(holds("gallery-lightbox?", gallery("lightbox"))).toBe(false)
  })

  it("GALLERY-002 gallery-meta: controls or indicators are on", () => {
    expect(holds("gallery-meta?", gallery({ controls: true }))).toBe(true)
    expect(holds("gallery-meta?", gallery({ indicators: true }))).toBe(true)
    expect(holds("gallery-meta?", gallery({ controls: false, indicators: false }))).toBe(false)
    expect(holds("gallery-meta?", gallery({}))).toBe(false)
  })

  it("GALLERY-001 options are looked up from the scope outwards", () => {
    expect(holds("gallery-thumbnails?", { a: 1 }, { options: { thumbnails: true } })).toBe(true)
  })
})
