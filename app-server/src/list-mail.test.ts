import type { OutboxMessage } from "@vitrine/core/mail"
import { memoryLayer } from "@vitrine/core/memory"
import { FORM_NOTIFICATION_MAIL_KIND, LIST_CONFIRMATION_MAIL_KIND } from "@vitrine/core/site"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { formNotificationMail } from "./list-mail.ts"

const queued = (kind: string, data: unknown): OutboxMessage => ({
  key: `${kind}:1:0`,
  kind,
  to: "owner@example.com",
  data,
  state: "sending",
  attempts: 1,
  queuedAt: 0,
  dueAt: 0,
  leaseUntil: null,
  sentAt: null,
  lastError: null,
})

describe("the form notification e-mail", () => {
  it("carries the connection's subject and every answer, escaped in the HTML", async () => {
    const mail = await Effect.runPromise(
      formNotificationMail()
        .render(
          queued(FORM_NOTIFICATION_MAIL_KIND, {
            subject: "New sign-up",
            formName: "Contact <us>",
            submittedAt: Date.UTC(2026, 10, 29, 12, 30),
            answers: [
              {
                fieldId: "message",
                title: "Message",
                type: "textarea",
                text: '<script>alert("x")</script>\nbye',
              },
              { fieldId: "phone", title: "Phone", type: "phone", text: "" },
            ],
          }),
        )
        .pipe(Effect.provide(memoryLayer())),
    )
    expect(mail.subject).toBe("New sign-up")
    expect(mail.to).toBe("owner@example.com")
    expect(mail.html).not.toContain("<script>")
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>bye")
    expect(mail.html).toContain("Contact &lt;us&gt;, 2026-11-29 12:30 UTC")
    expect(mail.text).toContain('Message: <script>alert("x")</script>\nbye')
    expect(mail.text).toContain("Phone: —")
  })

  it("data that is not a notification's fails MailNotRendered (the message goes dead)", async () => {
    const failed = await Effect.runPromise(
      Effect.flip(
        formNotificationMail()
          .render(queued(LIST_CONFIRMATION_MAIL_KIND, { subject: 1 }))
          .pipe(Effect.provide(memoryLayer())),
      ),
    )
    expect(failed._tag).toBe("MailNotRendered")
  })
})
