import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { MailingConnectionSchema } from "./mailing-connection.ts"
import {
  connectionDraft,
  draftConnection,
  EMAIL_EXAMPLE,
  emailList,
  MAILING_CONNECTION_LIMITS,
  MAILING_CONNECTION_MESSAGE,
  type MailingConnectionDraft,
  mailingConnectionProblems,
} from "./mailing-connection-rules.ts"

const good: MailingConnectionDraft = {
  listId: "newsletter",
  doubleOptIn: true,
  subject: "New sign-up",
  to: "owner@example.com",
  cc: "",
  bcc: "",
}
const failuresOf = (input: unknown): string | undefined => {
  const result = Schema.decodeUnknownResult(MailingConnectionSchema)(input)
  return result._tag === "Failure" ? String(result.failure) : undefined
}
const addresses = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/),
    fc.stringMatching(/^[a-z]{1,10}$/),
    fc.constantFrom("com", "org", "io"),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`)

describe("EDITOR-008 the mailing-list connection's options", () => {
  it("EDITOR-008 a draft with a list, a subject and a To address is a connection with its five options", () => {
    expect(mailingConnectionProblems(good)).toEqual({})
    expect(draftConnection({ ...good, cc: "a@example.com, b@example.org", subject: "  Hi  " })).toEqual({
      listId: "newsletter",
      doubleOptIn: true,
      subject: "Hi",
      to: ["owner@example.com"],
      cc: ["a@example.com", "b@example.org"],
      bcc: [],
    })
  })

  it("EDITOR-008 a saved connection's draft is the same connection (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("newsletter", "restock" as const),
        fc.boolean(),
        fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}[A-Za-z]$/),
        fc.array(addresses, { minLength: 1, maxLength: MAILING_CONNECTION_LIMITS.recipients }),
        fc.array(addresses, { maxLength: MAILING_CONNECTION_LIMITS.recipients }),
        (listId, doubleOptIn, subject, to, cc) => {
          const connection = { listId, doubleOptIn, subject, to, cc, bcc: cc }
          const draft = connectionDraft(connection)
          expect(mailingConnectionProblems(draft)).toEqual({})
          expect(draftConnection(draft)).toEqual(connection)
          expect(failuresOf(connection)).toBeUndefined()
        },
      ),
    )
  })

  it("emailList splits at commas, semicolons and spaces and drops blanks", () => {
    expect(emailList(" a@example.com,b@example.com; c@example.com\n ,")).toEqual([
      "a@example.com",
      "b@example.com",
      "c@example.com",
    ])
    expect(emailList("   ")).toEqual([])
  })
})

describe("the editor's messages", () => {
  it("EDITOR-023 no list, or one the store does not keep, is 'A List must be selected'", () => {
    expect(mailingConnectionProblems({ ...good, listId: "" }).listId).toBe("A List must be selected")
    expect(mailingConnectionProblems({ ...good, listId: "customers" }).listId).toBe("A List must be selected")
    expect(failuresOf({ ...draftConnection(good), listId: "customers" })).toContain("A List must be selected")
    const { listId: _, ...withoutList } = draftConnection(good)
    expect(failuresOf(withoutList)).toContain("A List must be selected")
  })

  it("EDITOR-024 a blank subject is 'Add an email subject'", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]*$/), (subject) => {
        expect(mailingConnectionProblems({ ...good, subject }).subject).toBe("Add an email subject")
        expect(failuresOf({ ...draftConnection(good), subject })).toContain("Add an email subject")
      }),
    )
    expect(
      mailingConnectionProblems({ ...good, subject: "x".repeat(MAILING_CONNECTION_LIMITS.subject + 1) })
        .subject,
    ).toBe(MAILING_CONNECTION_MESSAGE.subjectLength)
  })

  it("EDITOR-014 an empty To is 'Please enter a valid email'; CC and BCC may be empty", () => {
    const problems = mailingConnectionProblems({ ...good, to: " , " })
    expect(problems).toEqual({ to: "Please enter a valid email" })
    expect(failuresOf({ ...draftConnection(good), to: [] })).toContain("Please enter a valid email")
  })

  it(`EDITOR-015 anything not an address in To, CC or BCC is 'Emails must be formatted as ${EMAIL_EXAMPLE}'`, () => {
    expect(MAILING_CONNECTION_MESSAGE.emailsFormat).toBe("Emails must be formatted as name@example.com")
    fc.assert(
      fc.property(
        fc.constantFrom("to", "cc", "bcc" as const),
        fc.constantFrom("ada", "ada@", "@example.com", "ada@example", "ada@@example.com"),
        addresses,
        (field, bad, fine) => {
          expect(mailingConnectionProblems({ ...good, [field]: `${fine}, ${bad}` })[field]).toBe(
            MAILING_CONNECTION_MESSAGE.emailsFormat,
          )
          expect(failuresOf({ ...draftConnection(good), [field]: [fine, bad] })).toContain(
            MAILING_CONNECTION_MESSAGE.emailsFormat,
          )
        },
      ),
      { numRuns: 30 },
    )
  })

  it("more recipients than the limit are refused", () => {
    const many = Array.from(
      { length: MAILING_CONNECTION_LIMITS.recipients + 1 },
      (_, index) => `a${index}@example.com`,
    )
    expect(mailingConnectionProblems({ ...good, cc: many.join(",") }).cc).toBe(
      MAILING_CONNECTION_MESSAGE.recipients,
    )
  })
})
