import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const holds = (predicate: string, slide: unknown) =>
  render(`{.section s}{.${predicate}}yes{.or}no{.end}{.end}`, { s: slide }).output === "yes"

describe("ENUM-015 slide predicates", () => {
  it("ENUM-015 current-type matches the slice being rendered by its type name", () => {
    expect(holds("current-type? heading", { currentType: 1 })).toBe(true)
    expect(holds("current-type? gallery", { currentType: 5 })).toBe(true)
    expect(holds("current-type? social-icons", { currentType: "7" })).toBe(true)
    expect(holds("current-type? body", { currentType: 1 })).toBe(false)
  })

  it("ENUM-015 any of several names matches", () => {
    expect(holds("current-type? image video", { currentType: 6 })).toBe(true)
    expect(holds("current-type? image video", { currentType: 5 })).toBe(false)
  })

  it("ENUM-015 no name, an unknown name, or a slice without a type never matches", () => {
    expect(holds("current-type?", { currentType: 1 })).toBe(false)
    expect(holds("current-type? banner", { currentType: 1 })).toBe(false)
    expect(holds("current-type? toString", { currentType: 1 })).toBe(false)
    expect(holds("current-type? heading", { title: "x" })).toBe(false)
    expect(holds("current-type? heading", { currentType: { code: 1 } })).toBe(false)
  })
})
