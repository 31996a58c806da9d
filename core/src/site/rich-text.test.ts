import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import {
  isRichTextLinkTarget,
  RICH_TEXT_LIMITS,
  RICH_TEXT_MESSAGE,
  type RichText,
  type RichTextBlock,
  RichTextFieldSchema,
  type RichTextRun,
  RichTextSchema,
  richTextFromPlain,
  richTextPlain,
} from "./rich-text.ts"
import { EXTERNAL_LINK_REL, RICH_TEXT_TAGS, richTextHtml } from "./rich-text-html.ts"

const failureOf = (input: unknown): string | undefined => {
  const result = Schema.decodeUnknownResult(RichTextFieldSchema)(input)
  return result._tag === "Failure" ? String(result.failure) : undefined
}
const paragraph = (...runs: RichTextRun[]): RichTextBlock => ({ kind: "paragraph", runs })

// Texts and addresses an attacker would try, among any strings.
const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom("<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "&lt;", "</p><p>", "'"),
)
const href = fc.oneof(
  fc.constantFrom(
    "/cart",
    "https://example.com/a?b=1&c=2",
    "mailto:shop@example.com",
    'https://example.com/"onmouseover="x',
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>",
    "//evil.example",
    "vbscript:x",
  ),
  hostile,
  hostile.map((text) => `/${text}`),
  hostile.map((text) => `https://example.com/${text}`),
)
const run: fc.Arbitrary<RichTextRun> = fc.record(
  { text: hostile, bold: fc.boolean(), italic: fc.boolean(), href },
  { requiredKeys: ["text"] },
)
const runs = fc.array(run, { maxLength: 4 })
const block: fc.Arbitrary<RichTextBlock> = fc.oneof(
  runs.map((each) => paragraph(...each)),
  fc.record({
    kind: fc.constantFrom("bullets" as const, "numbers" as const),
    items: fc.array(runs, { maxLength: 3 }),
  }),
)
const document: fc.Arbitrary<RichText> = fc.record({ blocks: fc.array(block, { maxLength: 4 }) })

// Reads rendered HTML as a tag list; fails on anything that is not an allowed tag with allowed
// attributes, or a `<`, `>` or bare `&` in text (a `"` is harmless there; escapeHtml keeps it).
const TAG = /<(\/?)([a-z]+)((?: [a-z]+="[^"<>]*")*)>/g
const ENTITY = /&(?:amp|lt|gt|quot);/g
const decodeEntities = (text: string) =>
  text.replace(
    ENTITY,
    (entity) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' })[entity] ?? entity,
  )
const readHtml = (html: string) => {
  const links: string[] = []
  for (const [, , name = "", attributes = ""] of html.matchAll(TAG)) {
    const allowed: ReadonlyArray<string> | undefined = RICH_TEXT_TAGS[name as keyof typeof RICH_TEXT_TAGS]
    expect(allowed, `tag ${name}`).toBeDefined()
    for (const [, attribute = "", value = ""] of attributes.matchAll(/ ([a-z]+)="([^"]*)"/g)) {
      expect(allowed).toContain(attribute)
      if (attribute === "href") links.push(decodeEntities(value))
      if (attribute === "rel") expect(value).toBe(EXTERNAL_LINK_REL)
    }
  }
  const text = html.replace(TAG, "")
  expect(text).not.toMatch(/[<>]/)
  expect(text.replace(ENTITY, "")).not.toContain("&")
  return { links, text: decodeEntities(text) }
}

