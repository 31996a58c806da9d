import { describe, expect, it } from "@effect/vitest"
import {
  IMAGE_SETTING_MESSAGE,
  type ImageSettings,
  imageLoaderOf,
  imageSettingsProblems,
  pixelSize,
} from "./image-settings.ts"

const sqs: ImageSettings = { loader: "sqs", src: "/a.jpg", width: 600, height: 400, sizes: "100vw" }
const raw: ImageSettings = { loader: "raw", src: "/a.jpg", width: "600", height: "400" }
const youtube: ImageSettings = { loader: "youtube", videoId: "abc", width: 16, height: 9 }

describe("TPL-020 to TPL-027 image template rules", () => {
  it("TPL-020 to TPL-027 complete settings break no rule", () => {
    for (const settings of [
      sqs,
      raw,
      youtube,
      { ...youtube, format: "webp" },
      { ...raw, srcset: "/a.jpg 1x" },
    ]) {
      expect(imageSettingsProblems(settings)).toEqual([])
    }
  })

  it("TPL-020 width and height are required positive integers", () => {
    expect(pixelSize(640)).toBe(640)
    expect(pixelSize(" 640 ")).toBe(640)
    for (const bad of [0, -1, 1.5, "1.5", "1e3", "", "abc", null, undefined, Number.NaN, 2 ** 60]) {
      expect(pixelSize(bad)).toBeUndefined()
      expect(imageSettingsProblems({ ...sqs, width: bad })).toEqual(["TPL-020"])
    }
    expect(imageSettingsProblems({ loader: "raw", src: "/a.jpg" })).toEqual(["TPL-020"])
  })

  it("TPL-021 priority is only high, low or none", () => {
    for (const priority of ["high", "low", "none", ""])
      expect(imageSettingsProblems({ ...sqs, priority })).toEqual([])
    expect(imageSettingsProblems({ ...sqs, priority: "HIGH" })).toEqual(["TPL-021"])
  })

  it("TPL-022 loader is one of sqs, raw, vimeo, youtube; absent means sqs", () => {
    expect(imageLoaderOf({})).toBe("sqs")
    expect(imageLoaderOf({ loader: "imgix" })).toBe("sqs")
    expect(imageSettingsProblems({ ...sqs, loader: undefined })).toEqual([])
    expect(imageSettingsProblems({ ...sqs, loader: "imgix" })).toEqual(["TPL-022"])
  })

  it("TPL-023 srcset only with raw", () => {
    expect(imageSettingsProblems({ ...sqs, srcset: "/a.jpg 1x" })).toEqual(["TPL-023"])
    expect(imageSettingsProblems({ ...youtube, srcset: "/a.jpg 1x" })).toEqual(["TPL-023"])
  })

  it("TPL-024 sizes is required with sqs", () => {
    expect(imageSettingsProblems({ ...sqs, sizes: " " })).toEqual(["TPL-024"])
    expect(imageSettingsProblems({ ...raw, sizes: undefined })).toEqual([])
  })

  it("TPL-025 format only for vimeo/youtube, and only jpg or webp", () => {
    expect(imageSettingsProblems({ ...youtube, format: "png" })).toEqual(["TPL-025"])
    expect(imageSettingsProblems({ ...raw, format: "jpg" })).toEqual(["TPL-025"])
    expect(
      imageSettingsProblems({ loader: "vimeo", src: "/t.jpg", width: 1, height: 1, format: "jpg" }),
    ).toEqual([])
  })

  it("TPL-026 TPL-027 youtube needs a video id; every other loader a src", () => {
    expect(imageSettingsProblems({ ...youtube, videoId: "" })).toEqual(["TPL-026"])
    expect(imageSettingsProblems({ ...sqs, src: undefined })).toEqual(["TPL-027"])
    expect(imageSettingsProblems({ loader: "vimeo", width: 1, height: 1 })).toEqual(["TPL-027"])
  })

  it("TPL-020 to TPL-027 reports every broken rule in rule order, each with its message", () => {
    const all = imageSettingsProblems({ loader: "youtube", priority: "x", srcset: "y", format: "gif" })
    expect(all).toEqual(["TPL-020", "TPL-021", "TPL-023", "TPL-025", "TPL-026"])
    expect(Object.keys(IMAGE_SETTING_MESSAGE)).toHaveLength(8)
    expect(IMAGE_SETTING_MESSAGE["TPL-024"]).toBe("sizes is required with the sqs loader")
  })
})
