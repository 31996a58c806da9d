import { HTTP_MESSAGE, SITE_PATHS } from "@vitrine/adapter-http/contract"
import { type RunningServer, start } from "@vitrine/app-server"
import { ContributorRole } from "@vitrine/core/enums"
import { memoryLayer, memoryVimeoEmbeds } from "@vitrine/core/memory"
import {
  HOME_LAYOUT_MESSAGE,
  type HomeLayout,
  RICH_TEXT_MESSAGE,
  VIMEO_BASIC_MESSAGE,
} from "@vitrine/core/site"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeStaff, STAFF_PASSWORD, TEST_ADMIN } from "./staff.ts"
import { Visitor } from "./visitor.ts"

const PATH = SITE_PATHS.homeLayout
const paragraph = {
  blocks: [
    { kind: "paragraph", runs: [{ text: "Made in " }, { text: "Lisbon", bold: true, href: "/about" }] },
    { kind: "numbers", items: [[{ text: "Write to us", href: "mailto:shop@example.com" }]] },
  ],
} as const
const text = { kind: "text", heading: "Linen & Co", paragraph } as const
const arranged: HomeLayout = {
  sections: [
    { padding: 12, blocks: [text, { kind: "marquee", text: "Summer sale", intensity: 60 }] },
    {
      padding: 3,
      blocks: [
        { kind: "video", url: "https://vimeo.com/76979871" },
        { kind: "video", url: "https://youtu.be/dQw4w9WgXcQ" },
        { kind: "code", html: "<p>Hello</p>" },
      ],
    },
  ],
}
const withVimeo = (id: string): HomeLayout => ({
  sections: [{ padding: 6, blocks: [text, { kind: "video", url: `https://vimeo.com/${id}` }] }],
})

/**
 * The home layout routes on a real server over a memory store, Vimeo answered by the deterministic
 * memory adapter (22222222: a Basic account's video; 33333333: Vimeo unreachable).
 */
