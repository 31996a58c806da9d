import { decodeRecordEvent } from "@vitrine/adapter-census"
import { createFormClient, NEWSLETTER_SUBSCRIBE_EVENT } from "@vitrine/adapter-http/client"
import { describe, expect, it } from "vitest"

// The analytics events endpoint's own decoder stands in for the server (the census routes are the
// analytics issue's to mount): what the form client sends must be an event that endpoint takes.
const endpoint = (seen: string[]) =>
  (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push(String(input))
    const decoded = decodeRecordEvent(String(init?.body ?? ""))
    if (!decoded.ok) return new Response(null, { status: 400 })
    return new Response(null, { status: decoded.value.crumb === "crumb-1" ? 202 : 403 })
  }) as typeof fetch

describe("the newsletter-subscribe event", () => {
  it("FORMSUBMIT-007 a newsletter sign-up records 'newsletter-subscribe' with the form's id, crumb included, through RecordEvent", async () => {
    const seen: string[] = []
    let body = ""
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      body = String(init?.body ?? "")
      return endpoint(seen)(input, init)
    }) as typeof globalThis.fetch
    const forms = createFormClient({ baseUrl: "https://shop.example.com", fetch, crumb: () => "crumb-1" })
    expect(await forms.recordNewsletterSubscribe("newsletter")).toBe(true)
    expect(seen).toEqual(["https://shop.example.com/api/events/RecordEvent"])
    const decoded = decodeRecordEvent(body)
    expect(decoded.ok && decoded.value).toEqual({
      crumb: "crumb-1",
      event: NEWSLETTER_SUBSCRIBE_EVENT,
      data: { formId: "newsletter" },
    })
  })

  it("FORMSUBMIT-007 a refused or lost event is false, never a throw: the sign-up itself succeeded", async () => {
    const refused = createFormClient({ fetch: endpoint([]), crumb: () => "stale" })
    expect(await refused.recordNewsletterSubscribe("newsletter")).toBe(false)
    const offline = createFormClient({
      fetch: (async () => {
        throw new TypeError("Failed to fetch")
      }) as typeof fetch,
      crumb: () => "crumb-1",
    })
    expect(await offline.recordNewsletterSubscribe("newsletter")).toBe(false)
  })
})
