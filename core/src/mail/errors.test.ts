import { describe, expect, it } from "vitest"
import { MailNotSent } from "./errors.ts"

describe("MailNotSent", () => {
  it.each([
    ["rejected", "The e-mail was rejected by the mail server."],
    ["unavailable", "The mail server could not be reached. Please try again later."],
  ] as const)("says what a %s message means for the sender", (reason, message) => {
    const error = new MailNotSent({ reason, detail: "550 5.1.1 no such user" })
    expect(error.message).toBe(message)
    expect(error._tag).toBe("MailNotSent")
    expect(error.detail).toBe("550 5.1.1 no such user")
  })
})
