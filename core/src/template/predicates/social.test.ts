import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const test = (predicate: string, data: unknown) =>
  render(`{.section s}{.${predicate}}yes{.or}no{.end}{.end}`, { s: data }).output

describe("TPL-014 / TPL-015 comments?", () => {
  it.each([
    [{ commentState: 1 }, "yes"],
    [{ commentState: 1, publicCommentCount: 0 }, "yes"],
    [{ commentState: 2, publicCommentCount: 3 }, "yes"],
    [{ commentState: "1" }, "yes"],
    [{ commentState: 0, publicCommentCount: 0 }, "no"],
    [{ commentState: 2 }, "no"],
    [{ title: "no comment fields" }, "no"],
  ])("TPL-014 item %j without site settings → %s", (item, shown) => {
    expect(test("comments?", item)).toBe(shown)
  })

  it.each([
    [{ commentsEnabled: true }, "yes"],
    [{ commentsEnabled: false }, "no"],
    [{}, "no"],
    [null, "yes"],
  ])("TPL-015 site settings %j on an open item → %s", (websiteSettings, shown) => {
    expect(test("comments?", { commentState: 1, websiteSettings })).toBe(shown)
  })

  it("TPL-015 the site settings are found outside the item too", () => {
    const data = { websiteSettings: { commentsEnabled: false }, s: { commentState: 1 } }
    expect(render("{.section s}{.comments?}yes{.or}no{.end}{.end}", data).output).toBe("no")
  })
})

describe("TPL-004 disqus?", () => {
  it.each([
    [{ disqusShortname: "shop" }, "yes"],
    [{ disqusShortName: "shop" }, "yes"],
    [{ disqusShortname: "" }, "no"],
    [{}, "no"],
  ])("TPL-004 websiteSettings %j → %s", (websiteSettings, shown) => {
    expect(test("disqus?", { websiteSettings })).toBe(shown)
  })
})
