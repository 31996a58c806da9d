import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import type { SiteLink } from "./header-footer.ts"
import {
  appendToMainNavigation,
  collectionItem,
  type LayoutEntry,
  MAIN_NAVIGATION,
  NAVIGATION_LIMITS,
  type NavigationItem,
  navigationUpdate,
  siteLayout,
} from "./navigation.ts"
import { NAVIGATION_MESSAGE, NavigationUpdateSchema, SiteLayoutSchema } from "./navigation-model.ts"

const link: fc.Arbitrary<SiteLink> = fc.record({
  label: fc.string({ minLength: 1, maxLength: 10 }),
  href: fc.constantFrom("/", "/contact", "https://example.com"),
})
const otherEntry: fc.Arbitrary<LayoutEntry> = fc.record({
  identifier: fc.string().filter((identifier) => identifier !== MAIN_NAVIGATION),
  links: fc.array(link, { maxLength: 3 }),
})
const failureOf = (input: unknown): string => {
  const result = Schema.decodeUnknownResult(NavigationUpdateSchema)(input)
  return result._tag === "Failure" ? String(result.failure) : ""
}
const nested = (depth: number): NavigationItem =>
  depth <= 1 ? collectionItem("leaf") : { ...collectionItem(`level-${depth}`), items: [nested(depth - 1)] }

describe("the site layout", () => {
  it("API-039 layout[0] is the main navigation, with the header's links", () => {
    const links = [{ label: "Shop", href: "/" }]
    const answer = Schema.decodeUnknownSync(SiteLayoutSchema)({ layout: siteLayout(links) })
    expect(answer.layout[0]).toEqual({ identifier: MAIN_NAVIGATION, links })
  })

  it("STORE-009 property: appending to a layout without a main navigation fails with 'Unable to find site main navigation'", () => {
    fc.assert(
      fc.property(fc.array(otherEntry, { maxLength: 4 }), link, (layout, added) => {
        expect(appendToMainNavigation(layout, added)).toEqual({
          ok: false,
          message: "Unable to find site main navigation",
        })
      }),
    )
  })

  it("property: appending adds the link last to the main navigation and changes nothing else", () => {
    fc.assert(
      fc.property(
        fc.array(otherEntry, { maxLength: 3 }),
        fc.array(link, { maxLength: 5 }),
        fc.array(otherEntry, { maxLength: 3 }),
        link,
        (before, main, after, added) => {
          const layout = [...before, ...siteLayout(main), ...after]
          const result = appendToMainNavigation(layout, added)
          expect(result).toEqual({ ok: true, layout: [...before, ...siteLayout([...main, added]), ...after] })
        },
      ),
    )
  })
})

describe("the navigation update", () => {
  it("STORE-008 the payload carries fieldName, templateId and navigation.items, each item its three targets and nested items", () => {
    const payload = navigationUpdate(MAIN_NAVIGATION, "tpl-1", [
      {
        ...collectionItem("c1"),
        items: [{ collectionId: null, externalLink: "/contact", memberAreaId: null, items: [] }],
      },
      { collectionId: null, externalLink: null, memberAreaId: "m1", items: [] },
    ])
    expect(Schema.decodeUnknownSync(NavigationUpdateSchema)(payload)).toEqual(payload)
    expect(Object.keys(payload)).toEqual(["fieldName", "templateId", "navigation"])
    expect(Object.keys(payload.navigation.items[0] ?? {}).sort()).toEqual([
      "collectionId",
      "externalLink",
      "items",
      "memberAreaId",
    ])
  })

  it.each<[string, unknown, string]>([
    ["no field name", { ...navigationUpdate("", "t", []) }, NAVIGATION_MESSAGE.fieldName],
    ["no template id", { fieldName: "f", navigation: { items: [] } }, NAVIGATION_MESSAGE.templateId],
    [
      "an item with two targets",
      navigationUpdate("f", "t", [{ ...collectionItem("c1"), memberAreaId: "m1" }]),
      NAVIGATION_MESSAGE.target,
    ],
    [
      "a script link",
      navigationUpdate("f", "t", [
        { ...collectionItem("c1"), collectionId: null, externalLink: "javascript:alert(1)" },
      ]),
      NAVIGATION_MESSAGE.externalLink,
    ],
    [
      "items nested too deep",
      navigationUpdate("f", "t", [nested(NAVIGATION_LIMITS.depth + 1)]),
      NAVIGATION_MESSAGE.items,
    ],
  ])("%s is refused with its message", (_, input, message) => {
    expect(failureOf(input)).toContain(message)
  })

  it("items nested exactly as deep as allowed decode", () => {
    const payload = navigationUpdate("f", "t", [nested(NAVIGATION_LIMITS.depth)])
    expect(Schema.decodeUnknownSync(NavigationUpdateSchema)(payload)).toEqual(payload)
  })
})
