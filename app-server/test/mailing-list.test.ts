import { LIST_CONFIRMATION_MESSAGES, ListSubscribers } from "@vitrine/core/site"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FormVisitor } from "../../contract-tests/src/http/forms.spec.ts"
import { TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"
import { Visitor } from "../../contract-tests/src/http/visitor.ts"
import { pgliteOptions } from "../../contract-tests/src/setup/database.ts"
import { startSmtpServer, type TestSmtpServer } from "../../contract-tests/src/setup/smtp.ts"
import { type RunningServer, start } from "../src/index.ts"
import { confirmationUrl } from "../src/list-confirmation.ts"
import { until } from "./delivery.test-support.ts"

// The real server over PGlite with its delivery worker and a real SMTP server (smtp-server on the
// loopback): a newsletter sign-up on a site connected with double opt-in sends the confirmation to
// the visitor and the notification to To, CC and BCC; the visitor follows the e-mail's own link.

let smtp: TestSmtpServer
let server: RunningServer

const CONNECTION = {
  listId: "newsletter",
  doubleOptIn: true,
  subject: "New newsletter sign-up",
  to: ["owner@notify.example.com"],
  cc: ["team@notify.example.com"],
  bcc: ["books@notify.example.com"],
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await start({
    port: 0,
    logLevel: "silent",
    database: await pgliteOptions(),
    mail: { url: smtp.url, from: "Vitrine <store@example.com>" },
    // A failed send is tried again after 200 ms, so the mail server's return is seen at once.
    outboxWorker: { idleMs: 50, retry: { baseMs: 200, maxMs: 400, maxAttempts: 50 } },
    admin: TEST_ADMIN,
  })
  const admin = await new Visitor(server.url).signInAsStaff()
  expect((await admin.send("PUT", "/api/connections/mailing", CONNECTION)).status).toBe(200)
})

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

const signUp = async (email: string) => {
  const visitor = await new FormVisitor(server.url).arrive()
  const key = await visitor.key()
  const answer = await visitor.submit({
    key,
    formId: "newsletter",
    form: JSON.stringify({ email }),
    pagePath: "/",
  })
  expect(answer.status).toBe(200)
}
const mailTo = (email: string) => smtp.received().filter((one) => one.to.includes(email))
const linkIn = (body: string) => {
  const found = /(http:\/\/[^\s"<]+\/mailing-list\/confirm\?[^\s"<]+)/.exec(body)?.[1]
  if (found === undefined) throw new Error("no confirmation link in the e-mail")
  return found.replaceAll("&amp;", "&")
}
// The confirmation page's form as a browser would send it: its action, fields and button.
const formIn = (html: string) => {
  const form = /<form method="post" action="([^"]+)">(.*?)<\/form>/s.exec(html)
  if (form === null) throw new Error("no form on the confirmation page")
  const fields = Object.fromEntries(
    [...(form[2] ?? "").matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((one) => [
      one[1],
      (one[2] ?? "").replaceAll("&amp;", "&"),
    ]),
  )
  return {
    action: form[1],
    fields,
    button: /<button type="submit">([^<]*)<\/button>/.exec(form[2] ?? "")?.[1],
  }
}
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/mailing-list/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  })
const statusOf = async (email: string) => {
  const admin = await new Visitor(server.url).signInAsStaff()
  const list = (await admin.get("/api/connections/lists/newsletter/subscribers")).body
  return list.subscribers.find((one: { email: string }) => one.email === email)?.status
}

