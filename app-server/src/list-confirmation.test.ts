import type { AddressInfo } from "node:net"
import { memoryLayer, memoryPasswordHasher } from "@vitrine/core/memory"
import { LIST_CONFIRMATION_MESSAGES, ListSubscribers } from "@vitrine/core/site"
import { Effect, Layer, ManagedRuntime } from "effect"
import express from "express"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CONFIRM_PATH, confirmationUrl, listConfirmation, readConfirmationLink } from "./list-confirmation.ts"

const KEY = "k".repeat(64)
const partsOf = (url: string) => {
  const query = new URL(url).searchParams
  return { s: query.get("s") ?? "", e: query.get("e") ?? "", t: query.get("t") ?? "" }
}
const link = fc.record({
  subscriberId: fc.string({ minLength: 1, maxLength: 60 }),
  expiresAt: fc.integer({ min: 1, max: 8_000_000_000_000 }),
})

describe("the confirmation link", () => {
  it("round trip: a link made with the key reads valid before its expiry and expired from it on", () => {
    fc.assert(
      fc.property(link, fc.integer({ min: 1, max: 1_000_000 }), (made, before) => {
        const url = confirmationUrl("https://shop.example.com", KEY, made)
        expect(url.startsWith(`https://shop.example.com${CONFIRM_PATH}?`)).toBe(true)
        const parts = partsOf(url)
        expect(parts.s).toBe(made.subscriberId)
        expect(readConfirmationLink(KEY, parts, made.expiresAt - before)).toBe("valid")
        expect(readConfirmationLink(KEY, parts, made.expiresAt)).toBe("expired")
      }),
    )
  })

  it("tamper: another id, another expiry, a changed signature or another key reads invalid", () => {
    fc.assert(
      fc.property(
        link,
        fc.string({ maxLength: 60 }),
        fc.integer({ min: 1, max: 8_000_000_000_000 }),
        (made, id, expiry) => {
          const parts = partsOf(confirmationUrl("https://shop.example.com", KEY, made))
          const now = 0
          if (id !== made.subscriberId)
            expect(readConfirmationLink(KEY, { ...parts, s: id }, now)).toBe("invalid")
          if (expiry !== made.expiresAt)
            expect(readConfirmationLink(KEY, { ...parts, e: String(expiry) }, now)).toBe("invalid")
          const flipped = `${parts.t.slice(0, -1)}${parts.t.endsWith("A") ? "B" : "A"}`
          expect(readConfirmationLink(KEY, { ...parts, t: flipped }, now)).toBe("invalid")
          expect(readConfirmationLink(KEY, { ...parts, t: "" }, now)).toBe("invalid")
          expect(readConfirmationLink(`${KEY}x`, parts, now)).toBe("invalid")
          expect(readConfirmationLink(KEY, { ...parts, e: `${parts.e}.5` }, now)).toBe("invalid")
        },
      ),
    )
  })
})

describe("the confirmation link's page, opened (GET) and its button pressed (POST)", () => {
  const runtime = ManagedRuntime.make(Layer.merge(memoryLayer(), memoryPasswordHasher()))
  let server: ReturnType<ReturnType<typeof express>["listen"]>
  let base = ""
  beforeAll(async () => {
    const app = express().use(listConfirmation(runtime))
    server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening))
    })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await runtime.dispose()
  })

  const WEBSITE = "site-1"
  const join = (email: string) =>
    runtime.runPromise(
      ListSubscribers.use((subscribers) =>
        subscribers.join({ websiteId: WEBSITE, listId: "newsletter", email, confirmed: false, at: 1 }),
      ),
    )
  const linkTo = async (subscriberId: string, expiresAt = Date.now() + 60_000) =>
    confirmationUrl(
      base,
      await runtime.runPromise(ListSubscribers.use((subscribers) => subscribers.linkKey)),
      { subscriberId, expiresAt },
    )
  const open = async (link: string) => {
    const answer = await fetch(link)
    return { status: answer.status, page: await answer.text() }
  }
  const press = async (link: string) => {
    const answer = await fetch(`${base}${CONFIRM_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      body: new URL(link).searchParams,
    })
    return { status: answer.status, page: await answer.text() }
  }
  const statusOf = (id: string) =>
    runtime.runPromise(
      ListSubscribers.use((subscribers) => subscribers.find(id)).pipe(
        Effect.map((found) => (found._tag === "Some" ? found.value.status : "gone")),
      ),
    )

  it("a pending subscriber's link asks, with the button; opening it confirms nobody", async () => {
    const ada = await join("ada@example.com")
    const asked = await open(await linkTo(ada.id))
    expect(asked.status).toBe(200)
    expect(asked.page).toContain(LIST_CONFIRMATION_MESSAGES.question)
    expect(asked.page).toContain(LIST_CONFIRMATION_MESSAGES.confirmButton)
    expect(await statusOf(ada.id)).toBe("pending")
  })

  it("an address already confirmed is told so when the link is opened, with no button to press", async () => {
    const bea = await join("bea@example.com")
    const link = await linkTo(bea.id)
    expect((await press(link)).status).toBe(200)
    const opened = await open(link)
    expect(opened.status).toBe(200)
    expect(opened.page).toContain(LIST_CONFIRMATION_MESSAGES.confirmed)
    expect(opened.page).not.toContain(LIST_CONFIRMATION_MESSAGES.confirmButton)
    expect(opened.page).not.toContain("<form")
    // Its link expired since: still nothing to do, and it says so rather than "sign up again".
    const late = await open(await linkTo(bea.id, Date.now() - 1))
    expect([late.status, late.page.includes(LIST_CONFIRMATION_MESSAGES.confirmed)]).toEqual([200, true])
  })

  it("a removed address's link says so at once, as its POST does, with no button", async () => {
    const cy = await join("cy@example.com")
    const link = await linkTo(cy.id)
    await runtime.runPromise(ListSubscribers.use((subscribers) => subscribers.remove(WEBSITE, cy.id)))
    for (const answer of [await open(link), await press(link)]) {
      expect(answer.status).toBe(404)
      expect(answer.page).toContain(LIST_CONFIRMATION_MESSAGES.removed)
      expect(answer.page).not.toContain(LIST_CONFIRMATION_MESSAGES.confirmButton)
    }
    expect(await statusOf(cy.id)).toBe("gone")
  })

  it("a signed link to an id never stored reads as removed, GET and POST alike", async () => {
    const link = await linkTo("never-stored")
    for (const answer of [await open(link), await press(link)]) {
      expect(answer.status).toBe(404)
      expect(answer.page).toContain(LIST_CONFIRMATION_MESSAGES.removed)
    }
  })

  it("an expired link to a pending address is still 410, and a tampered one 400, before any look-up", async () => {
    const dan = await join("dan@example.com")
    const expired = await open(await linkTo(dan.id, Date.now() - 1))
    expect([expired.status, expired.page.includes(LIST_CONFIRMATION_MESSAGES.expired)]).toEqual([410, true])
    const tampered = new URL(await linkTo(dan.id))
    tampered.searchParams.set("s", "someone-else")
    const refused = await open(tampered.href)
    expect([refused.status, refused.page.includes(LIST_CONFIRMATION_MESSAGES.invalid)]).toEqual([400, true])
    expect(await statusOf(dan.id)).toBe("pending")
  })
})
