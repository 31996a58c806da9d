import { createServer } from "node:net"
import { nodemailerMailer, type SentMail } from "@vitrine/adapter-mail"
import { memoryMailer } from "@vitrine/core/memory"
import { Effect, Layer } from "effect"
import { type Delivered, type MailerTarget, suite } from "./mailer.contract.spec.ts"

const from = "Vitrine <store@example.com>"

const memoryTarget = (mailer = memoryMailer()): MailerTarget => ({
  layer: mailer.layer,
  delivered: () => mailer.outbox().map((message) => ({ ...message, to: [message.to] })),
})

// The JSON transport hands back the whole message it built; its envelope says where it would go.
const fromJson = (mail: SentMail): Delivered => {
  const built = JSON.parse(mail.response) as { subject: string; html: string; text: string }
  return { to: mail.envelope.to, subject: built.subject, html: built.html, text: built.text }
}

const jsonTransportTarget = (): MailerTarget => {
  const sent: SentMail[] = []
  return {
    layer: nodemailerMailer({ from, onSent: (mail) => sent.push(mail) }),
    delivered: () => sent.map(fromJson),
  }
}

// A loopback port that was just free: nothing listens there, so connecting is refused at once.
const closedPort = Effect.promise(
  () =>
    new Promise<number>((resolve) => {
      const server = createServer()
      server.listen(0, "127.0.0.1", () => {
        const address = server.address()
        const port = typeof address === "object" && address !== null ? address.port : 0
        server.close(() => resolve(port))
      })
    }),
)

const closedSmtpTarget = (): MailerTarget => {
  const sent: SentMail[] = []
  const layer = Layer.unwrap(
    Effect.map(closedPort, (port) =>
      nodemailerMailer({ url: `smtp://127.0.0.1:${port}`, from, onSent: (mail) => sent.push(mail) }),
    ),
  )
  return { layer, delivered: () => sent.map(fromJson) }
}

suite("memory", memoryTarget, { unreachable: () => memoryTarget(memoryMailer({ reachable: false })) })
suite("nodemailer", jsonTransportTarget, { unreachable: closedSmtpTarget })
