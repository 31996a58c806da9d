import { CRUMB_FAIL_BODY } from "@vitrine/adapter-http/router"
import type { CensusEvent } from "@vitrine/core/census"
import { makeMemoryStore, memoryEventStore, memoryLayerFor } from "@vitrine/core/memory"
import { PERF_APP_NAME, PERF_METADATA } from "@vitrine/core/perf"
import { Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Visitor } from "../../../contract-tests/src/http/visitor.ts"
import { type RunningServer, start } from "../server.ts"

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
// Consent, and a planted crumb cookie shaped like a crumb that the server never signed (a sibling
// subdomain or a network attacker can set one); the forgery sends the same value back.
const PLANTED = `${"A".repeat(24)}.${"B".repeat(43)}`
const CONSENTED = `ss_performanceCookiesAllowed=true; crumb=${PLANTED}`
const hitBody = (pagePath: string) =>
  new URLSearchParams({ event: "view", data: JSON.stringify({ pagePath }) }).toString()

let server: RunningServer
let events: CensusEvent[]

const serve = async (census: Parameters<typeof start>[0] = {}) => {
  const memory = memoryEventStore()
  const layer = Layer.merge(memoryLayerFor(makeMemoryStore()), memory.layer)
  const running = await start({ port: 0, logLevel: "silent", layer, ...census })
  return { running, events: memory.events }
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    headers: { "user-agent": BROWSER, cookie: CONSENTED, "content-type": "text/plain", ...headers },
  })

/** A visitor who loaded a page (so holds the server's crumb) and accepted the census's cookies. */
const arrived = async () => {
  const visitor = await new Visitor(server.url).arrive()
  visitor.cookies.set("ss_performanceCookiesAllowed", "true")
  return visitor
}

// What was stored: the buffer flushed first, so every accepted event has landed.
const stored = async () => {
  await server.census.flush()
  return events.length
}

beforeAll(async () => {
  ;({ running: server, events } = await serve())
})
afterAll(() => server.stop())

