import { Schema } from "effect"
import { AlbumBlockSchema } from "./home-album.ts"
import { blockCount } from "./home-layout-rules.ts"
import { SmugmugBlockSchema } from "./home-smugmug.ts"
import { videoSource } from "./home-video.ts"
import { SITE_LIMITS } from "./limits.ts"
import { RICH_TEXT_LIMITS, RICH_TEXT_MESSAGE, RichTextFieldSchema } from "./rich-text.ts"

/**
 * The limits of the home page's sections and blocks. The block limit is the spec's (CONST-003,
 * counted over the whole layout, see `blockCount`); the texts' lengths are ours.
 */
export const HOME_LAYOUT_LIMITS = {
  blocks: SITE_LIMITS.maxBlocksPerLayout,
  heading: 120,
  paragraph: RICH_TEXT_LIMITS.characters,
  marqueeText: 200,
  code: 20_000,
} as const

/**
 * The home page editor's preview frame width per device view (ENUM-017): desktop 1024 and phone 428
 * are the spec's (CONST-002); it gives no tablet width, and ours is 768, the portrait width of the
 * common 9.7" tablets, between the other two.
 *
 * @example
 * PREVIEW_FRAME_WIDTH.phone // 428
 */
export const PREVIEW_FRAME_WIDTH = { ...SITE_LIMITS.frameWidth, tablet: 768 } as const

/** The messages of a home layout that does not fit, one per field. */
export const HOME_LAYOUT_MESSAGE = {
  blocks: `A home page holds at most ${HOME_LAYOUT_LIMITS.blocks} blocks.`,
  sections: "Sections must be a list.",
  section: "Expected a section.",
  padding: `The padding must be one of ${SITE_LIMITS.sectionPaddingPercent.join(", ")} percent.`,
  block: "Expected a text, marquee, video, code, album or Smugmug gallery block.",
  heading: `The heading must be at most ${HOME_LAYOUT_LIMITS.heading} characters.`,
  paragraph: RICH_TEXT_MESSAGE.characters,
  marqueeText: `The marquee text must be 1 to ${HOME_LAYOUT_LIMITS.marqueeText} characters.`,
  intensity: `The wave intensity must be ${SITE_LIMITS.marquee.intensities.join(" or ")}.`,
  videoUrl: "Enter a Vimeo or YouTube video address.",
  code: `The code must be at most ${HOME_LAYOUT_LIMITS.code} characters.`,
} as const

const text = (min: number, max: number, message: string) =>
  Schema.String.annotate({ message })
    .check(Schema.isMinLength(min, { message }), Schema.isMaxLength(max, { message }))
    .pipe(Schema.annotateKey({ messageMissingKey: message }))

/**
 * A heading, plain text, over a paragraph, rich text (`RichTextSchema`: paragraphs, lists, bold,
 * italic, links; never HTML); either may be empty. A paragraph saved as plain text before rich text
 * is read as rich text (`RichTextFieldSchema`), so stored layouts need no migration.
 */
export const TextBlockSchema = Schema.Struct({
  kind: Schema.Literal("text"),
  heading: text(0, HOME_LAYOUT_LIMITS.heading, HOME_LAYOUT_MESSAGE.heading),
  paragraph: RichTextFieldSchema.pipe(Schema.annotateKey({ messageMissingKey: RICH_TEXT_MESSAGE.document })),
})

/**
 * A line of text running across the page (CONST-011). The merchant writes the text and picks the
 * wave's intensity, one of the two presets (0: a straight line, 60: a wave); the wave frequency (4),
 * the speed (0.5) and the text size (4 rem) are the presets, the same on every marquee, so they are
 * not stored (`SITE_LIMITS.marquee`).
 */
export const MarqueeBlockSchema = Schema.Struct({
  kind: Schema.Literal("marquee"),
  text: text(1, HOME_LAYOUT_LIMITS.marqueeText, HOME_LAYOUT_MESSAGE.marqueeText),
  intensity: Schema.Literals(SITE_LIMITS.marquee.intensities)
    .annotate({ message: HOME_LAYOUT_MESSAGE.intensity })
    .pipe(Schema.annotateKey({ messageMissingKey: HOME_LAYOUT_MESSAGE.intensity })),
})

/** A Vimeo or YouTube video, by its address (`videoSource`). */
export const VideoBlockSchema = Schema.Struct({
  kind: Schema.Literal("video"),
  url: Schema.String.annotate({ message: HOME_LAYOUT_MESSAGE.videoUrl })
    .check(Schema.makeFilter((url: string) => videoSource(url) !== undefined || HOME_LAYOUT_MESSAGE.videoUrl))
    .pipe(Schema.annotateKey({ messageMissingKey: HOME_LAYOUT_MESSAGE.videoUrl })),
})

/** The merchant's own HTML, shown to visitors only inside a sandboxed frame (see the storefront). */
export const CodeBlockSchema = Schema.Struct({
  kind: Schema.Literal("code"),
  html: text(0, HOME_LAYOUT_LIMITS.code, HOME_LAYOUT_MESSAGE.code),
})

/** One block of a section, told apart by `kind`. */
export const HomeBlockSchema = Schema.Union([
  TextBlockSchema,
  MarqueeBlockSchema,
  VideoBlockSchema,
  CodeBlockSchema,
  AlbumBlockSchema,
  SmugmugBlockSchema,
]).annotate({ message: HOME_LAYOUT_MESSAGE.block })

/** A section: its padding, one of the presets in percent of the page's width (CONST-012), and its blocks. */
export const HomeSectionSchema = Schema.Struct({
  padding: Schema.Literals(SITE_LIMITS.sectionPaddingPercent)
    .annotate({ message: HOME_LAYOUT_MESSAGE.padding })
    .pipe(Schema.annotateKey({ messageMissingKey: HOME_LAYOUT_MESSAGE.padding })),
  blocks: Schema.Array(HomeBlockSchema).annotate({ message: HOME_LAYOUT_MESSAGE.block }),
}).annotate({ message: HOME_LAYOUT_MESSAGE.section })

/**
 * The home page as the merchant arranges it: sections in order, each with its blocks in order, at
 * most 60 blocks in all (CONST-003, `blockCount`).
 *
 * @example
 * Schema.decodeUnknownSync(HomeLayoutSchema)({ sections: [{ padding: 6, blocks: [] }] })
 */
export const HomeLayoutSchema = Schema.Struct({
  sections: Schema.Array(HomeSectionSchema)
    .annotate({ message: HOME_LAYOUT_MESSAGE.sections })
    .check(
      Schema.makeFilter(
        (sections: ReadonlyArray<{ readonly blocks: ReadonlyArray<unknown> }>) =>
          blockCount({ sections }) <= HOME_LAYOUT_LIMITS.blocks || HOME_LAYOUT_MESSAGE.blocks,
      ),
    )
    .pipe(Schema.annotateKey({ messageMissingKey: HOME_LAYOUT_MESSAGE.sections })),
})

/** A block of the home page. */
export type HomeBlock = typeof HomeBlockSchema.Type
/** A section of the home page. */
export type HomeSection = typeof HomeSectionSchema.Type
/** The home page's sections. */
export type HomeLayout = typeof HomeLayoutSchema.Type
/** The padding presets, in percent (CONST-012). */
export type SectionPadding = HomeSection["padding"]
