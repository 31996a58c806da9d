import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { videoPlayerUrl, videoSource } from "./home-video.ts"

describe("video addresses", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=10", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "vimeo", "76979871"],
    ["https://vimeo.com/76979871/8272103f6e", "vimeo", "76979871"],
    ["https://player.vimeo.com/video/76979871?h=abc", "vimeo", "76979871"],
    ["HTTPS://VIMEO.COM/76979871", "vimeo", "76979871"],
  ])("%s is a %s video", (url, provider, id) => expect(videoSource(url)).toEqual({ provider, id }))

  it.each([
    "",
    "vimeo.com/76979871",
    "https://example.com/video.mp4",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.evil.example/76979871",
    "https://www.youtube.com/watch?v=short",
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    `https://vimeo.com/${"1".repeat(2070)}`,
  ])("%j is not a video address", (url) => expect(videoSource(url)).toBeUndefined())

  it("property: whatever the text, a source is a known host's id of safe characters", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (text) => {
        const source = videoSource(text)
        if (source !== undefined) {
          expect(/^[A-Za-z0-9_-]+$/.test(source.id)).toBe(true)
          expect(videoPlayerUrl(source)).toMatch(
            /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//,
          )
        }
      }),
    )
  })

  it("property: every Vimeo number and YouTube id is found in its usual address", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), fc.stringMatching(/^[A-Za-z0-9_-]{11}$/), (number, id) => {
        expect(videoSource(`https://vimeo.com/${number}`)).toEqual({ provider: "vimeo", id: number })
        expect(videoSource(`https://youtu.be/${id}`)).toEqual({ provider: "youtube", id })
      }),
    )
  })
})
