import { randomUUID } from "node:crypto"
import { createConnectionsClient, subscribersCsvPath } from "@vitrine/adapter-http/client"
import { pathOf, RESTOCK_PATHS, SITE_PATHS, SUBSCRIBER_PAGING_MESSAGE } from "@vitrine/adapter-http/contract"
import { ContributorRole } from "@vitrine/core/enums"
import {
  FORM_NOTIFICATION_MAIL_KIND,
  LIST_CONFIRMATION_MAIL_KIND,
  MAILING_CONNECTION_MESSAGE,
  type MailingConnection,
  SUBSCRIBERS_MAX_PAGE_SIZE,
  SUBSCRIBERS_PAGE_SIZE,
} from "@vitrine/core/site"
import { describe, expect, it } from "vitest"
import { FormVisitor } from "./forms.spec.ts"
import { staffServer } from "./staff-server.ts"
import { Visitor } from "./visitor.ts"

const MAILING = SITE_PATHS.mailingConnection
const subscribersOf = (listId: string) => pathOf(SITE_PATHS.listSubscribers, { listId })
const subscriberPath = (listId: string, subscriberId: string) =>
  pathOf(SITE_PATHS.listSubscriber, { listId, subscriberId })

const connection = (doubleOptIn: boolean): MailingConnection => ({
  listId: "newsletter",
  doubleOptIn,
  subject: "New newsletter sign-up",
  to: ["owner@example.com"],
  cc: ["team@example.com"],
  bcc: ["books@example.com"],
})

/**
 * A connected site's forms feeding its mailing list over HTTP (a real server over a memory store):
 * the newsletter form's submission makes a subscriber and queues its e-mails in the outbox; the
 * merchant lists, exports and removes subscribers behind `site.manage`.
 */
