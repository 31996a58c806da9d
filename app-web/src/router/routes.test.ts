import { describe, expect, it } from "vitest"
import { editFormPath, productPath, routeOf } from "./routes.ts"

describe("routes", () => {
  it.each([
    ["/", { page: "listing" }],
    ["/cart", { page: "cart" }],
    ["/cart/", { page: "cart" }],
    ["/admin/settings", { page: "admin", section: "settings" }],
    ["/admin/settings/", { page: "admin", section: "settings" }],
    ["/admin", { page: "admin", section: "home" }],
    ["/admin/other", { page: "not-found" }],
    ["/admin/forms", { page: "admin", section: "forms" }],
    ["/admin/site", { page: "admin", section: "site" }],
    ["/admin/languages", { page: "admin", section: "languages" }],
    ["/admin/connections", { page: "admin", section: "connections" }],
    ["/admin/files", { page: "admin", section: "files" }],
    ["/admin/home-page", { page: "admin", section: "home-page" }],
    ["/admin/new-form", { page: "admin", section: "new-form" }],
    ["/admin/forms/contact", { page: "admin", section: "submissions", formId: "contact" }],
    ["/admin/forms/contact/edit/", { page: "admin", section: "edit-form", formId: "contact" }],
    ["/admin/forms/contact/other", { page: "not-found" }],
    ["/account", { page: "account" }],
    ["/account/sign-in", { page: "sign-in" }],
    ["/account/register/", { page: "register" }],
    ["/account/constructor", { page: "not-found" }],
    ["/products/linen-shirt", { page: "product", slug: "linen-shirt" }],
    ["/products/linen%20shirt/", { page: "product", slug: "linen shirt" }],
    ["/products/%E0%A4%A", { page: "not-found" }],
    ["/products/", { page: "not-found" }],
    ["/products/a/b", { page: "not-found" }],
    ["/search", { page: "not-found" }],
    ["/checkout", { page: "checkout" }],
    ["/checkout/subscription", { page: "checkout", kind: "subscription" }],
    ["/checkout/gift-card/", { page: "checkout", kind: "gift-card" }],
    ["/admin/orders", { page: "admin", section: "orders" }],
    ["/admin/orders/o%201", { page: "admin", section: "orders", orderId: "o 1" }],
    ["/admin/orders/%E0%A4%A", { page: "not-found" }],
  ])("%s shows %o", (path, route) => {
    expect(routeOf(path)).toEqual(route)
  })

  it("builds form editor paths that route back to the same form", () => {
    expect(routeOf(editFormPath("a b"))).toEqual({ page: "admin", section: "edit-form", formId: "a b" })
  })

  it("builds product paths that route back to the same slug", () => {
    expect(routeOf(productPath("a b/c"))).toEqual({ page: "product", slug: "a b/c" })
  })
})
