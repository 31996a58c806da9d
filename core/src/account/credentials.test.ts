import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  checkRegistration,
  normaliseEmail,
  normalisePassword,
  PASSWORD_LIMITS,
  passwordFitsSignIn,
  REGISTRATION_MESSAGE,
} from "./credentials.ts"

const GOOD = "correct horse"

describe("e-mail normalisation", () => {
  it.each([
    ["  Ada@Example.COM ", "ada@example.com"],
    ["ada+shop@example.com", "ada+shop@example.com"],
    ["a.da@example.com", "a.da@example.com"],
  ])("%j is stored as %j", (input, stored) => {
    expect(normaliseEmail(input)).toBe(stored)
  })

  it("is idempotent and ignores case and surrounding spaces", () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.string().filter((s) => s.trim() === ""),
        (email, pad) => {
          const once = normaliseEmail(`${pad}${email.toUpperCase()}${pad}`)
          expect(normaliseEmail(once)).toBe(once)
          expect(once).toBe(normaliseEmail(email))
        },
      ),
    )
  })
})

describe("registration", () => {
  it.each([
    [{ email: "", password: GOOD }, { email: REGISTRATION_MESSAGE.emailBlank }],
    [{ email: "   ", password: GOOD }, { email: REGISTRATION_MESSAGE.emailBlank }],
    [{ email: "ada", password: GOOD }, { email: REGISTRATION_MESSAGE.emailInvalid }],
    [{ email: "Ada <ada@example.com>", password: GOOD }, { email: REGISTRATION_MESSAGE.emailInvalid }],
    [
      { email: "ada@example.com", password: "1234567" },
      { password: "Password must be at least 8 characters." },
    ],
    [
      { email: "ada@example.com", password: "x".repeat(257) },
      { password: "Password must be 256 characters or fewer." },
    ],
    [
      { email: "", password: "" },
      { email: REGISTRATION_MESSAGE.emailBlank, password: REGISTRATION_MESSAGE.passwordTooShort },
    ],
  ])("%j is refused with %j", (input, problems) => {
    expect(checkRegistration(input)).toEqual({ ok: false, problems })
  })

  it("accepts a plain address and a password within the limits, normalised", () => {
    expect(checkRegistration({ email: " Ada@Example.com", password: GOOD })).toEqual({
      ok: true,
      email: "ada@example.com",
      password: GOOD,
    })
  })

  it("counts characters, not UTF-16 units or bytes: 256 emoji are allowed, 257 are not", () => {
    expect(checkRegistration({ email: "a@example.com", password: "😀".repeat(256) }).ok).toBe(true)
    expect(checkRegistration({ email: "a@example.com", password: "😀".repeat(257) }).ok).toBe(false)
    expect(checkRegistration({ email: "a@example.com", password: "😀".repeat(8) }).ok).toBe(true)
  })

  it("a password's length decides alone whether it is accepted", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (password) => {
        const length = [...normalisePassword(password)].length
        const ok = length >= PASSWORD_LIMITS.min && length <= PASSWORD_LIMITS.max
        expect(checkRegistration({ email: "a@example.com", password }).ok).toBe(ok)
      }),
    )
  })
})

describe("passwords", () => {
  it("are NFKC-normalised: composed and decomposed accents are one password", () => {
    expect(normalisePassword("e\u0301te\u0301 caf\u00e9")).toBe(normalisePassword("\u00e9t\u00e9 cafe\u0301"))
  })

  it("sign-in hashes nothing empty or over the maximum, and applies no minimum", () => {
    expect(passwordFitsSignIn("")).toBe(false)
    expect(passwordFitsSignIn("x".repeat(PASSWORD_LIMITS.max + 1))).toBe(false)
    expect(passwordFitsSignIn("x".repeat(PASSWORD_LIMITS.max))).toBe(true)
    expect(passwordFitsSignIn("short")).toBe(true)
  })
})
