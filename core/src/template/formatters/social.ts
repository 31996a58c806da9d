/**
 * Social formatters: comments, likes, share buttons, calendar links, social links. The comment
 * wording is the storefront's (`catalog/comments.ts`); links are built by `../social-links.ts`.
 * Markup keeps the platform's exact whitespace so pages render as before; attribute values are
 * escaped.
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { commentCountParts } from "../../catalog/comments.ts"
import { timestampOf } from "../i18n/zoned-time.ts"
import {
  asNumber,
  asString,
  type Formatter,
  type FormatterTable,
  isTruthy,
  stepPath,
  valueToText,
} from "../plugins.ts"
import { usesDisqus } from "../predicates/social.ts"
import { escapeAttribute } from "../values/strings.ts"
import { calendarEventUrl, linkTweetText } from "./social-links.ts"

/** A field of `node` as an attribute value: printed as a variable tag would, then escaped. */
const attr = (node: unknown, field: string) => escapeAttribute(valueToText(stepPath(node, field)))

/** The share-button markup, or "" when the site has no share buttons set up. */
const socialButton =
  (inline: boolean): Formatter =>
  (value, _args, ctx) => {
    if (!isTruthy(stepPath(ctx.resolve("website"), "shareButtonOptions"))) return ""
    const imageId = stepPath(value, "systemDataId") === undefined ? "mainImageId" : "systemDataId"
    const image = stepPath(value, "assetUrl") === undefined ? stepPath(value, "mainImage") : value
    const tag = inline ? "span" : "div"
    return (
      `<${tag} class="squarespace-social-buttons ${inline ? "inline-style" : "button-style"}"` +
      ` data-system-data-id="${attr(value, imageId)}" data-asset-url="${attr(image, "assetUrl")}"` +
      ` data-record-type="${attr(value, "recordType")}" data-full-url="${attr(value, "fullUrl")}"` +
      ` data-title="${attr(value, "title")}"></${tag}>`
    )
  }

/** A social profile's user name (TPL-005): `userName`, else the last segment of `profileUrl`. */
const profileUserName = (profile: unknown): string => {
  const name = asString(stepPath(profile, "userName"))
  if (name !== "") return name
  const path = asString(stepPath(profile, "profileUrl")).split(/[?#]/)[0] ?? ""
  return path.split("/").findLast((segment) => segment !== "") ?? ""
}

const FOLLOW_SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { " +
  "Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>"

/**
 * The social formatters.
 *
 * @example
 * socialFormatters["like-button"]
 */
export const socialFormatters: FormatterTable = {
  /** `activate-twitter-links`: tweet text with URLs, @handles and #hashtags as links (TPL-039, TPL-040). */
  "activate-twitter-links": (value) => linkTweetText(asString(value)),
  /** `comment-count`: "No Comments", "1 Comment", "N Comments" for an item (TPL-016). */
  "comment-count": (value) => {
    const { count, noun } = commentCountParts(asNumber(stepPath(value, "publicCommentCount")))
    return `${count} ${noun}`
  },
  /** `comment-link`: the link to an item's comments with its count, or the Disqus link. */
  "comment-link": (value, _args, ctx) => {
    const url = attr(value, "fullUrl")
    const id = attr(value, "id")
    if (usesDisqus(ctx)) {
      return `\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`
    }
    const { count, noun } = commentCountParts(asNumber(stepPath(value, "publicCommentCount")))
    return `\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ${count}\n  ${noun}\n  </a>\n`
  },
  /**
   * `comments`: the comment thread's container for the page's item (else its collection), with
   * that item's id, count and state; the Disqus container on Disqus sites.
   */
  comments: (value, _args, ctx) => {
    if (usesDisqus(ctx)) return `\n  <div class="squarespace-comments" id="disqus_thread"></div>\n`
    const item = ctx.resolve("item")
    const kind = isTruthy(item) ? "item" : "collection"
    const owner = kind === "item" ? item : ctx.resolve("collection")
    const data = isTruthy(owner)
      ? ` data-${kind}-id="${attr(owner, "id")}" data-public-comment-count="${attr(owner, "publicCommentCount")}"` +
        ` data-comment-state="${attr(owner, "commentState")}"`
      : ""
    return `\n  <div class="squarespace-comments" id="comments-${attr(value, "id")}"${data}></div>\n`
  },
  /**
   * `google-calendar-url`: the calendar-service link adding an event (TPL-037, TPL-038); nothing
   * when `startDate` or `endDate` is no date.
   */
  "google-calendar-url": (value) => {
    const start = timestampOf(stepPath(value, "startDate"))
    const end = timestampOf(stepPath(value, "endDate"))
    if (start === undefined || end === undefined) return ""
    const location = stepPath(value, "location")
    const lines = ["addressLine1", "addressLine2", "addressCountry"].map((line) =>
      asString(stepPath(location, line)),
    )
    return calendarEventUrl({ start, end, title: asString(stepPath(value, "title")), location: lines }) ?? ""
  },
  /** `like-button`: the like button of an item, when the site has simple liking on. */
  "like-button": (value, _args, ctx) => {
    if (!isTruthy(value) || !isTruthy(ctx.resolve("websiteSettings.simpleLikingEnabled"))) return ""
    return (
      `\n  <span class="sqs-simple-like" data-item-id="${attr(value, "id")}" data-like-count="${attr(value, "likeCount")}">` +
      `\n    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n`
    )
  },
  /** `social-button`: the share buttons of an item, when the site has some (`website.shareButtonOptions`). */
  "social-button": socialButton(false),
  /** `social-button-inline`: the same, inline (a span). */
  "social-button-inline": socialButton(true),
  /** `twitter-follow-button`: a follow button for a social profile; nothing without a user name (TPL-005). */
  "twitter-follow-button": (value) => {
    const name = profileUserName(value)
    return name === ""
      ? ""
      : `${FOLLOW_SCRIPT}<div class="squarespace-follow-button" data-username="${escapeAttribute(name)}"></div>`
  },
}
