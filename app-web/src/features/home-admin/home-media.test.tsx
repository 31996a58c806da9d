import { render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { HomeLayoutClient } from "@vitrine/adapter-http/client"
import type { SiteFile } from "@vitrine/core/files"
import {
  ALBUM_MESSAGE,
  DEFAULT_MULTILINGUAL_SETTINGS,
  type HomeLayout,
  SMUGMUG_MESSAGE,
  type SmugmugGallery,
} from "@vitrine/core/site"
import { describe, expect, it, vi } from "vitest"
import { HomeLayoutPage } from "./HomeLayoutPage.tsx"
import { HOME_TEXT } from "./text.ts"

const ok = <T,>(value: T) => ({ ok: true as const, value })
const failed = (status: number, message: string, fieldErrors: Record<string, string> = {}) => ({
  ok: false as const,
  error: { status, message, fieldErrors, crumbFail: false },
})
const file = (id: string, fileName: string, type: SiteFile["type"]): SiteFile => ({
  id,
  fileName,
  type,
  size: 10,
  uploadedAt: "2026-01-01T00:00:00.000Z",
})
const FILES = [
  file("song", "song.mp3", "audio/mpeg"),
  file("logo", "logo.png", "image/png"),
  file("wav", "b.wav", "audio/wav"),
]
const galleriesOf = (count: number): SmugmugGallery[] =>
  Array.from({ length: count }, (_, g) => ({ key: `G${g}`, title: `Gallery ${g}`, imageCount: 5 + g }))

const fakeHome = (initial: HomeLayout | null, overrides: Partial<HomeLayoutClient> = {}) =>
  ({
    layout: vi.fn(async () => ok({ layout: initial })),
    save: vi.fn(async (draft: HomeLayout) => ok({ layout: draft })),
    languages: vi.fn(async () => ok(DEFAULT_MULTILINGUAL_SETTINGS)),
    files: vi.fn(async () => ok({ files: FILES })),
    smugmugGalleries: vi.fn(async () => ok({ galleries: galleriesOf(3) })),
    ...overrides,
  }) satisfies HomeLayoutClient

const user = userEvent.setup()
const open = async (client: HomeLayoutClient) => {
  render(<HomeLayoutPage client={client} userAgent="" />)
  await screen.findByRole("button", { name: HOME_TEXT.addSection })
}
const albumOf = (tracks: number): HomeLayout => ({
  sections: [
    {
      padding: 6,
      blocks: [
        {
          kind: "album",
          title: "Live",
          tracks: Array.from({ length: tracks }, (_, t) => ({ title: `T${t + 1}`, fileId: "song" })),
        },
      ],
    },
  ],
})

describe("the album block's editor", { timeout: 30_000 }, () => {
  it("adds tracks with audio files only, reorders and removes them, and saves them in order", async () => {
    const client = fakeHome(null)
    await open(client)
    await user.click(screen.getByRole("button", { name: HOME_TEXT.addSection }))
    await user.selectOptions(screen.getByLabelText(HOME_TEXT.blockKind), "album")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.addBlock }))
    expect(screen.getByText(HOME_TEXT.noTracks)).toBeTruthy()
    for (let n = 0; n < 3; n++) await user.click(screen.getByRole("button", { name: HOME_TEXT.addTrack }))
    expect(screen.getByText(HOME_TEXT.tracks(3))).toBeTruthy()
    const files = await screen.findAllByLabelText(HOME_TEXT.trackFile)
    const options = within(files[0] as HTMLElement)
      .getAllByRole("option")
      .map((option) => option.textContent)
    expect(options).toEqual([HOME_TEXT.chooseFile, "song.mp3", "b.wav"])
    await user.selectOptions(files[0] as HTMLElement, "song")
    await user.selectOptions(files[1] as HTMLElement, "wav")
    await user.selectOptions(files[2] as HTMLElement, "song")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.moveDown(HOME_TEXT.track(0)) }))
    await user.click(screen.getByRole("button", { name: HOME_TEXT.remove(HOME_TEXT.track(2)) }))
    await user.click(screen.getByRole("button", { name: HOME_TEXT.save }))
    await screen.findByText(HOME_TEXT.saved)
    expect(client.save).toHaveBeenCalledWith({
      sections: [
        {
          padding: 6,
          blocks: [
            {
              kind: "album",
              title: "New album",
              tracks: [
                { title: "Track 2", fileId: "wav" },
                { title: "Track 1", fileId: "song" },
              ],
            },
          ],
        },
      ],
    })
  })

  it("CONST-004 at 60 tracks the add button does nothing and says why", async () => {
    await open(fakeHome(albumOf(60)))
    expect(screen.getByText(HOME_TEXT.tracks(60))).toBeTruthy()
    const add = screen.getByRole("button", { name: HOME_TEXT.addTrack })
    expect(add.getAttribute("aria-disabled")).toBe("true")
    await user.click(add)
    expect(screen.getAllByLabelText(HOME_TEXT.trackTitle)).toHaveLength(60)
    expect(screen.getByText(ALBUM_MESSAGE.full)).toBeTruthy()
  }, 60_000)

  it("a refused track shows its message beside its file; no audio yet links to Files; a failed list offers Retry", async () => {
    const files = vi
      .fn<HomeLayoutClient["files"]>()
      .mockResolvedValueOnce(failed(0, "Please check your internet connection"))
      .mockResolvedValue(ok({ files: [FILES[1] as SiteFile] }))
    const client = fakeHome(albumOf(1), {
      files,
      save: vi.fn(async () =>
        failed(400, ALBUM_MESSAGE.fileId, { "sections.0.blocks.0.tracks.0.fileId": ALBUM_MESSAGE.fileId }),
      ),
    })
    await open(client)
    expect(await screen.findByText(/Please check your internet connection/)).toBeTruthy()
    await user.click(screen.getByRole("button", { name: HOME_TEXT.retry }))
    expect(await screen.findByRole("link", { name: HOME_TEXT.filesLink })).toBeTruthy()
    await user.click(screen.getByRole("button", { name: HOME_TEXT.save }))
    expect((await screen.findAllByText(ALBUM_MESSAGE.fileId)).length).toBeGreaterThan(0)
    expect(screen.getByLabelText(HOME_TEXT.trackFile).getAttribute("aria-invalid")).toBe("true")
  })
})

