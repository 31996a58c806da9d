import { createMultilingualClient } from "@vitrine/adapter-http/client"
import { HTTP_MESSAGE, SITE_PATHS } from "@vitrine/adapter-http/contract"
import { ContributorRole } from "@vitrine/core/enums"
import {
  DEFAULT_MULTILINGUAL_SETTINGS,
  LANGUAGE_CATALOGUE,
  MULTILINGUAL_LIMITS,
  MULTILINGUAL_MESSAGE,
} from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { staffServer } from "./staff-server.ts"
import { Visitor } from "./visitor.ts"

const { multilingualSettings: SETTINGS, multilingualStatus: STATUS } = SITE_PATHS
const { multilingualLanguages: LANGUAGES, multilingualConnection: CONNECTION } = SITE_PATHS
const languages = [
  { tag: "en", published: true },
  { tag: "fr", published: true },
  { tag: "de", published: false },
]
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/**
 * The multilingual routes (API-033 to API-037) on a real server over a memory store: who may call
 * them, what they answer, and what they refuse. Each test leaves the site as it found it: the
 * defaults.
 */
describe("the multilingual settings over HTTP", () => {
  const { url, staffWith } = staffServer()
  const reset = async (admin: Visitor) => {
    await admin.send("PUT", LANGUAGES, { languages: DEFAULT_MULTILINGUAL_SETTINGS.languages })
    await admin.send("DELETE", CONNECTION)
  }

  it("a visitor is refused every call (401), and the writes change nothing", async () => {
    const visitor = await new Visitor(url()).arrive()
    for (const path of [SETTINGS, STATUS, LANGUAGES])
      expect(await visitor.get(path)).toMatchObject({
        status: 401,
        body: { message: HTTP_MESSAGE.signInRequired },
      })
    expect((await visitor.send("PUT", LANGUAGES, { languages })).status).toBe(401)
    expect((await visitor.send("DELETE", CONNECTION)).status).toBe(401)
    const admin = await new Visitor(url()).signInAsStaff()
    expect((await admin.get(SETTINGS)).body).toEqual(DEFAULT_MULTILINGUAL_SETTINGS)
  })

  it.each([
    ["a store manager", ContributorRole.STORE_MANAGER],
    ["an editor", ContributorRole.EDITOR],
  ])("%s is refused (403): the site's languages are the website's managers'", async (_, role) => {
    const staff = await staffWith([role])
    expect((await staff.get(SETTINGS)).status).toBe(403)
    expect((await staff.send("PUT", LANGUAGES, { languages })).status).toBe(403)
    expect((await staff.send("DELETE", CONNECTION)).status).toBe(403)
  })

  it("SITE-002 API-033 API-034 a site nobody has set up: English alone, not connected", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    expect(await admin.get(SETTINGS)).toMatchObject({ status: 200, body: DEFAULT_MULTILINGUAL_SETTINGS })
    expect((await admin.get(STATUS)).body).toEqual({
      connected: false,
      connectedAt: null,
      primaryLanguage: "en",
      languageCount: 1,
      liveLanguages: ["en"],
    })
  })

  it("API-035 the languages are the whole catalogue, marked with the site's, and the limit", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    await manager.send("PUT", LANGUAGES, { languages })
    const answer = await manager.get(LANGUAGES)
    expect(answer.status).toBe(200)
    expect(answer.body.limit).toBe(MULTILINGUAL_LIMITS.languages)
    expect(answer.body.languages.map((language: { tag: string }) => language.tag)).toEqual(
      LANGUAGE_CATALOGUE.map((language) => language.tag),
    )
    expect(answer.body.languages.find((language: { tag: string }) => language.tag === "de")).toEqual({
      tag: "de",
      name: "German",
      nativeName: "Deutsch",
      onSite: true,
      published: false,
      primary: false,
    })
    await reset(manager)
  })

  it("API-036 API-037 a website manager saves languages (connecting), disconnects (the list kept, only English live) and reconnects by saving again", async () => {
    const manager = await staffWith([ContributorRole.WEBSITE_MANAGER])
    const saved = await manager.send("PUT", LANGUAGES, { languages })
    expect(saved).toMatchObject({ status: 200, body: { primaryLanguage: "en", languages } })
    expect(saved.body.connection).toEqual({
      status: "connected",
      connectedAt: expect.stringMatching(ISO_TIME),
    })
    expect((await manager.get(SETTINGS)).body).toEqual(saved.body)
    expect((await manager.get(STATUS)).body).toMatchObject({
      connected: true,
      languageCount: 3,
      liveLanguages: ["en", "fr"],
    })

    const off = await manager.send("DELETE", CONNECTION)
    expect(off).toMatchObject({ status: 200, body: { languages, connection: { status: "disconnected" } } })
    expect((await manager.get(STATUS)).body).toMatchObject({
      connected: false,
      languageCount: 3,
      liveLanguages: ["en"],
    })
    expect((await manager.send("DELETE", CONNECTION)).body).toEqual(off.body)

    const again = await manager.send("PUT", LANGUAGES, { languages: off.body.languages })
    expect(again.body.connection.status).toBe("connected")
    expect((await manager.get(STATUS)).body.liveLanguages).toEqual(["en", "fr"])
    await reset(manager)
  })

  it("SITE-002 the browser's MultilingualClient speaks every call, each answer checked with the contract Schemas", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    const client = createMultilingualClient({
      baseUrl: url(),
      fetch: admin.fetch,
      crumb: () => admin.crumb(),
      validate: "schema",
    })
    const saved = await client.saveLanguages(languages)
    expect(saved.ok && saved.value.languages).toEqual(languages)
    expect(await client.settings()).toEqual(saved)
    const status = await client.status()
    expect(status.ok && status.value.liveLanguages).toEqual(["en", "fr"])
    const offered = await client.languages()
    expect(offered.ok && offered.value.languages.filter((language) => language.onSite)).toHaveLength(3)
    const off = await client.disconnect()
    expect(off.ok && off.value.connection).toEqual({ status: "disconnected" })
    const refused = await client.saveLanguages([{ tag: "fr", published: true }])
    expect(refused).toMatchObject({
      ok: false,
      error: { status: 400, fieldErrors: { languages: MULTILINGUAL_MESSAGE.primaryMissing("en") } },
    })
    await reset(admin)
  })

  it("a save or a disconnect without the crumb is 403 crumbFail", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    for (const [method, path, body] of [
      ["PUT", LANGUAGES, { languages }],
      ["DELETE", CONNECTION, undefined],
    ] as const) {
      const refused = await admin.send(method, path, body, { crumb: false })
      expect(refused.status).toBe(403)
      expect(refused.body.crumbFail).toBe(true)
    }
  })

  it.each<[string, unknown, Record<string, string>]>([
    ["no languages", {}, { languages: MULTILINGUAL_MESSAGE.languages }],
    ["an empty list", { languages: [] }, { languages: MULTILINGUAL_MESSAGE.languages }],
    [
      "more languages than the limit",
      {
        languages: LANGUAGE_CATALOGUE.slice(0, MULTILINGUAL_LIMITS.languages + 1).map(({ tag }) => ({
          tag,
          published: true,
        })),
      },
      { languages: MULTILINGUAL_MESSAGE.languages },
    ],
    [
      "a tag that is no BCP 47",
      {
        languages: [
          { tag: "en", published: true },
          { tag: "français", published: true },
        ],
      },
      { "languages.1.tag": MULTILINGUAL_MESSAGE.malformedTag("français") },
    ],
    [
      "a language nobody offers",
      {
        languages: [
          { tag: "en", published: true },
          { tag: "tlh", published: true },
        ],
      },
      { "languages.1.tag": MULTILINGUAL_MESSAGE.unsupportedTag("tlh") },
    ],
    [
      "a language twice",
      {
        languages: [
          { tag: "en", published: true },
          { tag: "fr", published: true },
          { tag: "fr", published: false },
        ],
      },
      { languages: MULTILINGUAL_MESSAGE.duplicate("fr") },
    ],
    [
      "no primary language",
      { languages: [{ tag: "fr", published: true }] },
      { languages: MULTILINGUAL_MESSAGE.primaryMissing("en") },
    ],
    [
      "the primary language unpublished",
      { languages: [{ tag: "en", published: false }] },
      { languages: MULTILINGUAL_MESSAGE.primaryUnpublished("en") },
    ],
    [
      "published not a boolean",
      { languages: [{ tag: "en", published: "yes" }] },
      { "languages.0.published": MULTILINGUAL_MESSAGE.published },
    ],
    ["a body that is not an object", [], { body: "The request body must be a JSON object." }],
  ])("API-036 %s is 400 with the field's message, and changes nothing", async (_, body, errors) => {
    const admin = await new Visitor(url()).signInAsStaff()
    const before = (await admin.get(SETTINGS)).body
    const answer = await admin.send("PUT", LANGUAGES, body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual(errors)
    expect((await admin.get(SETTINGS)).body).toEqual(before)
  })
})
