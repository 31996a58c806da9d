import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isSiteLinkTarget } from "../site/header-footer-link.ts"
import { checkLink, LINK_LIMITS, LINK_MESSAGE, linkAddressError } from "./link.ts"

describe("the link editor's address", () => {
  it("EDITOR-016 the format message names our two example hosts, in the spec's words", () => {
    expect(LINK_MESSAGE.format).toBe("Links must be formatted as https://example.com or /page")
  })

  it("EDITOR-017 the page URL message puts the address first, in the spec's words", () => {
    expect(LINK_MESSAGE.pageUrl("/a b")).toBe("/a b is not a valid page URL")
  })

  it.each([
    "/",
    "/contact",
    "/products/mug?size=M#reviews",
    "https://example.com/about",
    " http://example.com ",
  ])("EDITOR-001 %j is an address the editor accepts", (address) =>
    expect(linkAddressError(address)).toBeUndefined(),
  )

  it.each(["/a b", "/tab\there", "/bell\u0007"])(
    "EDITOR-017 the page path %j is not a valid page URL",
    (address) => expect(linkAddressError(address)).toBe(`${address} is not a valid page URL`),
  )

  it.each([
    "",
    "   ",
    "example.com",
    "www.example.com/a",
    "//evil.example",
    "javascript:alert(1)",
    "https://",
    "ftp://x.org",
  ])("EDITOR-016 %j must be formatted as an address or a page", (address) =>
    expect(linkAddressError(address)).toBe(LINK_MESSAGE.format),
  )

  it("EDITOR-016 EDITOR-017 property: an address is accepted exactly when the site's link rule takes it, trimmed", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom("", "/", "https://", "http://x.org/"),
        (rest, start) => {
          const address = `${start}${rest}`
          const error = linkAddressError(address)
          expect(error === undefined).toBe(isSiteLinkTarget(address.trim()))
          if (error !== undefined)
            expect([LINK_MESSAGE.format, LINK_MESSAGE.pageUrl(address.trim())]).toContain(error)
        },
      ),
    )
  })

  it("EDITOR-017 property: a refused address of one leading '/' is named in the page URL message", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (a, b) => {
        const address = `/${a.replace(/^\/+/, "")} ${b}`.trim()
        fc.pre(!isSiteLinkTarget(address))
        expect(linkAddressError(address)).toBe(LINK_MESSAGE.pageUrl(address))
      }),
    )
  })
})

describe("the link editor's draft", () => {
  it("EDITOR-001 a good draft is a link of the trimmed address and name", () => {
    expect(checkLink({ address: " /contact ", name: " Contact us " })).toEqual({
      ok: true,
      link: { address: "/contact", name: "Contact us" },
    })
  })

  it("EDITOR-001 the name may be empty (the link shows its address)", () => {
    expect(checkLink({ address: "https://example.com", name: "" })).toEqual({
      ok: true,
      link: { address: "https://example.com", name: "" },
    })
  })

  it("EDITOR-001 a name past its limit and a bad address are both reported, each on its field", () => {
    expect(checkLink({ address: "example.com", name: "n".repeat(LINK_LIMITS.name + 1) })).toEqual({
      ok: false,
      errors: { address: LINK_MESSAGE.format, name: LINK_MESSAGE.name },
    })
    expect(checkLink({ address: "/ok", name: "n".repeat(LINK_LIMITS.name) }).ok).toBe(true)
  })
})
