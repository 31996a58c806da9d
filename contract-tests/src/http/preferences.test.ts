import { MISSING_NAMESPACE_MESSAGE, UNKNOWN_NAMESPACE_MESSAGE } from "@vitrine/adapter-http/contract"
import { type RunningServer, start } from "@vitrine/app-server"
import { ContributorRole } from "@vitrine/core/enums"
import { memoryLayer } from "@vitrine/core/memory"
import { PreferencesRepository } from "@vitrine/core/preferences"
import { Option } from "effect"
import { pino } from "pino"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeStaff, STAFF_PASSWORD, TEST_ADMIN } from "./staff.ts"
import { Visitor } from "./visitor.ts"

const PATH = "/api/v1/commerce-preferences"
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"

let server: RunningServer
const logged: string[] = []
const merchant = () => new Visitor(server.url).signInAsStaff()
const announced = () => logged.filter((line) => line.includes("commerce preferences changed")).length
const stored = (namespace: string) =>
  server.runtime.runPromise(
    PreferencesRepository.use((repository) => repository.find("vitrine-demo", namespace)),
  )

beforeAll(async () => {
  const logger = pino({ level: "info" }, { write: (line: string) => void logged.push(line) })
  server = await start({ port: 0, logger, layer: memoryLayer(), admin: TEST_ADMIN, outboxWorker: false })
})
afterAll(() => server.stop())

describe("commerce preferences over HTTP", () => {
  it("API-026 PREFS-001 a namespace never saved answers its defaults, keyed by the namespace", async () => {
    const { status, body } = await new Visitor(server.url).get(`${PATH}/cookie-consent`)
    expect(status).toBe(200)
    expect(body).toEqual({ "cookie-consent": { defaultMode: "restrictive", bannerEnabled: true } })
  })

  it("API-027 PREFS-002 a merchant's write answers the stored object; websiteId is neither stored nor answered", async () => {
    const admin = await merchant()
    const { status, body } = await admin.send("PUT", `${PATH}/analytics`, {
      analytics: { visitorMetrics: false, performanceCollector: true, websiteId: "someone-else" },
    })
    expect(status).toBe(200)
    expect(body).toEqual({ analytics: { visitorMetrics: false, performanceCollector: true } })
    expect((await new Visitor(server.url).get(`${PATH}/analytics`)).body).toEqual(body)
    expect(Option.getOrThrow(await stored("analytics"))).not.toHaveProperty("websiteId")
  })

  it("PREFS-004 PREFS-005 an unchanged write is skipped: no write, no refetch event; a change fires one", async () => {
    const admin = await merchant()
    const values = { "cookie-consent": { defaultMode: "full", bannerEnabled: true } }
    expect((await admin.send("PUT", `${PATH}/cookie-consent`, values)).status).toBe(200)
    const after = announced()
    expect(after).toBeGreaterThan(0)
    expect((await admin.send("PUT", `${PATH}/cookie-consent`, values)).status).toBe(200)
    expect(announced()).toBe(after)
    const changed = { "cookie-consent": { defaultMode: "restrictive", bannerEnabled: true } }
    expect((await admin.send("PUT", `${PATH}/cookie-consent`, changed)).status).toBe(200)
    expect(announced()).toBe(after + 1)
  })

  it("PREFS-003 a write goes through the census's cache: the merchant's new default applies to the next hit", async () => {
    const admin = await merchant()
    const hit = () =>
      fetch(`${server.url}/api/census/RecordHit`, {
        method: "POST",
        headers: { "user-agent": BROWSER },
        body: new URLSearchParams({ event: "view", data: '{"pagePath":"/"}' }),
      })
    await admin.send("PUT", `${PATH}/cookie-consent`, { "cookie-consent": { defaultMode: "restrictive" } })
    const before = (await server.census.stats()).accepted
    expect((await hit()).headers.getSetCookie()).toEqual([])
    expect((await server.census.stats()).accepted).toBe(before)
    await admin.send("PUT", `${PATH}/cookie-consent`, { "cookie-consent": { defaultMode: "full" } })
    const tracked = await hit()
    expect(tracked.headers.getSetCookie().some((line) => line.startsWith("ss_cvr="))).toBe(true)
    expect((await server.census.stats()).accepted).toBe(before + 1)
    await admin.send("PUT", `${PATH}/cookie-consent`, { "cookie-consent": { defaultMode: "restrictive" } })
  })

  it("a payload without the namespace's key, a value of the wrong type, an unknown namespace: 400 naming the field", async () => {
    const admin = await merchant()
    const missing = await admin.send("PUT", `${PATH}/analytics`, { visitorMetrics: false })
    expect(missing).toMatchObject({
      status: 400,
      body: { message: MISSING_NAMESPACE_MESSAGE, errors: { analytics: MISSING_NAMESPACE_MESSAGE } },
    })
    const wrong = await admin.send("PUT", `${PATH}/analytics`, { analytics: { visitorMetrics: "no" } })
    expect(wrong.status).toBe(400)
    expect(Object.keys(wrong.body.errors)).toEqual(["analytics.visitorMetrics"])
    const unknown = await new Visitor(server.url).get(`${PATH}/shipping`)
    expect(unknown).toMatchObject({ status: 400, body: { errors: { namespace: UNKNOWN_NAMESPACE_MESSAGE } } })
  })

  it("ROLE-006 a write is the merchant's: 401 signed out, 403 without settings.write, nothing stored", async () => {
    const before = await stored("analytics")
    const visitor = await new Visitor(server.url).arrive()
    const body = { analytics: { visitorMetrics: true, performanceCollector: false } }
    expect((await visitor.send("PUT", `${PATH}/analytics`, body)).status).toBe(401)
    const viewer = await makeStaff(server, [ContributorRole.VIEWER])
    const asViewer = await new Visitor(server.url).signInAsStaff({
      email: viewer.email,
      password: STAFF_PASSWORD,
    })
    expect((await asViewer.send("PUT", `${PATH}/analytics`, body)).status).toBe(403)
    expect(await stored("analytics")).toEqual(before)
  })
})
