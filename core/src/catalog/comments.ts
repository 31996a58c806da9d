/**
 * What a content item says about its comments (TPL-003). Both fields may be missing.
 *
 * @example
 * commentsEnabled({ commentState: 1, publicCommentCount: 0 } satisfies CommentedItem) // true
 */
export interface CommentedItem {
  readonly commentState?: number | null
  readonly publicCommentCount?: number | null
}

/**
 * The site-level comment switch (TPL-004, `websiteSettings.commentsEnabled`).
 *
 * @example
 * commentsEnabled(item, { commentsEnabled: false }) // false
 */
export interface CommentSettings {
  readonly commentsEnabled: boolean
}

/**
 * `commentState` value meaning comments are open (TPL-014).
 *
 * @example
 * commentsEnabled({ commentState: COMMENTS_OPEN }) // true
 */
export const COMMENTS_OPEN = 1

/**
 * Whether an item's comment section is on: it counts as enabled when `commentState` equals 1 or
 * `publicCommentCount` is above 0 (TPL-014), and is turned off when site settings exist and
 * comments are not enabled there (TPL-015). No settings at all (null or undefined) leave the
 * item's own state alone.
 *
 * @example
 * commentsEnabled({ commentState: 1 }, { commentsEnabled: false }) // false
 * commentsEnabled({ publicCommentCount: 3 }) // true
 */
export const commentsEnabled = (item: CommentedItem, settings?: CommentSettings | null): boolean => {
  if (settings != null && !settings.commentsEnabled) return false
  return item.commentState === COMMENTS_OPEN || (item.publicCommentCount ?? 0) > 0
}

/**
 * The two words of the comment count text (TPL-016): the number ("No", "1", "12") and the noun
 * ("Comment", "Comments"). Apart for markup that sets them on separate lines, as the template
 * engine's `comment-link` does; {@link commentCountText} joins them. A count that is not a
 * positive number (missing, NaN, negative) reads as none; a fractional one is rounded down.
 *
 * @example
 * commentCountParts(1) // { count: "1", noun: "Comment" }
 * commentCountParts(0) // { count: "No", noun: "Comments" }
 */
export const commentCountParts = (count: number | null | undefined): { count: string; noun: string } => {
  const whole = Number.isFinite(count) ? Math.floor(count as number) : 0
  if (whole <= 0) return { count: "No", noun: "Comments" }
  return { count: String(whole), noun: whole === 1 ? "Comment" : "Comments" }
}

/**
 * The comment count text: "No Comments", "1 Comment", "N Comments" (TPL-016), read as
 * {@link commentCountParts} says.
 *
 * @example
 * commentCountText(0) // "No Comments"
 * commentCountText(12) // "12 Comments"
 */
export const commentCountText = (count: number | null | undefined): string => {
  const parts = commentCountParts(count)
  return `${parts.count} ${parts.noun}`
}