describe("the census endpoints on the real server", () => {
  it("API-016 RecordHit, form-encoded: 202 with the census cookies, the hit stored after the flush", async () => {
    const before = await stored()
    const answer = await post("/api/census/RecordHit", hitBody("/shop"), {
      "content-type": "application/x-www-form-urlencoded",
    })
    expect(answer.status).toBe(202)
    expect(answer.headers.get("cache-control")).toBe("no-store")
    const cookies = answer.headers.getSetCookie().map((line) => line.split("=")[0])
    expect(cookies).toEqual(expect.arrayContaining(["ss_cvr", "ss_cvt"]))
    expect(await stored()).toBe(before + 1)
    expect(events.at(-1)).toMatchObject({ _tag: "Hit", path: "/shop", bot: false })
  })

  it.each([
    ["API-017", "/api/census/button-click", '{"pagePath":"/shop","itemId":"hat"}'],
    ["API-018", "/api/census/button-render", '{"pagePath":"/shop"}'],
    ["API-019", "/api/census/form-render", '{"formId":"f1","visitorCookie":"v","pagePath":"/contact"}'],
    ["API-020", "/api/census/overlay", '{"pagePath":"/shop"}'],
    ["API-021", "/api/census/RecordQuickView/prod-hat", ""],
  ])("%s %s answers 202 and stores one event", async (_rule, path, body) => {
    const before = await stored()
    expect((await post(path, body)).status).toBe(202)
    expect(await stored()).toBe(before + 1)
  })

  it("API-022 RecordEvent: a forged crumb equal to a planted cookie is refused with the crumb message and stores nothing; a page's crumb is taken", async () => {
    const form = (crumb: string) =>
      new URLSearchParams({ crumb, event: "newsletter", data: '{"itemId":"x"}' }).toString()
    const before = await stored()
    const forged = await post("/api/events/RecordEvent", form(PLANTED))
    expect(forged.status).toBe(403)
    expect(await forged.json()).toEqual(CRUMB_FAIL_BODY)
    // The refusal hands the browser a crumb of the server's own, as the store router does.
    expect(forged.headers.getSetCookie().some((line) => line.startsWith("crumb="))).toBe(true)
    expect(await stored()).toBe(before)
    const visitor = await arrived()
    const real = await visitor.fetch("/api/events/RecordEvent", {
      method: "POST",
      body: form(visitor.crumb() ?? ""),
      headers: { "user-agent": BROWSER, "content-type": "application/x-www-form-urlencoded" },
    })
    expect(real.status).toBe(202)
    expect(await stored()).toBe(before + 1)
  })

  it("API-022 a page's crumb sent from another site (Sec-Fetch-Site: cross-site) is refused", async () => {
    const visitor = await arrived()
    const before = await stored()
    const answer = await visitor.fetch("/api/events/RecordEvent", {
      method: "POST",
      body: new URLSearchParams({ crumb: visitor.crumb() ?? "", event: "newsletter", data: "{}" }).toString(),
      headers: { "user-agent": BROWSER, "sec-fetch-site": "cross-site" },
    })
    expect(answer.status).toBe(403)
    expect(await stored()).toBe(before)
  })

  it("API-023 RecordJavascriptErrors takes only a crumb the server signed, in X-CSRF-Token", async () => {
    const body = JSON.stringify([{ kind: "error", message: "x", stack: "", url: "/", timestamp: 1 }])
    const before = await stored()
    expect((await post("/api/events/RecordJavascriptErrors", body)).status).toBe(403)
    const forged = await post("/api/events/RecordJavascriptErrors", body, { "x-csrf-token": PLANTED })
    expect(forged.status).toBe(403)
    expect(await forged.json()).toEqual(CRUMB_FAIL_BODY)
    expect(await stored()).toBe(before)
    const visitor = await arrived()
    const real = await visitor.fetch("/api/events/RecordJavascriptErrors", {
      method: "POST",
      body,
      headers: { "user-agent": BROWSER, "content-type": "text/plain", "x-csrf-token": visitor.crumb() ?? "" },
    })
    expect(real.status).toBe(202)
    expect(await stored()).toBe(before + 1)
  })

  it("API-042 performance records: a JSON array as text/plain, answered 202", async () => {
    const record = {
      appName: PERF_APP_NAME,
      eventName: "web_vital",
      pageLoadId: "l",
      timestamp: 1,
      data: {
        ...PERF_METADATA,
        environment: "prod",
        path: "/",
        measures: { largest_contentful_paint_ms: 1 },
      },
    }
    const before = await stored()
    expect((await post("/api/1/performance/records", JSON.stringify([record]))).status).toBe(202)
    expect(await stored()).toBeGreaterThan(before)
    expect((await post("/api/1/performance/records", JSON.stringify(record))).status).toBe(400)
  })

  it("a body over the endpoint's limit is refused with 413 and a message, and nothing is stored", async () => {
    const before = await stored()
    const answer = await post("/api/census/RecordHit", `event=view&pad=${"x".repeat(9000)}`)
    expect(answer.status).toBe(413)
    expect(((await answer.json()) as { message: string }).message).toBe("The request body is too large.")
    expect(await stored()).toBe(before)
  })

  it("a chunked body that declares no length is refused with 413 once past the limit", async () => {
    const before = await stored()
    const chunk = new TextEncoder().encode(`event=view&pad=${"x".repeat(4000)}`)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let n = 0; n < 4; n++) controller.enqueue(chunk)
        controller.close()
      },
    })
    const answer = await fetch(`${server.url}/api/census/RecordHit`, {
      method: "POST",
      body,
      headers: { "user-agent": BROWSER, cookie: CONSENTED },
      duplex: "half",
    } as RequestInit)
    expect(answer.status).toBe(413)
    expect(await stored()).toBe(before)
  })

  it("bytes that are not UTF-8, or text with NUL, are refused with 400 and nothing is stored", async () => {
    const before = await stored()
    const bad = await fetch(`${server.url}/api/census/overlay`, {
      method: "POST",
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
      headers: { "user-agent": BROWSER, cookie: CONSENTED },
    })
    expect(bad.status).toBe(400)
    expect((await post("/api/census/overlay", '{"pagePath":"/\u0000"}')).status).toBe(400)
    expect(await stored()).toBe(before)
  })

  it("a bot's hit is accepted, stored apart as a bot's, and gets no cookie", async () => {
    const answer = await post("/api/census/RecordHit", hitBody("/bots"), { "user-agent": "Googlebot/2.1" })
    expect(answer.status).toBe(202)
    expect(answer.headers.getSetCookie()).toEqual([])
    await stored()
    expect(events.at(-1)).toMatchObject({ _tag: "Hit", path: "/bots", bot: true })
  })
})

describe("the census's write buffer in the server", () => {
  it("writes what it holds when the server stops", async () => {
    const slow = await serve({ census: { buffer: { flushEveryMs: 60_000, maxBatch: 10_000 } } })
    for (let n = 0; n < 5; n++) {
      const answer = await fetch(`${slow.running.url}/api/census/RecordHit`, {
        method: "POST",
        body: hitBody(`/p${n}`),
        headers: { "user-agent": BROWSER, cookie: CONSENTED },
      })
      expect(answer.status).toBe(202)
    }
    expect((await slow.running.census.stats()).pending).toBe(5)
    expect(slow.events.length).toBe(0)
    await slow.running.stop()
    expect(slow.events.length).toBe(5)
  })
})
