import { CRUMB, SITE_PATHS } from "@vitrine/adapter-http/contract"
import {
  cannedSmugmugGalleries,
  DEMO_SMUGMUG_ACCOUNTS,
  DEMO_SMUGMUG_UNREACHABLE,
} from "@vitrine/adapter-smugmug"
import { type RunningServer, start } from "@vitrine/app-server"
import { ContributorRole } from "@vitrine/core/enums"
import { memoryLayer } from "@vitrine/core/memory"
import { ALBUM_MESSAGE, type HomeLayout, SMUGMUG_MESSAGE, trackAudioPath } from "@vitrine/core/site"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeStaff, STAFF_PASSWORD, TEST_ADMIN } from "./staff.ts"
import { Visitor } from "./visitor.ts"

const LAYOUT = SITE_PATHS.homeLayout
const GALLERIES = SITE_PATHS.smugmugGalleries
// An MP3's first bytes (an ID3v2.4 tag) and a few more, so a range has something to cut.
const MP3 = Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6])
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

const upload = async (who: Visitor, fileName: string, bytes: Uint8Array): Promise<string> => {
  const response = await who.fetch(
    `${who.baseUrl}${SITE_PATHS.siteFiles}?fileName=${encodeURIComponent(fileName)}`,
    {
      method: "POST",
      headers: { [CRUMB.header]: who.crumb() ?? "", "Content-Type": "application/octet-stream" },
      body: new Uint8Array(bytes),
    },
  )
  const body = (await response.json()) as { file: { id: string } }
  return body.file.id
}
const album = (...tracks: Array<{ title: string; fileId: string }>): HomeLayout => ({
  sections: [{ padding: 6, blocks: [{ kind: "album", title: "Live at home", tracks }] }],
})
const gallery = (nickname: string, galleryKey: string): HomeLayout => ({
  sections: [{ padding: 6, blocks: [{ kind: "smugmug", nickname, galleryKey, title: "", images: [] }] }],
})

/**
 * The home page's albums and Smugmug galleries on a real server over a memory store, Smugmug
 * answered by the canned demo accounts (`vitrine-demo`: 24 galleries, the first of 56 photos;
 * `offline-demo`: unreachable).
 */
