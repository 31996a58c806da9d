import { describe, expect, it } from "vitest"
import { ADMIN_PATH, routeOf } from "../../router/routes.ts"
import { ADMIN_SECTIONS } from "./sections.tsx"

describe("the merchant's screens", () => {
  it("UI-009 (ours) live under /admin: each section's path is /admin/<name> and shows that section", () => {
    expect(ADMIN_SECTIONS.length).toBeGreaterThan(10)
    for (const entry of ADMIN_SECTIONS) {
      expect(entry.path, entry.label).toMatch(/^\/admin\/[a-z-]+$/)
      const route = routeOf(entry.path)
      expect(route.page, entry.label).toBe("admin")
      expect(entry.owns, entry.label).toContain("section" in route ? route.section : undefined)
    }
    expect(routeOf(ADMIN_PATH)).toEqual({ page: "admin", section: "home" })
  })
})
