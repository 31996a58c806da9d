import { solveForTest } from "@vitrine/adapter-captcha"
import { API_PATHS, pathOf } from "@vitrine/adapter-http/contract"
import { HONEYPOT } from "@vitrine/core/botcheck"
import { CONTACT_FORM, FIELD_MESSAGES, SUBMIT_MESSAGES } from "@vitrine/core/form"
import { expect, it } from "vitest"
import { type Answer, Visitor } from "./visitor.ts"

/** The contact form's values a visitor fills in: every required field, and markup in the message. */
export const CONTACT_VALUES = {
  name: ["Ada", "Lovelace"],
  email: "ada@example.com",
  subject: "A question",
  message: "<b>Hello</b> =1+1",
  survey: { "The store was easy to use": "2", "Delivery was fast": "1" },
}

const submissions = (formId: string, query = "") =>
  `${pathOf(API_PATHS.merchantSubmissions, { formId })}${query}`

/** A visitor's submission as the form block sends it: key, then captcha, then the payload. */
export class FormVisitor extends Visitor {
  async key(): Promise<string> {
    const answer = await this.send("POST", API_PATHS.formSubmissionKey)
    expect(answer.status).toBe(200)
    return answer.body.data.key
  }

  async captcha(action = "FORM_BLOCK_SUBMISSION"): Promise<string> {
    const challenge = await this.get(`${API_PATHS.captchaChallenge}?action=${action}`)
    expect(challenge.status).toBe(200)
    return solveForTest(challenge.body)
  }

  submit(payload: Record<string, unknown>): Promise<Answer> {
    return this.send("POST", API_PATHS.formSubmission, payload)
  }

  async submitContact(values: object, extra: Record<string, unknown> = {}): Promise<Answer> {
    return this.submit({
      key: await this.key(),
      formId: "contact",
      form: JSON.stringify(values),
      captchaKey: await this.captcha(),
      pagePath: "/contact",
      ...extra,
    })
  }
}

/**
 * The form endpoints over HTTP on the real server: the schema (API-006), validation (API-007), the
 * submission key (API-008) and the submission (API-009) with the self-hosted captcha verified for its
 * action, once; refusals with the spec's messages; the merchant's submissions and CSV. The server
 * must be started with a cheap proof of work; `staffMember` is who the merchant reads sign in as.
 *
 * @example
 * describe("forms", () => formsApi(url))
 */
