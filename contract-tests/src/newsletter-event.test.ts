import { createFormClient, NEWSLETTER_SUBSCRIBE_EVENT } from "@vitrine/adapter-http/client"
import { type RunningServer, start } from "@vitrine/app-server"
import type { CensusEvent } from "@vitrine/core/census"
import { makeMemoryStore, memoryEventStore, memoryLayerFor } from "@vitrine/core/memory"
import { Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Visitor } from "./http/visitor.ts"

// The form client's newsletter event against the real server's RecordEvent (API-022): what the
// footer's form sends is taken and stored. The page's own sign-up is checked in Chromium
// (app-web/e2e/analytics.e2e.ts).

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"

let server: RunningServer
let events: CensusEvent[]
beforeAll(async () => {
  const memory = memoryEventStore()
  events = memory.events
  const layer = Layer.merge(memoryLayerFor(makeMemoryStore()), memory.layer)
  server = await start({ port: 0, logLevel: "silent", layer })
})
afterAll(() => server.stop())

/** A visitor who accepted the census's cookies, and the form client on their cookies. */
const reader = async (crumb?: string) => {
  const visitor = await new Visitor(server.url).arrive()
  visitor.cookies.set("ss_performanceCookiesAllowed", "true")
  const fetch = ((input: string | URL | Request, init?: RequestInit) =>
    visitor.fetch(input, { ...init, headers: { "user-agent": BROWSER } })) as typeof globalThis.fetch
  return createFormClient({ baseUrl: server.url, fetch, crumb: () => crumb ?? visitor.crumb() })
}

const subscriptions = async () => {
  await server.census.flush()
  return events.filter((event) => event._tag === "Hit" && event.name === NEWSLETTER_SUBSCRIBE_EVENT)
}

describe("the newsletter-subscribe event", () => {
  it("FORMSUBMIT-007 API-022 a newsletter sign-up's event, crumb included, is taken by RecordEvent and stored with the form's id", async () => {
    const before = (await subscriptions()).length
    expect(await (await reader()).recordNewsletterSubscribe("newsletter")).toBe(true)
    const stored = await subscriptions()
    expect(stored).toHaveLength(before + 1)
    expect(stored.at(-1)).toMatchObject({ bot: false, data: { formId: "newsletter" } })
  })

  it("FORMSUBMIT-007 a refused or lost event is false, never a throw: the sign-up itself succeeded", async () => {
    const before = (await subscriptions()).length
    expect(await (await reader("stale")).recordNewsletterSubscribe("newsletter")).toBe(false)
    expect(await subscriptions()).toHaveLength(before)
    const offline = createFormClient({
      fetch: (async () => {
        throw new TypeError("Failed to fetch")
      }) as typeof fetch,
      crumb: () => "crumb-1",
    })
    expect(await offline.recordNewsletterSubscribe("newsletter")).toBe(false)
  })
})
