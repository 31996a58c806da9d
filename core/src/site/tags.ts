// Tags and categories (EDITOR-004, EDITOR-012, EDITOR-013, EDITOR-025, EDITOR-026). The spec gives the
// limits and two messages; the messages for an empty or too-long name are ours, in the same voice.
// Names are trimmed before every check; length counts characters as a person sees them (code
// points), and "already exists" compares names without regard to case, since "Shoes" and "shoes"
// would read as the same tag on the site.

/** What the tag editor edits. */
export type TagType = "tag" | "category"

/**
 * The longest tag and category names (EDITOR-012, EDITOR-013).
 *
 * @example
 * TAG_MAX_LENGTH.category // 25
 */
export const TAG_MAX_LENGTH = { tag: 50, category: 25 } as const satisfies Record<TagType, number>

/**
 * The tag editor's messages. `alreadyExists` and `oneAtATime` are the spec's (EDITOR-026,
 * EDITOR-025); `empty` and `tooLong` are ours.
 *
 * @example
 * TAG_MESSAGE.alreadyExists("category") // "This category already exists"
 */
export const TAG_MESSAGE = {
  alreadyExists: (tagType: TagType) => `This ${tagType} already exists`,
  oneAtATime: (tagType: TagType) => `You may only edit one ${tagType} at a time`,
  empty: (tagType: TagType) => `Enter a ${tagType} name.`,
  tooLong: (tagType: TagType) => `A ${tagType} can be at most ${TAG_MAX_LENGTH[tagType]} characters long.`,
} as const

/** A tag or category name that can be saved, or why not. */
export type TagNameResult =
  | { readonly ok: true; readonly name: string }
  | { readonly ok: false; readonly message: string }

/**
 * Checks a tag or category name before it is created or renamed: not empty, within its limit, and not
 * the name of another one. `current` is the name being renamed, which may be kept.
 *
 * @example
 * validateTagName("tag", " Summer ", ["sale"]) // { ok: true, name: "Summer" }
 * validateTagName("tag", "SALE", ["sale"]) // { ok: false, message: "This tag already exists" }
 */
export const validateTagName = (
  tagType: TagType,
  name: string,
  existing: Iterable<string>,
  current?: string,
): TagNameResult => {
  const trimmed = name.trim()
  if (trimmed === "") return { ok: false, message: TAG_MESSAGE.empty(tagType) }
  if ([...trimmed].length > TAG_MAX_LENGTH[tagType])
    return { ok: false, message: TAG_MESSAGE.tooLong(tagType) }
  const key = trimmed.toLowerCase()
  const self = current?.trim().toLowerCase()
  for (const other of existing) {
    const otherKey = other.trim().toLowerCase()
    if (otherKey === key && otherKey !== self)
      return { ok: false, message: TAG_MESSAGE.alreadyExists(tagType) }
  }
  return { ok: true, name: trimmed }
}

/**
 * Whether the editor may start editing another tag: only one is edited at a time (EDITOR-025).
 *
 * @example
 * startTagEdit("tag", "summer", "sale") // { ok: false, message: "You may only edit one tag at a time" }
 */
export const startTagEdit = (
  tagType: TagType,
  editing: string | null,
  next: string,
): { readonly ok: true } | { readonly ok: false; readonly message: string } =>
  editing === null || editing === next
    ? { ok: true }
    : { ok: false, message: TAG_MESSAGE.oneAtATime(tagType) }
