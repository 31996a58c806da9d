import { RESTOCK_MESSAGES, RestockRepository } from "@vitrine/core/restock"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pgliteOptions } from "../../contract-tests/src/setup/database.ts"
import { startSmtpServer, type TestSmtpServer } from "../../contract-tests/src/setup/smtp.ts"
import { type RunningServer, start } from "../src/index.ts"
import { sendAll, signUps, soldOutBeanie, until } from "./delivery.test-support.ts"

// The real server with its delivery worker sends the restock e-mails to smtp-server; the test
// follows each e-mail's own unsubscribe link, as a visitor or a mail client would.

let smtp: TestSmtpServer
let server: RunningServer

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await start({
    port: 0,
    logLevel: "silent",
    database: await pgliteOptions(),
    mail: { url: smtp.url, from: "Vitrine <store@example.com>" },
    outboxWorker: { idleMs: 50 },
  })
  await server.runtime.runPromise(signUps(4, "unsubscribe.example.com"))
  await server.runtime.runPromise(sendAll)
  await until(() => smtp.received().length >= 4)
})

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

const signedUpEmails = async () => {
  const { product } = await server.runtime.runPromise(soldOutBeanie)
  const page = await server.runtime.runPromise(
    RestockRepository.use((repository) =>
      repository.signUps({ productId: product.id, variantId: null }, null, 100),
    ),
  )
  return page.items.map((one) => one.email).filter((email) => email.endsWith("@unsubscribe.example.com"))
}

const mailTo = (email: string) => {
  const mail = smtp.received().find((one) => one.to.includes(email))
  if (mail === undefined) throw new Error(`no e-mail to ${email}`)
  const link = /<(.+)>/.exec(mail.header("List-Unsubscribe"))?.[1] ?? ""
  return { mail, link }
}

describe("unsubscribing from restock e-mails", { timeout: 120_000 }, () => {
  it("every restock e-mail carries its signed one-click link in the text and in List-Unsubscribe / List-Unsubscribe-Post", () => {
    const links = new Set<string>()
    for (let i = 0; i < 4; i++) {
      const { mail, link } = mailTo(`v${i}@unsubscribe.example.com`)
      expect(link).toMatch(new RegExp(`^${server.url}/restock/unsubscribe\\?s=[^&]+&t=[A-Za-z0-9_-]{43}$`))
      expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click")
      expect(mail.body).toContain(link)
      links.add(link)
    }
    expect(links.size).toBe(4)
  })

  it("a tampered link is refused with a message and removes nothing", async () => {
    const { link } = mailTo("v2@unsubscribe.example.com")
    const { link: other } = mailTo("v3@unsubscribe.example.com")
    const signature = link.slice(link.indexOf("&t=") + 3)
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`
    const tampered = [
      link.replace(signature, flipped),
      // Another sign-up's id under this link's signature.
      `${other.slice(0, other.indexOf("&t="))}&t=${signature}`,
      link.slice(0, link.indexOf("&t=")),
      `${server.url}/restock/unsubscribe`,
    ]
    for (const url of tampered) {
      const answer = await fetch(url)
      expect(answer.status, url).toBe(400)
      expect(await answer.text()).toContain(RESTOCK_MESSAGES.unsubscribeLinkInvalid)
      const posted = await fetch(url, { method: "POST", body: "List-Unsubscribe=One-Click" })
      expect(posted.status).toBe(400)
    }
    expect(await signedUpEmails()).toEqual(
      expect.arrayContaining(["v2@unsubscribe.example.com", "v3@unsubscribe.example.com"]),
    )
  })

  it("any other query (fuzzed ids, signatures, repeated or odd parameters) is a 400 with the message, never a 5xx", async () => {
    const { link } = mailTo("v3@unsubscribe.example.com")
    const id = new URL(link).searchParams.get("s") ?? ""
    const part = fc.oneof(fc.string({ maxLength: 60 }), fc.constant(id), fc.base64String({ maxLength: 60 }))
    await fc.assert(
      fc.asyncProperty(part, part, fc.boolean(), async (s, t, post) => {
        const url = `${server.url}/restock/unsubscribe?s=${encodeURIComponent(s)}&t=${encodeURIComponent(t)}${post ? "&s=x" : ""}`
        const answer = await fetch(url, post ? { method: "POST", body: "List-Unsubscribe=One-Click" } : {})
        expect(answer.status).toBe(400)
        expect(await answer.text()).toContain(RESTOCK_MESSAGES.unsubscribeLinkInvalid)
      }),
      { numRuns: 300 },
    )
    expect(await signedUpEmails()).toContain("v3@unsubscribe.example.com")
  })

  it("the link removes the sign-up (opened twice it says the same); a mail client's one-click POST does too", async () => {
    const { link } = mailTo("v0@unsubscribe.example.com")
    const opened = await fetch(link)
    expect(opened.status).toBe(200)
    expect(opened.headers.get("content-type")).toContain("text/html")
    expect(await opened.text()).toContain(RESTOCK_MESSAGES.unsubscribed)
    expect(await signedUpEmails()).not.toContain("v0@unsubscribe.example.com")
    expect((await fetch(link)).status).toBe(200)

    const { link: oneClick } = mailTo("v1@unsubscribe.example.com")
    const posted = await fetch(oneClick, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    })
    expect(posted.status).toBe(200)
    expect(await signedUpEmails()).not.toContain("v1@unsubscribe.example.com")
  })
})
