import { assert, describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import { memoryLayer } from "../memory/index.ts"
import { memoryStorePages } from "../memory/store-pages.ts"
import { NavigationUpdateInvalid } from "./errors.ts"
import { HEADER_FOOTER_LIMITS } from "./header-footer.ts"
import { DEFAULT_HEADER_FOOTER } from "./header-footer-defaults.ts"
import { saveSiteHeaderFooter, siteHeaderFooter } from "./header-footer-program.ts"
import { addressName, MAIN_NAVIGATION_MESSAGE, mainNavigationLinks } from "./main-navigation.ts"
import { collectionItem, MAIN_NAVIGATION, type NavigationItem, navigationUpdate } from "./navigation.ts"
import { updateNavigation } from "./navigation-program.ts"
import { StorePages } from "./port.ts"
import { storePagePayload } from "./store-setup.ts"

const link = (externalLink: string): NavigationItem => ({
  ...collectionItem("x"),
  collectionId: null,
  externalLink,
})
const memberArea: NavigationItem = { ...collectionItem("x"), collectionId: null, memberAreaId: "m1" }
const folder: NavigationItem = { ...collectionItem("x"), collectionId: null, items: [link("/a")] }
const pages = new Map([["p1", { navigationTitle: "Linen Shop", urlId: "linen-shop" }]])

describe("mainNavigationLinks", () => {
  it("API-038 each item becomes one header link, in order: a store page by its URL id, an address as given", () => {
    const items = [
      collectionItem("p1"),
      link("https://www.journal.example.com/posts"),
      link("/pages/contact?x=1"),
      link("/"),
    ]
    expect(mainNavigationLinks(items, pages, [])).toEqual({
      ok: true,
      links: [
        { label: "Linen Shop", href: "/shop/linen-shop" },
        { label: "journal.example.com", href: "https://www.journal.example.com/posts" },
        { label: "contact", href: "/pages/contact?x=1" },
        { label: "Home", href: "/" },
      ],
    })
  })

  it("API-038 a link already in the header keeps its name", () => {
    const current = [
      { label: "Our shop", href: "/shop/linen-shop" },
      { label: "Journal", href: "https://journal.example.com" },
    ]
    expect(
      mainNavigationLinks([link("https://journal.example.com"), collectionItem("p1")], pages, current),
    ).toEqual({
      ok: true,
      links: [current[1], current[0]],
    })
  })

  it("API-038 items the header cannot show are refused under their own field paths", () => {
    expect(
      mainNavigationLinks(
        [folder, memberArea, collectionItem("nope"), link("/ok"), { ...folder, items: [] }],
        pages,
        [],
      ),
    ).toEqual({
      ok: false,
      errors: {
        "navigation.items.0.items": MAIN_NAVIGATION_MESSAGE.nested,
        "navigation.items.1.memberAreaId": MAIN_NAVIGATION_MESSAGE.memberArea,
        "navigation.items.2.collectionId": MAIN_NAVIGATION_MESSAGE.noPage,
        "navigation.items.4": MAIN_NAVIGATION_MESSAGE.noTarget,
      },
    })
  })

  it("API-038 property: up to the header's limit of links are kept in order with names that fit; more are refused", () => {
    const path = fc.stringMatching(/^\/[a-z0-9-]{0,60}$/)
    fc.assert(
      fc.property(fc.array(path, { maxLength: HEADER_FOOTER_LIMITS.links * 2 }), (hrefs) => {
        const result = mainNavigationLinks(hrefs.map(link), pages, [])
        if (hrefs.length > HEADER_FOOTER_LIMITS.links) {
          expect(result).toEqual({ ok: false, errors: { "navigation.items": MAIN_NAVIGATION_MESSAGE.items } })
        } else {
          const links = result.ok ? result.links : []
          expect(result.ok).toBe(true)
          expect(links.map((kept) => kept.href)).toEqual(hrefs)
          for (const kept of links) {
            expect(kept.label.length).toBeGreaterThan(0)
            expect(kept.label.length).toBeLessThanOrEqual(HEADER_FOOTER_LIMITS.linkLabel)
          }
        }
      }),
    )
  })

  it("API-038 a new address link is named by its host, its last path segment, or Home", () => {
    expect(addressName("http://shop.example.com:8080/x")).toBe("shop.example.com")
    expect(addressName("/a/b/")).toBe("b")
    expect(addressName("/#top")).toBe("Home")
  })
})

describe("updateNavigation", () => {
  const layer = () => Layer.merge(memoryLayer(), memoryStorePages())

  it.effect("API-038 updating the main navigation saves the header's links and keeps the rest", () =>
    Effect.gen(function* () {
      const id = yield* StorePages.use((store) =>
        store.createStorePage("site-1", storePagePayload("Shop", "", [])),
      )
      const saved = yield* updateNavigation(
        "site-1",
        navigationUpdate(MAIN_NAVIGATION, "tpl-1", [collectionItem(id), link("https://example.com")]),
      )
      const expected = {
        ...DEFAULT_HEADER_FOOTER,
        header: {
          ...DEFAULT_HEADER_FOOTER.header,
          links: [
            { label: "Shop", href: "/shop/shop" },
            { label: "example.com", href: "https://example.com" },
          ],
        },
      }
      expect(saved).toEqual(expected)
      expect(yield* siteHeaderFooter("site-1")).toEqual(expected)
    }).pipe(Effect.provide(layer())),
  )

  it.effect(
    "API-038 another navigation, or an item the header cannot show, is refused and changes nothing",
    () =>
      Effect.gen(function* () {
        const before = yield* saveSiteHeaderFooter("site-2", DEFAULT_HEADER_FOOTER)
        const other = yield* Effect.flip(
          updateNavigation("site-2", navigationUpdate("footerNavigation", "t", [])),
        )
        assert.instanceOf(other, NavigationUpdateInvalid)
        expect(other.errors).toEqual({ fieldName: MAIN_NAVIGATION_MESSAGE.fieldName })
        const foreign = yield* StorePages.use((store) =>
          store.createStorePage("site-3", storePagePayload("Shop", "", [])),
        )
        const refused = yield* Effect.flip(
          updateNavigation("site-2", navigationUpdate(MAIN_NAVIGATION, "t", [collectionItem(foreign)])),
        )
        expect(refused.errors).toEqual({ "navigation.items.0.collectionId": MAIN_NAVIGATION_MESSAGE.noPage })
        expect(refused.message).toBe(MAIN_NAVIGATION_MESSAGE.noPage)
        expect(yield* siteHeaderFooter("site-2")).toEqual(before)
      }).pipe(Effect.provide(layer())),
  )
})
