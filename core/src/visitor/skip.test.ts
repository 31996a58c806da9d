import { describe, expect, it } from "vitest"
import { PageType } from "../enums/page-type.ts"
import { ContributorRole } from "../enums/site-codes.ts"
import { isEditorPath, pageViewSkipped, trackingSkipped } from "./skip.ts"

const page = (path: string, pageType: number = PageType.PAGE, websiteRoles: number[] = []) => ({
  path,
  pageType,
  websiteRoles,
})

describe("tracking skip rules", () => {
  it.each(["/search", "/search/", "/search?q=hat", "/search#top"])(
    "TRACK-002 %s is left out of page views",
    (path) => {
      expect(pageViewSkipped(page(path))).toBe(true)
      expect(trackingSkipped(page(path))).toBe(false)
    },
  )

  it("TRACK-002 pages that only start like the search page are counted", () => {
    expect(pageViewSkipped(page("/searching"))).toBe(false)
    expect(pageViewSkipped(page("/shop/search"))).toBe(false)
  })

  it.each([
    ["not-found", PageType.NOT_FOUND],
    ["lock-screen", PageType.LOCK_SCREEN],
    ["member-area-access-denied", PageType.MEMBER_AREA_ACCESS_DENIED],
  ])("TRACK-003 tracking is skipped on %s pages", (_, pageType) => {
    expect(trackingSkipped(page("/anything", pageType))).toBe(true)
    expect(pageViewSkipped(page("/anything", pageType))).toBe(true)
  })

  it("TRACK-003 other page types are tracked", () => {
    for (const pageType of [PageType.PAGE, PageType.CONTENT_ITEM, PageType.SHOW_CART, PageType.ERROR]) {
      expect(trackingSkipped(page("/p", pageType))).toBe(false)
    }
  })

  it("TRACK-004 a viewer-only user is not tracked on the editor path, and is tracked off it", () => {
    const viewer = [ContributorRole.VIEWER]
    expect(trackingSkipped(page("/config", PageType.PAGE, viewer))).toBe(true)
    expect(trackingSkipped(page("/config/pages", PageType.PAGE, viewer))).toBe(true)
    expect(trackingSkipped(page("/shop", PageType.PAGE, viewer))).toBe(false)
  })

  it("TRACK-004 on the editor path, a user with any other role, or none, is tracked", () => {
    expect(
      trackingSkipped(page("/config", PageType.PAGE, [ContributorRole.VIEWER, ContributorRole.EDITOR])),
    ).toBe(false)
    expect(trackingSkipped(page("/config", PageType.PAGE, [ContributorRole.ADMIN]))).toBe(false)
    expect(trackingSkipped(page("/config", PageType.PAGE, []))).toBe(false)
  })

  it("the editor path is /config and below it", () => {
    expect([
      isEditorPath("/config"),
      isEditorPath("/config/"),
      isEditorPath("/configure"),
      isEditorPath("/"),
    ]).toEqual([true, true, false, false])
  })
})
