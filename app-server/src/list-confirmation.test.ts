import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CONFIRM_PATH, confirmationUrl, readConfirmationLink } from "./list-confirmation.ts"

const KEY = "k".repeat(64)
const partsOf = (url: string) => {
  const query = new URL(url).searchParams
  return { s: query.get("s") ?? "", e: query.get("e") ?? "", t: query.get("t") ?? "" }
}
const link = fc.record({
  subscriberId: fc.string({ minLength: 1, maxLength: 60 }),
  expiresAt: fc.integer({ min: 1, max: 8_000_000_000_000 }),
})

describe("the confirmation link", () => {
  it("round trip: a link made with the key reads valid before its expiry and expired from it on", () => {
    fc.assert(
      fc.property(link, fc.integer({ min: 1, max: 1_000_000 }), (made, before) => {
        const url = confirmationUrl("https://shop.example.com", KEY, made)
        expect(url.startsWith(`https://shop.example.com${CONFIRM_PATH}?`)).toBe(true)
        const parts = partsOf(url)
        expect(parts.s).toBe(made.subscriberId)
        expect(readConfirmationLink(KEY, parts, made.expiresAt - before)).toBe("valid")
        expect(readConfirmationLink(KEY, parts, made.expiresAt)).toBe("expired")
      }),
    )
  })

  it("tamper: another id, another expiry, a changed signature or another key reads invalid", () => {
    fc.assert(
      fc.property(
        link,
        fc.string({ maxLength: 60 }),
        fc.integer({ min: 1, max: 8_000_000_000_000 }),
        (made, id, expiry) => {
          const parts = partsOf(confirmationUrl("https://shop.example.com", KEY, made))
          const now = 0
          if (id !== made.subscriberId)
            expect(readConfirmationLink(KEY, { ...parts, s: id }, now)).toBe("invalid")
          if (expiry !== made.expiresAt)
            expect(readConfirmationLink(KEY, { ...parts, e: String(expiry) }, now)).toBe("invalid")
          const flipped = `${parts.t.slice(0, -1)}${parts.t.endsWith("A") ? "B" : "A"}`
          expect(readConfirmationLink(KEY, { ...parts, t: flipped }, now)).toBe("invalid")
          expect(readConfirmationLink(KEY, { ...parts, t: "" }, now)).toBe("invalid")
          expect(readConfirmationLink(`${KEY}x`, parts, now)).toBe("invalid")
          expect(readConfirmationLink(KEY, { ...parts, e: `${parts.e}.5` }, now)).toBe("invalid")
        },
      ),
    )
  })
})
