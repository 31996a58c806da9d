import { createServer, type Server } from "node:net"
import { Mailer, type MailMessage, MailNotSent } from "@vitrine/core/mail"
import { Effect, Exit } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { type MailerOptions, nodemailerMailer, type SentMail } from "./mailer.ts"

const message: MailMessage = {
  to: "ada@example.com",
  subject: "Linen Shirt is back in stock",
  html: "<p>Good news: <strong>Linen Shirt</strong> is back.</p>",
  text: "Good news: Linen Shirt is back.",
}

const send = (options: MailerOptions) =>
  Effect.runPromiseExit(
    Mailer.use((mailer) => mailer.send(message)).pipe(Effect.provide(nodemailerMailer(options))),
  )

/** A scripted SMTP server on the loopback: answers RCPT with `rcptReply`, records what DATA carried. */
const smtpServer = async (rcptReply: string) => {
  const received: string[] = []
  const server = createServer((socket) => {
    socket.setEncoding("utf8")
    socket.write("220 test ESMTP\r\n")
    let inData = false
    let buffer = ""
    socket.on("data", (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === ".") {
            inData = false
            socket.write("250 queued\r\n")
          } else received.push(line)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === "QUIT") socket.end("221 bye\r\n")
        else if (verb === "RCPT") socket.write(`${rcptReply}\r\n`)
        else if (verb === "DATA") {
          inData = true
          socket.write("354 go on\r\n")
        } else
          socket.write(verb === "EHLO" || verb === "MAIL" || verb === "RSET" ? "250 ok\r\n" : "502 no\r\n")
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  servers.push(server)
  const address = server.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  return { url: `smtp://127.0.0.1:${port}`, received }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe("nodemailerMailer", () => {
  it("without an SMTP URL builds the message with the JSON transport and sends it nowhere", async () => {
    const sent: SentMail[] = []
    const exit = await send({ from: "Vitrine <store@example.com>", onSent: (mail) => sent.push(mail) })
    expect(Exit.isSuccess(exit)).toBe(true)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.envelope).toEqual({ from: "store@example.com", to: ["ada@example.com"] })
    expect(JSON.parse(sent[0]?.response ?? "{}")).toMatchObject({
      subject: message.subject,
      html: message.html,
      text: message.text,
    })
  })

  it("delivers over SMTP when given a URL: subject, HTML and text parts", async () => {
    const smtp = await smtpServer("250 ok")
    const exit = await send({ url: smtp.url, from: "store@example.com" })
    expect(Exit.isSuccess(exit)).toBe(true)
    const data = smtp.received.join("\n")
    expect(data).toContain("Subject: Linen Shirt is back in stock")
    expect(data).toContain("To: ada@example.com")
    expect(data).toContain("Content-Type: text/html")
    expect(data).toContain("Content-Type: text/plain")
  })

  it("a recipient the server refuses (5xx) fails with MailNotSent 'rejected'", async () => {
    const smtp = await smtpServer("550 no such user")
    const exit = await send({ url: smtp.url, from: "store@example.com" })
    const error = Exit.isFailure(exit) ? exit.cause.reasons[0] : undefined
    expect(error).toMatchObject({ error: { reason: "rejected" } })
    expect((error as { error?: unknown } | undefined)?.error).toBeInstanceOf(MailNotSent)
  })

  it("a `to` that is not one e-mail address is rejected before nodemailer builds anything", async () => {
    const sent: SentMail[] = []
    const exit = await Effect.runPromiseExit(
      Mailer.use((mailer) => mailer.send({ ...message, to: "ada@example.com\r\nBcc: eve@example.com" })).pipe(
        Effect.provide(nodemailerMailer({ from: "store@example.com", onSent: (mail) => sent.push(mail) })),
      ),
    )
    const error = Exit.isFailure(exit) ? exit.cause.reasons[0] : undefined
    expect(error).toMatchObject({ error: { reason: "rejected" } })
    expect(sent).toEqual([])
  })

  it("a server that cannot be reached fails with MailNotSent 'unavailable'", async () => {
    const closed = await smtpServer("250 ok")
    const server = servers.pop()
    await new Promise((resolve) => server?.close(resolve))
    const exit = await send({ url: closed.url, from: "store@example.com" })
    const error = Exit.isFailure(exit) ? exit.cause.reasons[0] : undefined
    expect(error).toMatchObject({ error: { reason: "unavailable" } })
  })
})