describe("the mailing list's subscribers over HTTP", () => {
  const { url, staffWith } = staffServer()

  const signUp = async (email: string) => {
    const visitor = await new FormVisitor(url()).arrive()
    const key = await visitor.key()
    return visitor.submit({ key, formId: "newsletter", form: JSON.stringify({ email }), pagePath: "/" })
  }
  const outboxFor = async (admin: Visitor, to: string) =>
    (
      (await admin.get(RESTOCK_PATHS.outbox)).body.messages as { kind: string; to: string; key: string }[]
    ).filter((message) => message.to === to || message.key.includes(to))

  it("a visitor is refused the subscribers (401), an editor too (403)", async () => {
    const visitor = await new Visitor(url()).arrive()
    expect((await visitor.get(subscribersOf("newsletter"))).status).toBe(401)
    expect((await visitor.get(subscribersCsvPath("newsletter"))).status).toBe(401)
    expect((await visitor.send("DELETE", subscriberPath("newsletter", randomUUID()))).status).toBe(401)
    const editor = await staffWith([ContributorRole.EDITOR])
    expect((await editor.get(subscribersOf("newsletter"))).status).toBe(403)
    expect((await editor.send("DELETE", subscriberPath("newsletter", randomUUID()))).status).toBe(403)
  })

  it("FORMSUBMIT-001 EDITOR-008 with double opt-in, a newsletter sign-up is pending and its confirmation and notifications are queued", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    expect((await admin.send("PUT", MAILING, connection(true))).status).toBe(200)
    const email = `ada-${randomUUID()}@example.com`
    // The answer tells the form to say "check your inbox".
    expect(await signUp(email.toUpperCase())).toMatchObject({
      status: 200,
      body: { success: true, checkInbox: true },
    })
    const list = (await admin.get(subscribersOf("newsletter"))).body
    const mine = list.subscribers.filter((one: { email: string }) => one.email === email)
    expect(mine).toMatchObject([{ email, status: "pending", confirmedAt: null, listId: "newsletter" }])
    expect(list.pending).toBeGreaterThanOrEqual(1)
    const messages = (await admin.get(RESTOCK_PATHS.outbox)).body.messages as { kind: string; to: string }[]
    expect(
      messages.filter((one) => one.kind === LIST_CONFIRMATION_MAIL_KIND && one.to === email),
    ).toHaveLength(1)
    const notified = messages.filter((one) => one.kind === FORM_NOTIFICATION_MAIL_KIND).map((one) => one.to)
    expect(notified).toEqual(
      expect.arrayContaining(["owner@example.com", "team@example.com", "books@example.com"]),
    )
    await admin.send("DELETE", MAILING)
  })

  it("EDITOR-008 without double opt-in the sign-up is confirmed at once and gets no confirmation e-mail; a repeat keeps one subscriber", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    await admin.send("PUT", MAILING, connection(false))
    const email = `bob-${randomUUID()}@example.com`
    expect((await signUp(email)).body).toEqual({ success: true })
    await signUp(email)
    const list = (await admin.get(subscribersOf("newsletter"))).body
    expect(list.subscribers.filter((one: { email: string }) => one.email === email)).toMatchObject([
      { status: "confirmed" },
    ])
    expect((await outboxFor(admin, email)).filter((one) => one.kind === LIST_CONFIRMATION_MAIL_KIND)).toEqual(
      [],
    )
    await admin.send("DELETE", MAILING)
  })

  it("EDITOR-007 a site without a connection adds nobody", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    await admin.send("DELETE", MAILING)
    const email = `cy-${randomUUID()}@example.com`
    expect(await signUp(email)).toMatchObject({ status: 200, body: { success: true } })
    expect((await signUp(email)).body.checkInbox).toBeUndefined()
    const list = (await admin.get(subscribersOf("newsletter"))).body
    expect(list.subscribers.map((one: { email: string }) => one.email)).not.toContain(email)
  })

  it("the subscribers come a page at a time (?page=&size=), with the whole list's counts; a bad page or size is 400 with its message", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    await admin.send("PUT", MAILING, connection(false))
    for (const name of ["pa", "pb", "pc"]) await signUp(`${name}-${randomUUID()}@example.com`)
    const whole = (await admin.get(subscribersOf("newsletter"))).body
    expect([whole.page, whole.size]).toEqual([1, SUBSCRIBERS_PAGE_SIZE])
    const total = whole.pending + whole.confirmed
    expect(total).toBeGreaterThanOrEqual(3)
    const pages = []
    for (let page = 1; page <= Math.ceil(total / 2); page++) {
      const answer = await admin.get(`${subscribersOf("newsletter")}?page=${page}&size=2`)
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ page, size: 2, pending: whole.pending, confirmed: whole.confirmed })
      pages.push(...answer.body.subscribers)
    }
    expect(pages.map((one: { id: string }) => one.id)).toEqual(
      whole.subscribers.slice(0, total).map((one: { id: string }) => one.id),
    )
    const past = await admin.get(`${subscribersOf("newsletter")}?page=${total + 1}&size=2`)
    expect(past.body.subscribers).toEqual([])
    for (const [query, field] of [
      ["page=0", "page"],
      ["page=1.5", "page"],
      ["page=x", "page"],
      ["size=0", "size"],
      [`size=${SUBSCRIBERS_MAX_PAGE_SIZE + 1}`, "size"],
      ["size=", "size"],
    ] as const) {
      const refused = await admin.get(`${subscribersOf("newsletter")}?${query}`)
      expect(refused.status, query).toBe(400)
      expect(refused.body.errors?.[field], query).toBe(SUBSCRIBER_PAGING_MESSAGE[field])
    }
    const client = createConnectionsClient({ baseUrl: url(), fetch: admin.fetch, validate: "schema" })
    const second = await client.subscribers("newsletter", { page: 2, size: 1 })
    expect(second.ok && second.value.subscribers.map((one) => one.id)).toEqual([whole.subscribers[1]?.id])
    await admin.send("DELETE", MAILING)
  })

  it("a list the store lacks is 400 with the list's message", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    expect(await admin.get(subscribersOf("vip"))).toMatchObject({
      status: 400,
      body: { errors: { listId: MAILING_CONNECTION_MESSAGE.list } },
    })
  })

  it("the merchant exports the list as CSV and removes a subscriber (again: 404), through the ConnectionsClient", async () => {
    const admin = await new Visitor(url()).signInAsStaff()
    await admin.send("PUT", MAILING, connection(false))
    const email = `=dee-${randomUUID()}@example.com`
    await signUp(email)
    const csv = await admin.fetch(`${url()}${subscribersCsvPath("newsletter")}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get("content-type")).toContain("text/csv")
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="newsletter-subscribers.csv"')
    const text = await csv.text()
    expect(text).toContain('"Email","Status","Signed up","Confirmed"')
    expect(text).toContain(`"'${email}","confirmed"`)

    const client = createConnectionsClient({
      baseUrl: url(),
      fetch: admin.fetch,
      crumb: () => admin.crumb(),
      validate: "schema",
    })
    const read = await client.subscribers("newsletter")
    const id = read.ok ? read.value.subscribers.find((one) => one.email === email)?.id : undefined
    expect(id).toBeDefined()
    expect(await client.removeSubscriber("newsletter", id ?? "")).toEqual({
      ok: true,
      value: { removed: true },
    })
    expect(await client.removeSubscriber("newsletter", id ?? "")).toMatchObject({
      ok: false,
      error: { status: 404 },
    })
    const after = await client.subscribers("newsletter")
    expect(after.ok && after.value.subscribers.map((one) => one.email)).not.toContain(email)
    await admin.send("DELETE", MAILING)
  })
})
