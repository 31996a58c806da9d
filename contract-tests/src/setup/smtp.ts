import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"

/**
 * One message as the test's SMTP server received it: envelope recipients, the Message-ID and
 * Subject headers, and the body with quoted-printable soft breaks and escapes decoded (enough to
 * look for a product's name or link).
 *
 * @example
 * const got: ReceivedMail = { to: ["ada@example.com"], messageId: "<restock.1.1@example.com>", subject: "Merino Beanie is back", body: "…" }
 */
export interface ReceivedMail {
  readonly to: readonly string[]
  readonly messageId: string
  readonly subject: string
  readonly body: string
  /** One header's value (unfolded), "" when the message has none, e.g. `header("List-Unsubscribe")`. */
  readonly header: (name: string) => string
}

/**
 * A real SMTP server on the loopback (`smtp-server`), for tests: no TLS, no authentication. `stop`
 * closes it (a mail server that is down); `restart` opens it again on the same port.
 *
 * @example
 * const smtp = await startSmtpServer()
 * nodemailerMailer({ url: smtp.url, from })
 * smtp.received() // ReceivedMail[]
 */
export interface TestSmtpServer {
  readonly url: string
  readonly port: number
  readonly received: () => readonly ReceivedMail[]
  readonly stop: () => Promise<void>
  readonly restart: () => Promise<void>
}

const header = (head: string, name: string): string =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, "im").exec(head)?.[1]?.replace(/\r\n[ \t]+/g, " ") ??
  ""

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8")

const parse = (to: readonly string[], raw: string): ReceivedMail => {
  const split = raw.indexOf("\r\n\r\n")
  const head = raw.slice(0, split)
  return {
    to,
    messageId: header(head, "Message-ID"),
    subject: header(head, "Subject"),
    body: decodeQuotedPrintable(raw.slice(split + 4)),
    header: (name) => header(head, name),
  }
}

/**
 * Starts the test SMTP server on 127.0.0.1 (a free port unless `port` is given).
 *
 * @example
 * const smtp = await startSmtpServer(); try { … } finally { await smtp.stop() }
 */
export const startSmtpServer = async (port = 0): Promise<TestSmtpServer> => {
  const received: ReceivedMail[] = []
  let server: SMTPServer | undefined
  const open = (at: number) =>
    new Promise<number>((resolve, reject) => {
      const next = new SMTPServer({
        secure: false,
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on("data", (chunk: Buffer) => chunks.push(chunk))
          stream.on("end", () => {
            received.push(
              parse(
                session.envelope.rcptTo.map((rcpt) => rcpt.address),
                Buffer.concat(chunks).toString("latin1"),
              ),
            )
            callback()
          })
        },
      })
      next.on("error", () => {})
      next.listen(at, "127.0.0.1", () => {
        server = next
        resolve((next.server.address() as AddressInfo).port)
      })
      next.server.once("error", reject)
    })
  const bound = await open(port)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server === undefined) return resolve()
      const closing = server
      server = undefined
      closing.close(() => resolve())
    })
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received: () => [...received],
    stop,
    restart: async () => {
      await open(bound)
    },
  }
}