describe("the home page's albums and galleries over HTTP", () => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await start({
      port: 0,
      logLevel: "silent",
      layer: memoryLayer(),
      admin: TEST_ADMIN,
      smugmug: cannedSmugmugGalleries(),
    })
  })
  afterAll(() => server?.stop())
  const url = () => server?.url ?? "http://server-not-started"
  const admin = () => new Visitor(url()).signInAsStaff()

  it("the gallery list is the website managers': 401 for a visitor, 403 for an editor", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect((await visitor.get(`${GALLERIES}?nickname=vitrine-demo`)).status).toBe(401)
    const account = await makeStaff(server as RunningServer, [ContributorRole.EDITOR])
    const editor = await new Visitor(url()).signInAsStaff({ email: account.email, password: STAFF_PASSWORD })
    expect((await editor.get(`${GALLERIES}?nickname=vitrine-demo`)).status).toBe(403)
  })

  it("CONST-007 lists the first 20 galleries of an account, in its order", async () => {
    const answer = await (await admin()).get(`${GALLERIES}?nickname=vitrine-demo`)
    expect(answer.status).toBe(200)
    const expected = (DEMO_SMUGMUG_ACCOUNTS["vitrine-demo"] ?? []).slice(0, 20).map(({ gallery }) => gallery)
    expect(answer.body).toEqual({ galleries: expected })
    expect(expected).toHaveLength(20)
  })

  it("a malformed nickname is 400 on its field, an unknown account 404, and Smugmug down 503 'Unable to connect. Please try again'", async () => {
    const manager = await admin()
    expect(await manager.get(`${GALLERIES}?nickname=${encodeURIComponent("no spaces")}`)).toMatchObject({
      status: 400,
      body: { errors: { nickname: SMUGMUG_MESSAGE.nickname } },
    })
    expect((await manager.get(GALLERIES)).status).toBe(400)
    expect(await manager.get(`${GALLERIES}?nickname=nobody-here`)).toMatchObject({
      status: 404,
      body: { errors: { nickname: SMUGMUG_MESSAGE.accountMissing } },
    })
    expect(await manager.get(`${GALLERIES}?nickname=${DEMO_SMUGMUG_UNREACHABLE}`)).toEqual(
      expect.objectContaining({ status: 503, body: { message: "Unable to connect. Please try again" } }),
    )
  })

  it("CONST-007 a saved gallery keeps its first 50 photos from Smugmug; the 21st gallery is refused; Smugmug down is 503", async () => {
    const manager = await admin()
    const saved = await manager.send("PUT", LAYOUT, gallery("vitrine-demo", "Demo0"))
    expect(saved.status).toBe(200)
    const demo = DEMO_SMUGMUG_ACCOUNTS["vitrine-demo"]?.[0]
    expect(saved.body.layout.sections[0].blocks[0]).toEqual({
      kind: "smugmug",
      nickname: "vitrine-demo",
      galleryKey: "Demo0",
      title: demo?.gallery.title,
      images: demo?.images.slice(0, 50),
    })
    expect(await manager.send("PUT", LAYOUT, gallery("vitrine-demo", "Demo20"))).toMatchObject({
      status: 400,
      body: { errors: { "sections.0.blocks.0.galleryKey": SMUGMUG_MESSAGE.galleryKey } },
    })
    expect(await manager.send("PUT", LAYOUT, gallery(DEMO_SMUGMUG_UNREACHABLE, "Demo0"))).toMatchObject({
      status: 503,
      body: { message: "Unable to connect. Please try again" },
    })
  })

  it("CONST-004 an album of 60 tracks is saved and one of 61 is refused on its tracks", async () => {
    const manager = await admin()
    const song = await upload(manager, "song.mp3", MP3)
    const tracks = (n: number) =>
      Array.from({ length: n }, (_, t) => ({ title: `Track ${t + 1}`, fileId: song }))
    expect((await manager.send("PUT", LAYOUT, album(...tracks(60)))).status).toBe(200)
    expect(await manager.send("PUT", LAYOUT, album(...tracks(61)))).toMatchObject({
      status: 400,
      body: { errors: { "sections.0.blocks.0.tracks": ALBUM_MESSAGE.tracks } },
    })
  })

  it("a track must be an audio file of the file manager, and visitors play it only while it is on the saved page", async () => {
    const manager = await admin()
    const song = await upload(manager, "song.mp3", MP3)
    const logo = await upload(manager, "logo.png", PNG)
    const visitor = await new Visitor(url()).arrive()
    expect((await manager.send("PUT", LAYOUT, { sections: [] })).status).toBe(200)
    expect((await visitor.get(trackAudioPath(song))).status).toBe(404)
    expect(await manager.send("PUT", LAYOUT, album({ title: "Logo", fileId: logo }))).toMatchObject({
      status: 400,
      body: { errors: { "sections.0.blocks.0.tracks.0.fileId": ALBUM_MESSAGE.fileId } },
    })
    expect((await manager.send("PUT", LAYOUT, album({ title: "Song", fileId: song }))).status).toBe(200)
    const played = await visitor.fetch(`${url()}${trackAudioPath(song)}`)
    expect(played.status).toBe(200)
    expect(played.headers.get("content-type")).toBe("audio/mpeg")
    expect(played.headers.get("x-content-type-options")).toBe("nosniff")
    expect(played.headers.get("accept-ranges")).toBe("bytes")
    expect(played.headers.get("content-disposition")).toBeNull()
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(MP3)
    expect((await visitor.get(trackAudioPath(logo))).status).toBe(404)
  })

  it("a track answers one byte range (206), and a range past its end 416", async () => {
    const manager = await admin()
    const song = await upload(manager, "song.mp3", MP3)
    expect((await manager.send("PUT", LAYOUT, album({ title: "Song", fileId: song }))).status).toBe(200)
    const ranged = (range: string) => fetch(`${url()}${trackAudioPath(song)}`, { headers: { range } })
    const part = await ranged("bytes=2-5")
    expect(part.status).toBe(206)
    expect(part.headers.get("content-range")).toBe(`bytes 2-5/${MP3.length}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(MP3.subarray(2, 6))
    const tail = await ranged("bytes=-3")
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(MP3.subarray(MP3.length - 3))
    const past = await ranged(`bytes=${MP3.length}-`)
    expect(past.status).toBe(416)
    expect(past.headers.get("content-range")).toBe(`bytes */${MP3.length}`)
  })
})
