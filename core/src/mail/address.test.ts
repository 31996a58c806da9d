import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isOneAddress } from "./address.ts"

describe("the Mailer's recipient rule", () => {
  it.each(["ada@example.com", "a.b+tag@mail.example.co.uk", "o'neil@example.org", "x@a-b.io"])(
    "accepts one bare address: %s",
    (to) => expect(isOneAddress(to)).toBe(true),
  )

  it.each([
    "",
    "not-an-address",
    "ada@example",
    "Ada <ada@example.com>",
    "a b@example.com",
    "ada@example.com, bob@example.com",
    "ada@example.com\r\nBcc: x@y.z",
    ".ada@example.com",
    "ada..b@example.com",
    "ada@-example.com",
    '"ada"@example.com',
    "ada@[127.0.0.1]",
    `${"a".repeat(250)}@example.com`,
  ])("refuses what is not exactly one bare address: %j", (to) => expect(isOneAddress(to)).toBe(false))

  it("never accepts a line break, whatever surrounds it", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("\n", "\r"), fc.string(), (a, lineBreak, b) => {
        expect(isOneAddress(`${a}${lineBreak}${b}`)).toBe(false)
      }),
    )
  })
})