export const formsApi = (
  url: () => string,
  staffMember: () => { readonly email: string; readonly password: string },
) => {
  const arrive = () => new FormVisitor(url()).arrive()
  // The submissions, the forms list and the CSV are merchant routes: read by a signed-in staff member.
  const merchant = () => new FormVisitor(url()).signInAsStaff(staffMember())

  it("API-006 GET GetTemplateSchema?type= answers the form block's definition", async () => {
    const visitor = await arrive()
    const answer = await visitor.get(`${API_PATHS.formSchema}?type=contact`)
    expect(answer.status).toBe(200)
    expect(answer.body.form).toEqual(CONTACT_FORM)
  })

  it("FORMSUBMIT-011 a form that is not configured answers 404 'This form has not been configured yet.'", async () => {
    const visitor = await arrive()
    const schema = await visitor.get(`${API_PATHS.formSchema}?type=no-such-form`)
    expect(schema).toMatchObject({ status: 404, body: { message: SUBMIT_MESSAGES.notConfigured } })
    const sent = await visitor.submit({ key: await visitor.key(), formId: "no-such-form", form: "{}" })
    expect(sent).toMatchObject({ status: 404, body: { message: SUBMIT_MESSAGES.notConfigured } })
  })

  it("API-007 FORM-032 validate answers errors keyed by field id, and 200 for good values", async () => {
    const visitor = await arrive()
    const bad = await visitor.send("POST", pathOf(API_PATHS.formValidate, { formId: "contact" }), {
      email: "ada@",
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({
      email: FIELD_MESSAGES.email,
      name: FIELD_MESSAGES.required,
      survey: FIELD_MESSAGES.likertMissing,
    })
    const good = await visitor.send(
      "POST",
      pathOf(API_PATHS.formValidate, { formId: "contact" }),
      CONTACT_VALUES,
    )
    expect(good).toMatchObject({ status: 200, body: { valid: true } })
  })

  it("API-008 API-009 a submission with a key and a solved captcha is stored, and the merchant sees it", async () => {
    const visitor = await arrive()
    const staff = await merchant()
    const marker = `marker-${Date.now()}`
    const sent = await visitor.submitContact({ ...CONTACT_VALUES, subject: marker })
    expect(sent).toMatchObject({ status: 200, body: { success: true } })
    const list = await staff.get(submissions("contact", `?search=${marker}`))
    expect(list.status).toBe(200)
    expect(list.body.submissions).toHaveLength(1)
    const answers = Object.fromEntries(
      list.body.submissions[0].answers.map((answer: { fieldId: string; text: string }) => [
        answer.fieldId,
        answer.text,
      ]),
    )
    expect(answers).toMatchObject({ subject: marker, name: "Ada Lovelace", message: "<b>Hello</b> =1+1" })
    expect(list.body.submissions[0].page.pagePath).toBe("/contact")
  })

  it("the CSV export is UTF-8 with a BOM and CRLF, HTML kept as text and formula cells neutralised", async () => {
    const visitor = await arrive()
    const staff = await merchant()
    const marker = `csv-${Date.now()}`
    await visitor.submitContact({ ...CONTACT_VALUES, subject: marker, message: "=HYPERLINK(1)<i>x</i>" })
    const response = await staff.fetch(
      `${url()}${pathOf(API_PATHS.merchantSubmissionsCsv, { formId: "contact" })}?search=${marker}`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="contact-submissions.csv"')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const lines = text.split("\r\n")
    expect(lines[0]).toMatch(/^"Submitted","Page","Name","Email"/)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`"'=HYPERLINK(1)<i>x</i>"`)
    expect(lines[1]).toContain(`"${marker}"`)
  })

  it("FORMSUBMIT-009 FORMSUBMIT-019 invalid values answer 400 with a message per field id", async () => {
    const visitor = await arrive()
    const sent = await visitor.submitContact({ ...CONTACT_VALUES, email: "not-an-address" })
    expect(sent.status).toBe(400)
    expect(sent.body).toEqual({ message: SUBMIT_MESSAGES.invalid, errors: { email: FIELD_MESSAGES.email } })
  })

  it("FORMSUBMIT-018 a form that is not JSON text of an object answers 400 with its message", async () => {
    const visitor = await arrive()
    for (const form of ["{", "[]", "12"]) {
      const sent = await visitor.submitContact({}, { form })
      expect(sent).toMatchObject({ status: 400, body: { message: SUBMIT_MESSAGES.unparsable } })
    }
  })

  it("FORMSUBMIT-015 a submission key used twice is refused: 403 'Error processing form submission. …'", async () => {
    const visitor = await arrive()
    const key = await visitor.key()
    const first = await visitor.submitContact(CONTACT_VALUES, { key })
    expect(first.status).toBe(200)
    const again = await visitor.submitContact(CONTACT_VALUES, { key })
    expect(again).toEqual(
      expect.objectContaining({ status: 403, body: { message: SUBMIT_MESSAGES.processing } }),
    )
    // Another visitor's key is no key at all.
    const other = await arrive()
    const stolen = await other.submitContact(CONTACT_VALUES, { key: await visitor.key() })
    expect(stolen.status).toBe(403)
  })

  it("FORMSUBMIT-016 a form with a captcha refuses a submission without a token: 'Complete CAPTCHA before submitting.'", async () => {
    const visitor = await arrive()
    for (const captchaKey of [null, "", undefined]) {
      const sent = await visitor.submitContact(CONTACT_VALUES, { captchaKey })
      expect(sent).toMatchObject({ status: 403, body: { message: SUBMIT_MESSAGES.captchaIncomplete } })
    }
  })

  it("CAPTCHA-002 a token is refused when forged, made for another action, or replayed; a refused one spends no key", async () => {
    const visitor = await arrive()
    const key = await visitor.key()
    const forged = await visitor.submitContact(CONTACT_VALUES, { key, captchaKey: "eyJmb3JnZWQiOnRydWV9" })
    expect(forged).toMatchObject({ status: 403, body: { message: SUBMIT_MESSAGES.processing } })
    const otherAction = await visitor.captcha("NEWSLETTER_BLOCK_SUBMISSION")
    const wrong = await visitor.submitContact(CONTACT_VALUES, { key, captchaKey: otherAction })
    expect(wrong).toMatchObject({ status: 403, body: { message: SUBMIT_MESSAGES.processing } })
    // The refusals spent nothing: the same key goes through once the captcha is right.
    const token = await visitor.captcha()
    expect((await visitor.submitContact(CONTACT_VALUES, { key, captchaKey: token })).status).toBe(200)
    const replayed = await visitor.submitContact(CONTACT_VALUES, { captchaKey: token })
    expect(replayed).toMatchObject({ status: 403, body: { message: SUBMIT_MESSAGES.processing } })
  })

  it("a filled honeypot answers as a success and stores nothing", async () => {
    const visitor = await arrive()
    const staff = await merchant()
    const marker = `honeypot-${Date.now()}`
    const sent = await visitor.submitContact(
      { ...CONTACT_VALUES, subject: marker },
      { [HONEYPOT.name]: "http://spam.example" },
    )
    expect(sent).toMatchObject({ status: 200, body: { success: true } })
    const list = await staff.get(submissions("contact", `?search=${marker}`))
    expect(list.body.submissions).toEqual([])
  })

  it("the newsletter form takes an address without a captcha", async () => {
    const visitor = await arrive()
    const sent = await visitor.submit({
      key: await visitor.key(),
      formId: "newsletter",
      form: JSON.stringify({ email: "grace@example.com" }),
    })
    expect(sent).toMatchObject({ status: 200, body: { success: true } })
  })

  it("the merchant lists the forms and pages through submissions", async () => {
    const visitor = await arrive()
    const staff = await merchant()
    const forms = await staff.get(API_PATHS.merchantForms)
    expect(forms.body.forms.map((form: { id: string }) => form.id)).toEqual(
      expect.arrayContaining(["contact", "newsletter", "monogram"]),
    )
    const marker = `page-${Date.now()}`
    for (let n = 0; n < 3; n++) await visitor.submitContact({ ...CONTACT_VALUES, subject: `${marker} ${n}` })
    const first = await staff.get(submissions("contact", `?search=${marker}&limit=2`))
    expect(first.body.submissions).toHaveLength(2)
    expect(first.body.next).toEqual(expect.any(String))
    const second = await staff.get(
      submissions("contact", `?search=${marker}&limit=2&after=${first.body.next}`),
    )
    expect(second.body.submissions).toHaveLength(1)
    expect(second.body.next).toBeNull()
    const bad = await staff.get(submissions("contact", "?limit=0"))
    expect(bad.status).toBe(400)
    expect(bad.body.errors.limit).toEqual(expect.any(String))
  })
}

/**
 * The per-form and per-address limit: past it a submission answers 429 with FORMSUBMIT-012's text.
 * The server must be started with `submissionLimits.perAddress` = `limit`.
 *
 * @example
 * describe("limits", () => submissionLimitApi(url, 3))
 */
export const submissionLimitApi = (url: () => string, limit: number) => {
  it("FORMSUBMIT-012 past the limit a submission answers 429 'Unable to submit form. Submission rate limit exceeded. …'", async () => {
    const visitor = await new FormVisitor(url()).arrive()
    const send = async () =>
      visitor.submit({ key: await visitor.key(), formId: "newsletter", form: '{"email":"a@example.com"}' })
    for (let n = 0; n < limit; n++) expect((await send()).status).toBe(200)
    expect(await send()).toMatchObject({ status: 429, body: { message: SUBMIT_MESSAGES.rateLimited } })
  })
}
