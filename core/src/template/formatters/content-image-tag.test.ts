import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const tag = (template: string, data: unknown, debug = true) => render(template, data, { debug }).output
const upload = { assetUrl: "/a.jpg", originalSize: "800x600", altText: "Red shoe" }
const comment = (rule: string) => new RegExp(`<!-- image-tag ${rule}: [^-]+ -->`)

describe("TPL-020 to TPL-028 image-tag", () => {
  it("TPL-024 TPL-029 an upload on the site's CDN: srcset of the served widths up to its own, sizes, size", () => {
    expect(tag("{@|image-tag sizes=50vw}", upload)).toBe(
      '<img data-loader="sqs" src="/a.jpg" srcset="/a.jpg?format=100w 100w, /a.jpg?format=300w 300w, ' +
        '/a.jpg?format=500w 500w, /a.jpg?format=750w 750w" sizes="50vw" width="800" height="600" ' +
        'alt="Red shoe" loading="lazy" decoding="async" />',
    )
  })

  it("TPL-020 width and height must both be positive integers; otherwise neither is written", () => {
    for (const size of ["width=0;height=10", "width=1.5;height=10", "width=10", "width=a;height=b"]) {
      const html = tag(`{@|image-tag;loader=raw;src=/x.jpg;${size}}`, {})
      expect(html, size).toMatch(comment("TPL-020"))
      expect(html, size).not.toMatch(/ (width|height)=/)
    }
    expect(tag("{@|image-tag;loader=raw;src=/x.jpg;width=10;height=20}", {})).toContain(
      'width="10" height="20"',
    )
  })

  it("TPL-021 priority is high, low or none; high loads eagerly", () => {
    const base = "{@|image-tag;loader=raw;src=/x.jpg;width=1;height=1;priority="
    expect(tag(`${base}high}`, {})).toContain('loading="eager" fetchpriority="high"')
    expect(tag(`${base}low}`, {})).toContain('loading="lazy" fetchpriority="low"')
    expect(tag(`${base}none}`, {})).not.toContain("fetchpriority")
    const bad = tag(`${base}urgent}`, {})
    expect(bad).toMatch(comment("TPL-021"))
    expect(bad).toContain('loading="lazy"')
  })

  it("TPL-022 loader is sqs, raw, vimeo or youtube; an unknown one is reported and served as sqs", () => {
    const html = tag("{@|image-tag;loader=flickr;sizes=100vw}", upload)
    expect(html).toMatch(comment("TPL-022"))
    expect(html).toContain('data-loader="sqs"')
  })

  it("TPL-023 srcset only with raw", () => {
    const raw = tag("{@|image-tag;loader=raw;src=/x.jpg;width=1;height=1;srcset=/x.jpg 1x, /y.jpg 2x}", {})
    expect(raw).toContain('srcset="/x.jpg 1x, /y.jpg 2x"')
    expect(raw).not.toContain("<!--")
    const sqs = tag("{@|image-tag;sizes=1px;srcset=/evil.jpg 1x}", upload)
    expect(sqs).toMatch(comment("TPL-023"))
    expect(sqs).not.toContain("evil")
  })

  it("TPL-024 sizes is required with sqs", () => {
    expect(tag("{@|image-tag}", upload)).toMatch(comment("TPL-024"))
    expect(tag("{@|image-tag;loader=raw;src=/x.jpg;width=1;height=1}", {})).not.toContain("<!--")
  })

  it("TPL-025 format only for vimeo/youtube, and only jpg or webp", () => {
    const vimeo = "{@|image-tag;loader=vimeo;src=/t.jpg;width=1;height=1;format="
    expect(tag(`${vimeo}webp}`, {})).toContain('data-format="webp"')
    const png = tag(`${vimeo}png}`, {})
    expect(png).toMatch(comment("TPL-025"))
    expect(png).not.toContain("data-format")
    expect(tag("{@|image-tag;format=jpg;sizes=1px}", upload)).toMatch(comment("TPL-025"))
  })

  it("TPL-026 TPL-027 youtube needs a video id and no src; every other loader needs a src", () => {
    expect(tag("{@|image-tag;loader=youtube;videoId=abc;width=16;height=9}", {})).toBe(
      '<img data-loader="youtube" width="16" height="9" alt="" loading="lazy" data-video-id="abc" decoding="async" />',
    )
    expect(tag("{@|image-tag;loader=youtube;width=16;height=9}", {})).toMatch(
      /^<!-- image-tag TPL-026: [^>]+ -->$/,
    )
    expect(tag("{@|image-tag;loader=raw;width=16;height=9}", {})).toMatch(
      /^<!-- image-tag TPL-027: [^>]+ -->$/,
    )
  })

  it("TPL-028 the rules show as HTML comments in debug mode only; the tag is drawn the same", () => {
    const template = "{@|image-tag priority=urgent}"
    const debug = tag(template, upload, true)
    const quiet = tag(template, upload, false)
    expect(debug).toMatch(/^<!-- image-tag TPL-021: [^>]+ --><!-- image-tag TPL-024: [^>]+ --><img /)
    expect(quiet.startsWith("<img ")).toBe(true)
    expect(debug.endsWith(quiet)).toBe(true)
    expect(tag("{missing|image-tag}", {}, false)).toBe("")
  })

  it("TPL-031 alt text comes from the image's own alt text, else its body, else its title; alt= overrides", () => {
    expect(tag("{@|image-tag sizes=1px}", { assetUrl: "/a.jpg", body: "<p>A  <b>b</b></p>" })).toContain(
      'alt="A b"',
    )
    expect(tag("{@|image-tag;sizes=1px;alt=Given}", upload)).toContain('alt="Given"')
  })

  it("TPL-028 values are escaped, so data can neither leave an attribute nor end a comment", () => {
    const html = tag('{@|image-tag;loader=raw;src=/a.jpg" onload="x;alt=-->}', {})
    expect(html).toContain('src="/a.jpg&quot; onload=&quot;x"')
    expect(html).toContain('alt="--&gt;"')
  })
})
