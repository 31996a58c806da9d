import { describe, expect, it } from "vitest"
import { cldrFor } from "./conformance.test-support.mjs"
import { render } from "./index.ts"

// One visitor page of each kind the platform renders (SCOPE-005), from one template each, on the
// engine's default formatters: what a theme's blog post, event, gallery and product pages use.
const T = 1384518630000

const site = {
  websiteSettings: { simpleLikingEnabled: true },
  website: { shareButtonOptions: { twitter: true } },
}

const blogPost = {
  ...site,
  item: {
    id: "post-1",
    fullUrl: "/blog/first",
    title: "First post",
    publicCommentCount: 2,
    commentState: 1,
    likeCount: 5,
    publishOn: T,
    author: { twitterProfile: { userName: "vitrine", profileUrl: "https://twitter.com/vitrine" } },
  },
}

describe("SCOPE-005 the template engine renders the platform's visitor pages", () => {
  it("SCOPE-005 a blog post: its comments, like button, sharing and follow buttons, and its date", () => {
    const { output, errors } = render(
      "{.section item}<time>{publishOn|date %B %d, %Y}</time>{@|comment-link}{@|like-button}{@|social-button}{author.twitterProfile|twitter-follow-button}{.end}{item|comments}",
      blogPost,
      { timeZone: "UTC" },
    )
    expect(errors).toEqual([])
    expect(output).toContain("<time>November 15, 2013</time>")
    expect(output).toContain(
      '<a href="/blog/first#comments-post-1" class="sqs-comment-link" data-id="post-1">',
    )
    expect(output).toMatch(/<span class="sqs-simple-like" data-item-id="post-1" data-like-count="5">/)
    expect(output).toContain('<div class="squarespace-social-buttons button-style"')
    expect(output).toContain('data-full-url="/blog/first" data-title="First post"')
    expect(output).toContain('<div class="squarespace-follow-button" data-username="vitrine"></div>')
    expect(output).toContain('<div class="squarespace-comments" id="comments-post-1"')
  })

  it("SCOPE-005 an event, a gallery with images and a video, a product, numbers and money", () => {
    const image = {
      assetUrl: "/a.jpg",
      originalSize: "800x600",
      title: "Shoe",
      systemDataVariants: "100w,300w,500w",
    }
    const data = {
      event: {
        startDate: T,
        endDate: T + 3_600_000,
        title: "Launch party",
        location: { addressLine1: "1 Main St", addressCountry: "France" },
      },
      gallery: { items: [image, { ...image, assetUrl: "/b.jpg", title: "Boot" }] },
      clip: { oembed: { html: '<iframe src="https://player.vimeo.com/video/1">', providerName: "vimeo" } },
      product: {
        id: "p1",
        title: "Canvas Tote",
        structuredContent: {
          productType: 1,
          variants: [{ priceMoney: { currency: "USD", value: "24.00" }, qtyInStock: 3 }],
        },
      },
      share: 0.125,
      cents: 123456,
    }
    const { output, errors } = render(
      [
        '<a href="{event|google-calendar-url}">Add to calendar</a>',
        "{.repeated section gallery.items}<img {@|image-meta}{@|image-srcset}>{.end}",
        "{clip|video}",
        "{product|product-price}{product|add-to-cart-btn}",
        "{share|percentage-format}|{cents|bookkeeper-money-format USD}",
      ].join("\n"),
      data,
      { timeZone: "UTC", locale: "en-US", cldr: cldrFor("en") },
    )
    expect(errors).toEqual([])
    const [calendar, gallery, video, ...rest] = output.split("\n")
    expect(calendar).toBe(
      '<a href="http://www.google.com/calendar/event?action=TEMPLATE&text=Launch%20party&dates=20131115T123030Z/20131115T133030Z&location=1%20Main%20St%2C%20France">Add to calendar</a>',
    )
    expect(gallery?.match(/<img [^>]*>/g)).toHaveLength(2)
    expect(gallery).toContain('alt="Boot"')
    expect(gallery).toContain(
      'srcset="/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=500w 500w',
    )
    expect(video).toContain('data-provider-name="vimeo"')
    const page = rest.join("\n")
    expect(page).toContain('<span class="sqs-money-native">24.00</span>')
    expect(page).toContain('data-original-label="Add To Cart"')
    expect(page).toContain('data-item-id="p1"')
    expect(rest.at(-1)).toBe("0.13|$1,234.56")
  })
})
