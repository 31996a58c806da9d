import { randomBytes } from "node:crypto"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { crumbBinding, crumbFits, makeCrumb } from "../src/router/crumb.ts"

// crumbFits remembers the crumbs it has found to fit (so a visit's later calls skip the HMAC): what
// it remembered must never make another binding, another secret or a changed crumb fit.
describe("crumbFits", () => {
  const visitor = crumbBinding({})
  const member = crumbBinding({ member: "session-1" })

  it("fits the crumb it made, again and again, for the same binding and secret only", () => {
    const secret = randomBytes(32)
    const crumb = makeCrumb(secret, visitor)
    expect(crumbFits(secret, crumb, visitor)).toBe(true)
    expect(crumbFits(secret, crumb, visitor)).toBe(true)
    expect(crumbFits(secret, crumb, member)).toBe(false)
    expect(crumbFits(randomBytes(32), crumb, visitor)).toBe(false)
  })

  it("refuses any one-character change of a crumb it has already found to fit (property)", () => {
    const secret = randomBytes(32)
    const crumb = makeCrumb(secret, visitor)
    expect(crumbFits(secret, crumb, visitor)).toBe(true)
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_."
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: crumb.length - 1 }),
        fc.constantFrom(...alphabet),
        (at, character) => {
          const changed = crumb.slice(0, at) + character + crumb.slice(at + 1)
          return crumbFits(secret, changed, visitor) === (changed === crumb)
        },
      ),
    )
  })

  it("still fits a crumb after many others were remembered (the oldest are forgotten, not refused)", () => {
    const secret = randomBytes(32)
    const first = makeCrumb(secret, visitor)
    expect(crumbFits(secret, first, visitor)).toBe(true)
    for (let index = 0; index < 10_050; index++) crumbFits(secret, makeCrumb(secret, visitor), visitor)
    expect(crumbFits(secret, first, visitor)).toBe(true)
  })
})
