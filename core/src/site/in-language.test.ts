import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { pathInLanguage } from "./in-language.ts"

describe("pathInLanguage", () => {
  it.each([
    ["/fr", "/checkout", "/fr/checkout"],
    ["/fr", "/", "/fr"],
    ["/fr", "/?sort=new", "/fr?sort=new"],
    ["/fr", "/fr/cart", "/fr/cart"],
    ["/fr", "/fr", "/fr"],
    ["/fr", "/france-linen", "/fr/france-linen"],
    ["/fr", "/admin/orders", "/admin/orders"],
    ["/fr", "/api/cart", "/api/cart"],
    ["/fr", "https://example.com/x", "https://example.com/x"],
    ["/fr", "//cdn.example/x", "//cdn.example/x"],
    ["/fr", "#top", "#top"],
    ["", "/checkout", "/checkout"],
  ])("under %s, %s is %s", (prefix, path, expected) => {
    expect(pathInLanguage(prefix, path)).toBe(expected)
  })

  it("is idempotent and keeps a site path's rest after the prefix", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/)
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join("/")}`)
    fc.assert(
      fc.property(fc.constantFrom("/fr", "/de", "/pt-BR"), path, (prefix, rest) => {
        const once = pathInLanguage(prefix, rest)
        expect(pathInLanguage(prefix, once)).toBe(once)
        expect(once === prefix || once.startsWith(`${prefix}/`)).toBe(!/^\/(admin|api)(\/|$)/.test(rest))
      }),
    )
  })
})