describe("rich text (SCOPE-004)", () => {
  it("property: no document renders a tag, attribute or address outside the allowed ones", () => {
    fc.assert(
      fc.property(document, (doc) => {
        const { links, text } = readHtml(richTextHtml(doc))
        for (const link of links) expect(isRichTextLinkTarget(link)).toBe(true)
        expect(text).toBe(richTextPlain(doc).replaceAll("\n", ""))
      }),
      { numRuns: 500 },
    )
  })

  it("property: a page of the site written by `sitePath` is escaped too", () => {
    fc.assert(
      fc.property(document, hostile, (doc, prefix) => {
        readHtml(richTextHtml(doc, { sitePath: (path) => prefix + path }))
      }),
    )
  })

  it.each([
    [[paragraph({ text: "a < b & c" })], "<p>a &lt; b &amp; c</p>"],
    [[paragraph({ text: "Hi", bold: true, italic: true })], "<p><strong><em>Hi</em></strong></p>"],
    [
      [paragraph({ text: "Us", href: "https://example.com/?a=1&b=2" })],
      `<p><a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">Us</a></p>`,
    ],
    [[paragraph({ text: "Cart", href: "/cart" })], `<p><a href="/cart">Cart</a></p>`],
    [
      [paragraph({ text: "Mail", href: "mailto:a@b.example" })],
      `<p><a href="mailto:a@b.example">Mail</a></p>`,
    ],
    [[paragraph({ text: "x", href: "javascript:alert(1)" })], "<p>x</p>"],
    [[{ kind: "bullets", items: [[{ text: "a" }], [{ text: "b" }]] }], "<ul><li>a</li><li>b</li></ul>"],
    [[{ kind: "numbers", items: [[{ text: "1st" }]] }], "<ol><li>1st</li></ol>"],
  ] satisfies ReadonlyArray<[RichTextBlock[], string]>)("renders %j as %s", (blocks, html) =>
    expect(richTextHtml({ blocks })).toBe(html),
  )

  it.each([
    ["/shop", `<a href="/fr/shop">`],
    ["/", `<a href="/fr">`],
    ["/fr/cart", `<a href="/fr/cart">`],
    ["/admin", `<a href="/admin">`],
    ["https://example.com/", `<a href="https://example.com/" rel="noopener noreferrer">`],
    ["mailto:a@b.example", `<a href="mailto:a@b.example">`],
  ])("SITE-002 on a French page a link to %s is written %s", (href, link) =>
    expect(richTextHtml({ blocks: [paragraph({ text: "x", href })] }, { languagePrefix: "/fr" })).toBe(
      `<p>${link}x</a></p>`,
    ),
  )

  it("SITE-002 the language prefix comes before the frame's `sitePath`", () => {
    const html = richTextHtml(
      { blocks: [paragraph({ text: "Shop", href: "/shop" })] },
      { languagePrefix: "/fr", sitePath: (path) => `https://shop.example${path}` },
    )
    expect(html).toBe(`<p><a href="https://shop.example/fr/shop">Shop</a></p>`)
  })

  it.each([
    ["https://example.com", true],
    ["http://example.com/a", true],
    ["/about", true],
    ["mailto:shop@example.com", true],
    ["mailto:", false],
    ["mailto:a@b?x=<y>", false],
    ["javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["//evil.example", false],
    ["ftp://example.com", false],
  ])("a link to %s is allowed: %s", (target, allowed) => expect(isRichTextLinkTarget(target)).toBe(allowed))

  it("refuses a link the rule refuses, an unknown block, and texts past the limits, each with its message", () => {
    const doc = (blocks: unknown) => ({ blocks })
    expect(failureOf(doc([paragraph({ text: "x", href: "javascript:alert(1)" })]))).toContain(
      RICH_TEXT_MESSAGE.link,
    )
    expect(failureOf(doc([{ kind: "heading", runs: [] }]))).toBeDefined()
    expect(failureOf(doc([{ kind: "paragraph", runs: [{ text: "x", html: "<b>" }] }]))).toBeUndefined()
    const long = (length: number) => doc([paragraph({ text: "x".repeat(length) })])
    expect(failureOf(long(RICH_TEXT_LIMITS.characters))).toBeUndefined()
    expect(failureOf(long(RICH_TEXT_LIMITS.characters + 1))).toContain(RICH_TEXT_MESSAGE.characters)
    const many = (count: number) => doc([{ kind: "bullets", items: Array.from({ length: count }, () => []) }])
    expect(failureOf(many(RICH_TEXT_LIMITS.nodes - 1))).toBeUndefined()
    expect(failureOf(many(RICH_TEXT_LIMITS.nodes))).toContain(RICH_TEXT_MESSAGE.nodes)
    expect(failureOf(42)).toBeDefined()
  })

  it("keeps no key outside the model: a stray `html` on a run is dropped on decode", () => {
    const decoded = Schema.decodeUnknownSync(RichTextSchema)({
      blocks: [{ kind: "paragraph", runs: [{ text: "x", html: "<b>" }] }],
    })
    expect(decoded).toEqual({ blocks: [paragraph({ text: "x" })] })
  })

  it.each([
    ["", []],
    ["  \n ", []],
    ["One line", ["One line"]],
    ["First\nstill first\n\n  Second  \r\n\r\nThird", ["First\nstill first", "Second", "Third"]],
  ])("reads the plain text %j as the paragraphs %j", (plain, texts) =>
    expect(richTextFromPlain(plain)).toEqual({ blocks: texts.map((text) => paragraph({ text })) }),
  )
})
