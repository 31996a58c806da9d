// The restock bench's SMTP server, in a process of its own (forked by bench/restock.ts), as a mail
// server is in production: the worker's process then does only the worker's work. It sends its URL
// once listening, and the number of messages received whenever asked.
import { startSmtpServer } from "../contract-tests/src/setup/smtp.ts"

const smtp = await startSmtpServer()
process.send?.({ url: smtp.url })
process.on("message", () => process.send?.({ received: smtp.received().length }))
