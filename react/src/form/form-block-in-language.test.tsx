import { render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { ApiResult } from "@vitrine/adapter-http/client"
import {
  CART_FORM_ERRORS,
  CONTACT_FORM,
  FIELD_MESSAGES,
  type FormDefinition,
  LIKERT_ANSWERS,
  NEWSLETTER_FORM,
  SUBMIT_MESSAGES,
} from "@vitrine/core/form"
import { dictionaryFor } from "@vitrine/core/site"
import fc from "fast-check"
import { describe, expect, it, vi } from "vitest"
import { failed } from "../../test/fake-client.ts"
import { FormBlock } from "./FormBlock.tsx"
import { LIKERT_KEYS, PART_LABEL_KEYS, PART_LABELS } from "./field-texts.ts"
import { formTextIn } from "./form-texts.ts"

// The form block on a page in another language: its own texts from the page's dictionary, the
// merchant's (titles, submission text) as written.

const english = dictionaryFor("en")
const french = dictionaryFor("fr")
const ok = <T,>(value: T): ApiResult<T> => ({ ok: true, value })
const SIGN_UP: FormDefinition = { ...NEWSLETTER_FORM, parsedDisclaimerMessage: "" }

const forms = (answer: ApiResult<{ success: true }>) => ({
  formSubmissionKey: vi.fn(async () => ok({ data: { key: "key-1" } })),
  submitForm: vi.fn(async () => answer),
})

const CORE_MESSAGES = [
  FIELD_MESSAGES.required,
  FIELD_MESSAGES.likertMissing,
  FIELD_MESSAGES.email,
  FIELD_MESSAGES.characterLimit,
  ...Object.values(SUBMIT_MESSAGES),
  CART_FORM_ERRORS.checkConnection,
]

describe("the form block in the page's language", () => {
  it("FORM-022 FORM-028 FORMSUBMIT-010 to FORMSUBMIT-021 an English dictionary keeps every message of the spec word for word", () => {
    for (const message of CORE_MESSAGES) expect(formTextIn(message, english)).toBe(message)
  })

  it("SITE-009 a French dictionary has each of the form's messages in French", () => {
    for (const message of CORE_MESSAGES) expect(formTextIn(message, french)).not.toBe(message)
    expect(formTextIn(FIELD_MESSAGES.email, french)).toBe(
      "L'e-mail n'est pas valide. Une adresse e-mail s'écrit sous la forme user@domain.com.",
    )
  })

  it("FORMSUBMIT-014 a message the server wrote for itself stays as it came", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !CORE_MESSAGES.includes(text as never)),
        (text) => {
          expect(formTextIn(text, french)).toBe(text)
        },
      ),
    )
  })

  it("SITE-009 French: the button, the browser's check on a bad e-mail, then the server's refusal", async () => {
    const user = userEvent.setup()
    const client = forms(failed({ status: 429, message: "Too many" }))
    render(<FormBlock definition={SIGN_UP} client={client} texts={french} />)
    await user.type(screen.getByLabelText(/^Email Address/), "ada@")
    await user.click(screen.getByRole("button", { name: "Envoyer" }))
    expect(
      await screen.findByText(french.formEmailInvalid.replace("{email}", "user@domain.com")),
    ).toBeTruthy()
    await user.clear(screen.getByLabelText(/^Email Address/))
    await user.type(screen.getByLabelText(/^Email Address/), "ada@example.com")
    await user.click(screen.getByRole("button", { name: "Envoyer" }))
    expect(await screen.findByText(french.formRateLimited)).toBeTruthy()
    expect(screen.queryByText(SUBMIT_MESSAGES.rateLimited)).toBeNull()
  })

  it("SITE-009 a required field left empty reads 'Obligatoire' on a French contact-style form", async () => {
    const user = userEvent.setup()
    render(<FormBlock definition={SIGN_UP} client={forms(ok({ success: true }))} texts={french} />)
    await user.click(screen.getByRole("button", { name: french.submit }))
    expect(await screen.findByText("Obligatoire")).toBeTruthy()
    expect(screen.queryByText(FIELD_MESSAGES.required)).toBeNull()
  })

  it("a form whose merchant wrote no submission text thanks the visitor, in the page's language", async () => {
    const user = userEvent.setup()
    const silent = { ...SIGN_UP, parsedSubmissionMessage: "", submissionHTML: "" }
    const { unmount } = render(<FormBlock definition={silent} client={forms(ok({ success: true }))} />)
    await user.type(screen.getByLabelText(/^Email Address/), "ada@example.com")
    await user.click(screen.getByRole("button", { name: "Submit" }))
    expect((await screen.findByRole("status")).textContent).toBe(SUBMIT_MESSAGES.sent)
    unmount()
    render(<FormBlock definition={silent} client={forms(ok({ success: true }))} texts={french} />)
    await user.type(screen.getByLabelText(/^Email Address/), "ada@example.com")
    await user.click(screen.getByRole("button", { name: french.submit }))
    expect((await screen.findByRole("status")).textContent).toBe("Merci. Vos réponses ont été envoyées.")
  })

  // Every multi-part field, a likert and a select, without the captcha.
  const CONTACT = { ...CONTACT_FORM, captchaEnabled: false }

  it("FORM-004 FORM-005 FORM-010 the English parts' labels and likert answers are the English dictionary's, word for word", () => {
    for (const [field, labels] of Object.entries(PART_LABELS)) {
      const keys = PART_LABEL_KEYS[field as keyof typeof PART_LABEL_KEYS]
      expect(keys.map((key) => english[key])).toEqual(labels)
    }
    for (const [answer, words] of Object.entries(LIKERT_ANSWERS)) {
      expect(english[LIKERT_KEYS[answer as keyof typeof LIKERT_KEYS]]).toBe(words)
    }
    render(<FormBlock definition={CONTACT} client={forms(ok({ success: true }))} />)
    for (const label of [
      "First Name",
      "Address 1",
      "ZIP Code",
      "Area code",
      "Month",
      "AM/PM",
      "Select an option",
    ]) {
      expect(screen.getAllByText(label)).not.toHaveLength(0)
    }
    expect(screen.getAllByText("Strongly Agree")).toHaveLength(2)
  })

  it("SITE-009 on a French page the parts of name, address, phone, date and time, the likert answers and the select's prompt are French; the merchant's titles stay as written", () => {
    render(<FormBlock definition={CONTACT} client={forms(ok({ success: true }))} texts={french} />)
    for (const label of [
      "Prénom",
      "Nom",
      "Adresse 1",
      "Code postal",
      "Indicatif régional",
      "Mois",
      "Heure",
    ]) {
      expect(screen.getAllByText(label)).not.toHaveLength(0)
    }
    expect(screen.getAllByText("Tout à fait d'accord")).toHaveLength(2)
    expect(screen.getByRole("option", { name: "Choisissez une option" })).toBeTruthy()
    for (const english of [
      "First Name",
      "Address 1",
      "ZIP Code",
      "Month",
      "Strongly Agree",
      "Select an option",
    ]) {
      expect(screen.queryByText(english)).toBeNull()
    }
    expect(screen.getByText("How did we do?")).toBeTruthy()
  })
})