describe("a connected newsletter form over real SMTP", { timeout: 120_000 }, () => {
  it("EDITOR-008 the sign-up gets a confirmation e-mail with its link; To, CC and BCC each get their own copy of the notification", async () => {
    await signUp("ada@confirm.example.com")
    await until(
      () => mailTo("ada@confirm.example.com").length === 1 && mailTo("books@notify.example.com").length >= 1,
    )
    const [confirmation] = mailTo("ada@confirm.example.com")
    expect(confirmation?.subject).toContain("Please confirm your subscription")
    expect(linkIn(confirmation?.body ?? "")).toMatch(
      new RegExp(`^${server.url}/mailing-list/confirm\\?s=[^&]+&e=\\d+&t=[A-Za-z0-9_-]{43}$`),
    )
    for (const to of CONNECTION.to.concat(CONNECTION.cc, CONNECTION.bcc)) {
      const [notice] = mailTo(to)
      expect(notice?.subject).toBe(CONNECTION.subject)
      expect(notice?.body).toContain("ada@confirm.example.com")
      // Each recipient has a copy of its own: no BCC address shows in anyone's.
      expect(notice?.to).toEqual([to])
    }
    expect(await statusOf("ada@confirm.example.com")).toBe("pending")
  })

  it("opening the link only asks (a link scanner confirms nobody); its page's button posts the link back and confirms, twice the same; a changed, expired or cross-site one is refused with its message", async () => {
    const link = linkIn(mailTo("ada@confirm.example.com")[0]?.body ?? "")
    const tampered = link.replace(
      /t=([A-Za-z0-9_-]+)$/,
      (_, t: string) => `t=${t.slice(0, -1)}${t.endsWith("A") ? "B" : "A"}`,
    )
    const refused = await fetch(tampered)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(LIST_CONFIRMATION_MESSAGES.invalid)
    const subscriberId = new URL(link).searchParams.get("s") ?? ""
    const key = await server.runtime.runPromise(ListSubscribers.use((subscribers) => subscribers.linkKey))
    const expired = await fetch(confirmationUrl(server.url, key, { subscriberId, expiresAt: Date.now() - 1 }))
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain(LIST_CONFIRMATION_MESSAGES.expired)
    expect(await statusOf("ada@confirm.example.com")).toBe("pending")

    // Opening the link (as a mail provider's link scanner does) only asks.
    const opened = await fetch(link)
    expect(opened.status).toBe(200)
    expect(opened.headers.get("content-type")).toContain("text/html")
    const asked = await opened.text()
    expect(asked).toContain(LIST_CONFIRMATION_MESSAGES.question)
    expect(asked).not.toContain(LIST_CONFIRMATION_MESSAGES.confirmed)
    expect(await fetch(link).then((again) => again.status)).toBe(200)
    expect(await statusOf("ada@confirm.example.com")).toBe("pending")

    // The page's form posts the link's own parts back; its button confirms.
    const form = formIn(asked)
    expect(form.action).toBe("/mailing-list/confirm")
    expect(form.button).toBe(LIST_CONFIRMATION_MESSAGES.confirmButton)
    expect(form.fields).toEqual(Object.fromEntries(new URL(link).searchParams))
    const fromElsewhere = await post(form.fields, { "Sec-Fetch-Site": "cross-site" })
    expect(fromElsewhere.status).toBe(403)
    expect(await fromElsewhere.text()).toContain(LIST_CONFIRMATION_MESSAGES.crossSite)
    const fromAnotherOrigin = await post(form.fields, { Origin: "https://evil.example.net" })
    expect(fromAnotherOrigin.status).toBe(403)
    const tamperedPost = await post({ ...form.fields, s: "someone-else" })
    expect(tamperedPost.status).toBe(400)
    expect(await tamperedPost.text()).toContain(LIST_CONFIRMATION_MESSAGES.invalid)
    expect(await statusOf("ada@confirm.example.com")).toBe("pending")

    const confirmed = await post(form.fields, { "Sec-Fetch-Site": "same-origin" })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain(LIST_CONFIRMATION_MESSAGES.confirmed)
    expect(await statusOf("ada@confirm.example.com")).toBe("confirmed")
    const again = await post(form.fields)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain(LIST_CONFIRMATION_MESSAGES.confirmed)
  })

  it("a confirmation POST that is not the page's form (no body, JSON, repeated fields, too large) is a 4xx, never a 5xx", async () => {
    const bodies: [string, string][] = [
      ["application/x-www-form-urlencoded", ""],
      ["application/json", JSON.stringify({ s: "x", e: "1", t: "y" })],
      ["application/x-www-form-urlencoded", "s=a&s=b&e=1&t=y"],
      ["application/x-www-form-urlencoded", `s=${"x".repeat(10_000)}&e=1&t=y`],
      ["text/plain", "s=x&e=1&t=y"],
    ]
    for (const [type, body] of bodies) {
      const answer = await fetch(`${server.url}/mailing-list/confirm`, {
        method: "POST",
        headers: { "Content-Type": type },
        body,
      })
      expect(answer.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(answer.status, body.slice(0, 40)).toBeLessThan(500)
    }
  })

  it("a link whose subscriber was removed says so when opened and when posted; a made-up query is 400, never a 5xx", async () => {
    await signUp("bob@confirm.example.com")
    await until(() => mailTo("bob@confirm.example.com").length === 1)
    const link = linkIn(mailTo("bob@confirm.example.com")[0]?.body ?? "")
    const admin = await new Visitor(server.url).signInAsStaff()
    const id = new URL(link).searchParams.get("s") ?? ""
    expect((await admin.send("DELETE", `/api/connections/lists/newsletter/subscribers/${id}`)).status).toBe(
      200,
    )
    const opened = await fetch(link)
    expect(opened.status).toBe(404)
    expect(await opened.text()).toContain(LIST_CONFIRMATION_MESSAGES.removed)
    const gone = await post(Object.fromEntries(new URL(link).searchParams))
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain(LIST_CONFIRMATION_MESSAGES.removed)
    for (const query of [
      "",
      "?s=x",
      "?s=x&e=1&t=y",
      "?s=x&e=-1&t=y",
      `?s=${"x".repeat(300)}&e=1&t=y`,
      "?s=a&s=b&e=1&t=y",
    ]) {
      const answer = await fetch(`${server.url}/mailing-list/confirm${query}`)
      expect(answer.status, query).toBe(400)
      expect(await answer.text()).toContain(LIST_CONFIRMATION_MESSAGES.invalid)
    }
  })

  it("with the mail server down the sign-up is still taken, and its e-mails go out once it is back", async () => {
    await smtp.stop()
    await signUp("cy@confirm.example.com")
    expect(await statusOf("cy@confirm.example.com")).toBe("pending")
    await new Promise((resolve) => setTimeout(resolve, 300))
    await smtp.restart()
    await until(() => mailTo("cy@confirm.example.com").length === 1)
    expect(mailTo("owner@notify.example.com").length).toBeGreaterThanOrEqual(3)
  })
})