describe("the Smugmug block's editor", { timeout: 30_000 }, () => {
  const smugmug: HomeLayout = {
    sections: [
      { padding: 6, blocks: [{ kind: "smugmug", nickname: "", galleryKey: "", title: "", images: [] }] },
    ],
  }

  it("CONST-007 shows an account's galleries (at most 20) and saves the one chosen", async () => {
    const client = fakeHome(smugmug, {
      smugmugGalleries: vi.fn(async () => ok({ galleries: galleriesOf(25) })),
    })
    await open(client)
    await user.type(screen.getByLabelText(HOME_TEXT.nickname), "cmac")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.connect }))
    const select = await screen.findByLabelText(HOME_TEXT.gallery)
    expect(within(select).getAllByRole("option")).toHaveLength(21)
    await user.selectOptions(select, "G19")
    expect(client.smugmugGalleries).toHaveBeenCalledWith("cmac")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.save }))
    await screen.findByText(HOME_TEXT.saved)
    expect(client.save).toHaveBeenCalledWith({
      sections: [
        {
          padding: 6,
          blocks: [{ kind: "smugmug", nickname: "cmac", galleryKey: "G19", title: "Gallery 19", images: [] }],
        },
      ],
    })
  })

  it("UI-016 Smugmug unreachable says 'Unable to connect. Please try again' with Retry; an unknown account its message", async () => {
    const smugmugGalleries = vi
      .fn<HomeLayoutClient["smugmugGalleries"]>()
      .mockResolvedValueOnce(failed(503, "Unable to connect. Please try again"))
      .mockResolvedValueOnce(
        failed(404, SMUGMUG_MESSAGE.accountMissing, { nickname: SMUGMUG_MESSAGE.accountMissing }),
      )
      .mockResolvedValue(ok({ galleries: [] }))
    await open(fakeHome(smugmug, { smugmugGalleries }))
    await user.type(screen.getByLabelText(HOME_TEXT.nickname), "cmac")
    await user.click(screen.getByRole("button", { name: HOME_TEXT.connect }))
    expect(await screen.findByText(/Unable to connect\. Please try again/)).toBeTruthy()
    await user.click(screen.getByRole("button", { name: HOME_TEXT.retry }))
    expect(await screen.findByText(new RegExp(SMUGMUG_MESSAGE.accountMissing))).toBeTruthy()
    await user.click(screen.getByRole("button", { name: HOME_TEXT.retry }))
    expect(await screen.findByText(SMUGMUG_MESSAGE.noGalleries)).toBeTruthy()
  })
})