describe("the home layout over HTTP", () => {
  let server: RunningServer | undefined
  beforeAll(async () => {
    server = await start({
      port: 0,
      logLevel: "silent",
      layer: memoryLayer(),
      admin: TEST_ADMIN,
      vimeo: memoryVimeoEmbeds({ "22222222": "unsupported", "33333333": "unreachable" }),
    })
  })
  afterAll(() => server?.stop())
  const url = () => server?.url ?? "http://server-not-started"
  const admin = () => new Visitor(url()).signInAsStaff()

  it("a visitor is refused both calls (401)", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect(await visitor.get(PATH)).toMatchObject({
      status: 401,
      body: { message: HTTP_MESSAGE.signInRequired },
    })
    expect((await visitor.send("PUT", PATH, arranged)).status).toBe(401)
  })

  it.each([
    ["a store manager", ContributorRole.STORE_MANAGER],
    ["an editor", ContributorRole.EDITOR],
    ["a viewer", ContributorRole.VIEWER],
  ])("%s is refused (403): the site is the website's managers'", async (_, role) => {
    const account = await makeStaff(server as RunningServer, [role])
    const staff = await new Visitor(url()).signInAsStaff({ email: account.email, password: STAFF_PASSWORD })
    expect((await staff.get(PATH)).status).toBe(403)
    expect((await staff.send("PUT", PATH, arranged)).status).toBe(403)
  })

  it("CONST-012 a website manager reads no layout, saves one and reads it back", async () => {
    const account = await makeStaff(server as RunningServer, [ContributorRole.WEBSITE_MANAGER])
    const manager = await new Visitor(url()).signInAsStaff({ email: account.email, password: STAFF_PASSWORD })
    expect(await manager.get(PATH)).toMatchObject({ status: 200, body: { layout: null } })
    expect(await manager.send("PUT", PATH, arranged)).toMatchObject({
      status: 200,
      body: { layout: arranged },
    })
    expect(await manager.get(PATH)).toMatchObject({ status: 200, body: { layout: arranged } })
  })

  it("visitors read the saved layout at GET /api/home-page, signed in or not, and never the editor's route", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect((await (await admin()).send("PUT", PATH, arranged)).status).toBe(200)
    expect(await visitor.get(SITE_PATHS.homePage)).toMatchObject({ status: 200, body: { layout: arranged } })
    expect((await visitor.get(PATH)).status).toBe(401)
  })

  it("a save without the crumb is 403 crumbFail", async () => {
    const refused = await (await admin()).send("PUT", PATH, arranged, { crumb: false })
    expect(refused.status).toBe(403)
    expect(refused.body.crumbFail).toBe(true)
  })

  const sixtyOne = { sections: [{ padding: 6, blocks: Array.from({ length: 61 }, () => text) }] }
  it.each<[string, unknown, Record<string, string>]>([
    ["CONST-003 61 blocks", sixtyOne, { sections: HOME_LAYOUT_MESSAGE.blocks }],
    [
      "CONST-012 a padding off the presets",
      { sections: [{ padding: 5, blocks: [] }] },
      { "sections.0.padding": HOME_LAYOUT_MESSAGE.padding },
    ],
    [
      "CONST-011 an intensity off the presets",
      { sections: [{ padding: 6, blocks: [{ kind: "marquee", text: "x", intensity: 30 }] }] },
      { "sections.0.blocks.0.intensity": HOME_LAYOUT_MESSAGE.intensity },
    ],
    [
      "a video elsewhere than Vimeo or YouTube",
      { sections: [{ padding: 6, blocks: [{ kind: "video", url: "https://evil.example/v.mp4" }] }] },
      { "sections.0.blocks.0.url": HOME_LAYOUT_MESSAGE.videoUrl },
    ],
    [
      "a rich-text link to a javascript: address",
      {
        sections: [
          {
            padding: 6,
            blocks: [
              {
                ...text,
                paragraph: {
                  blocks: [{ kind: "paragraph", runs: [{ text: "x", href: "javascript:alert(1)" }] }],
                },
              },
            ],
          },
        ],
      },
      { "sections.0.blocks.0.paragraph.blocks.0.runs.0.href": RICH_TEXT_MESSAGE.link },
    ],
    ["no sections", {}, { sections: HOME_LAYOUT_MESSAGE.sections }],
    ["a body that is not an object", [], { body: "The request body must be a JSON object." }],
  ])("%s is 400 with the field's message, and changes nothing", async (_, body, errors) => {
    const merchant = await admin()
    const before = (await merchant.get(PATH)).body
    const answer = await merchant.send("PUT", PATH, body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toMatchObject(errors)
    expect((await merchant.get(PATH)).body).toEqual(before)
  })

  it("EDITOR-044 a Vimeo Basic video is 400 with the message on its url, and nothing is saved", async () => {
    const merchant = await admin()
    const before = (await merchant.get(PATH)).body
    const answer = await merchant.send("PUT", PATH, withVimeo("22222222"))
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { "sections.0.blocks.1.url": VIMEO_BASIC_MESSAGE } },
    })
    expect(VIMEO_BASIC_MESSAGE).toBe(
      "Vimeo Basic accounts are unsupported. Please share a video from a different account.",
    )
    expect((await merchant.get(PATH)).body).toEqual(before)
  })

  it("UI-016 Vimeo unreachable is 503 'Unable to connect. Please try again', and nothing is saved", async () => {
    const merchant = await admin()
    const before = (await merchant.get(PATH)).body
    const answer = await merchant.send("PUT", PATH, withVimeo("33333333"))
    expect(answer).toMatchObject({ status: 503, body: { message: "Unable to connect. Please try again" } })
    expect((await merchant.get(PATH)).body).toEqual(before)
  })

  it("a paragraph sent as plain text, as before rich text, is saved as rich text", async () => {
    const plain = { sections: [{ padding: 6, blocks: [{ ...text, paragraph: "Since 1998" }] }] }
    const paragraphOf = { blocks: [{ kind: "paragraph", runs: [{ text: "Since 1998" }] }] }
    expect(await (await admin()).send("PUT", PATH, plain)).toMatchObject({
      status: 200,
      body: { layout: { sections: [{ padding: 6, blocks: [{ ...text, paragraph: paragraphOf }] }] } },
    })
  })

  it("a text holding NUL is refused at the boundary (400)", async () => {
    const body = JSON.stringify({ sections: [{ padding: 6, blocks: [{ ...text, heading: "a\u0000b" }] }] })
    const answer = await (await admin()).send("PUT", PATH, body)
    expect(answer).toMatchObject({ status: 400, body: { message: HTTP_MESSAGE.badBody } })
  })
})
