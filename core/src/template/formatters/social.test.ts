import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const out = (template: string, data: unknown) => render(template, data).output

const ITEM = { id: "abc", fullUrl: "/blog/post", publicCommentCount: 2, commentState: 1, likeCount: 5 }

describe("TPL-016 comment-count and comment-link", () => {
  it.each([
    [{ publicCommentCount: 0 }, "No Comments"],
    [{ publicCommentCount: 1 }, "1 Comment"],
    [{ publicCommentCount: 12 }, "12 Comments"],
    [{ publicCommentCount: "3" }, "3 Comments"],
    [{ publicCommentCount: -2 }, "No Comments"],
    [{}, "No Comments"],
    [null, "No Comments"],
  ])("TPL-016 comment-count of %j is %j", (item, text) => {
    expect(out("{item|comment-count}", { item })).toBe(text)
  })

  it("TPL-016 comment-link sets the number and the noun of the count apart", () => {
    expect(out("{item|comment-link}", { item: { ...ITEM, publicCommentCount: 0 } })).toBe(
      '\n  <a href="/blog/post#comments-abc" class="sqs-comment-link" data-id="abc">\n  No\n  Comments\n  </a>\n',
    )
  })

  it.each(["disqusShortname", "disqusShortName"])(
    "TPL-004 comment-link on a Disqus site (%s) links without a count",
    (field) => {
      expect(out("{item|comment-link}", { item: ITEM, websiteSettings: { [field]: "shop" } })).toBe(
        '\n  <a href="/blog/post" class="sqs-comment-link sqs-disqus-comment-link" data-id="abc"></a>\n',
      )
    },
  )

  it("TPL-003 comment-link escapes the item's fields in its attributes", () => {
    const item = { id: 'a"b', fullUrl: "/p?x=1&y=<2>", publicCommentCount: 1 }
    expect(out("{item|comment-link}", { item })).toContain(
      'href="/p?x=1&amp;y=&lt;2&gt;#comments-a&quot;b" class="sqs-comment-link" data-id="a&quot;b"',
    )
  })
})

describe("TPL-003 comments, like-button and share buttons", () => {
  it("TPL-003 comments without a page item or collection has only the thread's id", () => {
    expect(out("{x|comments}", { x: { id: "7" } })).toBe(
      '\n  <div class="squarespace-comments" id="comments-7"></div>\n',
    )
  })

  it("TPL-004 comments on a Disqus site is the Disqus thread", () => {
    expect(out("{item|comments}", { item: ITEM, websiteSettings: { disqusShortname: "s" } })).toBe(
      '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n',
    )
  })

  it.each([
    [{ websiteSettings: { simpleLikingEnabled: false }, item: ITEM }, ""],
    [{ item: ITEM }, ""],
    [{ websiteSettings: { simpleLikingEnabled: true }, item: {} }, ""],
  ])("TPL-004 like-button prints nothing without simple liking or an item: %j", (data, text) => {
    expect(out("{item|like-button}", data)).toBe(text)
  })

  it.each([
    [{}, "no website"],
    [{ website: {} }, "no options"],
    [{ website: { shareButtonOptions: [] } }, "empty options"],
    [{ website: { shareButtonOptions: {} } }, "empty options object"],
  ])("TPL-004 social-button prints nothing without share button options (%j, %s)", (site, _case) => {
    expect(out("{@|social-button}{@|social-button-inline}", { ...site, title: "t" })).toBe("")
  })

  it("TPL-006 social-button prefers systemDataId and the item's own assetUrl, and escapes the title", () => {
    const data = {
      website: { shareButtonOptions: { twitter: true } },
      systemDataId: "sys",
      mainImageId: "main",
      assetUrl: "http://a/own.jpg",
      mainImage: { assetUrl: "http://a/main.jpg" },
      recordType: 2,
      fullUrl: "/x",
      title: 'Tom & "Jerry"',
    }
    expect(out("{@|social-button}", data)).toBe(
      '<div class="squarespace-social-buttons button-style" data-system-data-id="sys" data-asset-url="http://a/own.jpg" data-record-type="2" data-full-url="/x" data-title="Tom &amp; &quot;Jerry&quot;"></div>',
    )
  })
})

describe("TPL-005 twitter-follow-button", () => {
  const button = (name: string) =>
    `<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script><div class="squarespace-follow-button" data-username="${name}"></div>`

  it.each([
    [{ userName: "shop" }, button("shop")],
    [{ userName: "", profileUrl: "https://twitter.com/shop/" }, button("shop")],
    [{ profileUrl: "https://twitter.com/shop?ref=x#top" }, button("shop")],
    [{ userName: 'a"b' }, button("a&quot;b")],
  ])("TPL-005 the user name of %j", (profile, text) => {
    expect(out("{p|twitter-follow-button}", { p: profile })).toBe(text)
  })

  it.each([[undefined], [null], [{}], [{ userName: "", profileUrl: "" }]])(
    "TPL-005 a missing profile or one without a user name prints nothing (%j)",
    (profile) => {
      expect(out("{p|twitter-follow-button}", { p: profile })).toBe("")
    },
  )
})

describe("TPL-037 / TPL-038 google-calendar-url", () => {
  const event = { startDate: 1384518630000, endDate: 1384518716400, title: "Launch party + drinks" }

  it("TPL-037 carries the encoded title and the UTC dates", () => {
    expect(out("{e|google-calendar-url}", { e: event })).toBe(
      "http://www.google.com/calendar/event?action=TEMPLATE&text=Launch%20party%20%2B%20drinks&dates=20131115T123030Z/20131115T123156Z",
    )
  })

  it("TPL-038 the location joins the non-blank address lines with commas", () => {
    const location = { addressLine1: " 1 Main St. ", addressLine2: "", addressCountry: "France" }
    expect(out("{e|google-calendar-url}", { e: { ...event, location } })).toMatch(
      /&location=1%20Main%20St\.%2C%20France$/,
    )
  })

  it.each([
    [{ endDate: 1 }],
    [{ startDate: 1 }],
    [{ startDate: "soon", endDate: 1 }],
    [{ startDate: 1e300, endDate: 1 }],
  ])("TPL-037 an event without real dates gives no link (%j)", (e) => {
    expect(out("{e|google-calendar-url}", { e })).toBe("")
  })
})

describe("TPL-039 / TPL-040 activate-twitter-links", () => {
  it("TPL-039 / TPL-040 links URLs, handles and hashtags in one pass", () => {
    expect(out("{t|activate-twitter-links}", { t: "@vitrine loves #café http://x.co/a#b" })).toBe(
      '<a href="https://twitter.com/vitrine/" target="_blank" rel="noopener">@vitrine</a> loves ' +
        '<a href="https://twitter.com/hashtag/caf%C3%A9?src=hash" target="_blank" rel="noopener">#café</a> ' +
        '<a href="http://x.co/a#b" target="_blank" rel="noopener">http://x.co/a#b</a>',
    )
  })

  it("TPL-039 an e-mail address or a word with # inside is not a handle or hashtag", () => {
    expect(out("{t|activate-twitter-links}", { t: "mail me@x.com or C#" })).toBe("mail me@x.com or C#")
  })

  it("TPL-040 a value that is not text prints as text would", () => {
    expect(out("{t|activate-twitter-links}", { t: 42 })).toBe("42")
    expect(out("{t|activate-twitter-links}", {})).toBe("")
  })
})
