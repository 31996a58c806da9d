/**
 * Social predicates: comments and Disqus, over the storefront's comment rule
 * (`catalog/comments.ts`).
 *
 * Written against the plugin interface in `../plugins.ts`; registered in `../registry.ts`.
 */
import { commentsEnabled } from "../../catalog/comments.ts"
import {
  asNumber,
  isTruthy,
  Kind,
  kindOf,
  type PluginContext,
  type PredicateTable,
  stepPath,
} from "../plugins.ts"

/**
 * Whether the site's comments are Disqus ones (TPL-004 `websiteSettings.disqusShortname`), looked
 * up from the current scope outwards. The platform's own data also spells it `disqusShortName`, so
 * either spelling counts.
 *
 * @example
 * usesDisqus(ctx) // true inside {"websiteSettings": {"disqusShortname": "shop"}}
 */
export const usesDisqus = (ctx: PluginContext): boolean =>
  isTruthy(ctx.resolve("websiteSettings.disqusShortname")) ||
  isTruthy(ctx.resolve("websiteSettings.disqusShortName"))

/**
 * The social predicates.
 *
 * @example
 * socialPredicates["comments?"]
 */
export const socialPredicates: PredicateTable = {
  /**
   * `comments?`: whether the item in scope shows its comment section — comments open
   * (`commentState` 1) or some already public (TPL-014), unless the site settings
   * (`websiteSettings`, looked up outwards) turn comments off (TPL-015).
   */
  "comments?": (_args, ctx) => {
    const settings = ctx.resolve("websiteSettings")
    const item = {
      commentState: asNumber(stepPath(ctx.node, "commentState")),
      publicCommentCount: asNumber(stepPath(ctx.node, "publicCommentCount")),
    }
    const site =
      kindOf(settings) === Kind.Object
        ? { commentsEnabled: isTruthy(stepPath(settings, "commentsEnabled")) }
        : null
    return commentsEnabled(item, site)
  },
  /** `disqus?`: whether the site's comments are Disqus ones (see {@link usesDisqus}). */
  "disqus?": (_args, ctx) => usesDisqus(ctx),
}
