import type { HomeBlock, HomeLayout, HomeSection } from "./home-layout.ts"
import { SITE_LIMITS } from "./limits.ts"

/**
 * How many blocks a layout holds, counted over all its sections (CONST-003: "at most 60 blocks per
 * layout"); sections themselves are not blocks, so an empty section counts 0.
 *
 * @example
 * blockCount({ sections: [{ padding: 6, blocks: [] }] }) // 0
 */
export const blockCount = (layout: {
  readonly sections: ReadonlyArray<{ readonly blocks: ReadonlyArray<unknown> }>
}): number => layout.sections.reduce((sum, section) => sum + section.blocks.length, 0)

/**
 * Whether one more block fits in the layout (CONST-003: at most 60 in all).
 *
 * @example
 * canAddBlock({ sections: [] }) // true
 */
export const canAddBlock = (layout: HomeLayout): boolean =>
  blockCount(layout) < SITE_LIMITS.maxBlocksPerLayout

/**
 * A list with the item at `from` moved by `by` places (-1: up, 1: down); the same list when the move
 * would leave the list's ends, so a button at the edge changes nothing.
 *
 * @example
 * moved(["a", "b", "c"], 0, 1) // ["b", "a", "c"]
 */
export const moved = <A>(items: ReadonlyArray<A>, from: number, by: -1 | 1): ReadonlyArray<A> => {
  const to = from + by
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return items
  const copy = [...items]
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item as A)
  return copy
}

/**
 * A layout with a block added at the end of a section, or the same layout when the section does not
 * exist or the layout already holds 60 blocks (CONST-003).
 *
 * @example
 * withBlockAdded(layout, 0, { kind: "text", heading: "Hello", paragraph: { blocks: [] } })
 */
export const withBlockAdded = (layout: HomeLayout, sectionIndex: number, block: HomeBlock): HomeLayout => {
  if (!canAddBlock(layout) || sectionIndex < 0 || sectionIndex >= layout.sections.length) return layout
  return {
    sections: layout.sections.map((section, index) =>
      index === sectionIndex ? { ...section, blocks: [...section.blocks, block] } : section,
    ),
  }
}

/**
 * A new, empty section: the middle padding preset (6 %, CONST-012) and no block.
 *
 * @example
 * emptySection() // { padding: 6, blocks: [] }
 */
export const emptySection = (): HomeSection => ({ padding: SITE_LIMITS.sectionPaddingPercent[1], blocks: [] })

/**
 * The new block of each kind the editor adds: a marquee starts straight (intensity 0, CONST-011), an
 * album without tracks, a Smugmug gallery without an account (the merchant connects one; it cannot
 * be saved until a gallery is chosen).
 *
 * @example
 * newBlock("marquee") // { kind: "marquee", text: "New marquee", intensity: 0 }
 */
export const newBlock = (kind: HomeBlock["kind"]): HomeBlock => {
  switch (kind) {
    case "text":
      return { kind, heading: "New heading", paragraph: { blocks: [] } }
    case "marquee":
      return { kind, text: "New marquee", intensity: SITE_LIMITS.marquee.intensities[0] }
    case "video":
      return { kind, url: "" }
    case "code":
      return { kind, html: "" }
    case "album":
      return { kind, title: "New album", tracks: [] }
    case "smugmug":
      return { kind, nickname: "", galleryKey: "", title: "", images: [] }
  }
}

/**
 * The field path of a block's field in a layout, as decoding errors and the server name it.
 *
 * @example
 * blockField(0, 2, "url") // "sections.0.blocks.2.url"
 */
export const blockField = (sectionIndex: number, blockIndex: number, field: string): string =>
  `sections.${sectionIndex}.blocks.${blockIndex}.${field}`

/** The message a code block shows instead of its editor on Android (EDITOR-045). */
export const CODE_EDITING_UNAVAILABLE = "Code editing is not available on Android."

/**
 * Whether a browser's user agent says Android, where the code block's editor is not offered
 * (EDITOR-045): the word "Android" anywhere in it, as every Android browser sends.
 *
 * @example
 * isAndroid("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36") // true
 * isAndroid("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)") // false
 */
export const isAndroid = (userAgent: string): boolean => /android/i.test(userAgent)
