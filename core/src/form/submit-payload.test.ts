import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { FormFieldsInvalid, FormFieldsUnparsable, SubmissionKeyRefused } from "./errors.ts"
import { SubmitPayloadSchema, submitInput } from "./submit-payload.ts"

const request = { websiteId: "site-1", sessionId: "crumb", host: "shop.example.com" }
const decode = Schema.decodeUnknownResult(SubmitPayloadSchema)

describe("the SaveFormSubmission payload", () => {
  it("FORMSUBMIT-002 it carries the key, the values as JSON text keyed by field id, an optional captcha key and the page-event fields", () => {
    const payload = Schema.decodeUnknownSync(SubmitPayloadSchema)({
      key: "k-1",
      formId: "contact",
      form: '{"email":"ada@example.com"}',
      captchaKey: "token",
      pageId: "p1",
      pagePath: "/contact",
      pageTitle: "Contact us",
    })
    expect(submitInput(payload, request)).toEqual({
      ...request,
      formId: "contact",
      key: "k-1",
      form: '{"email":"ada@example.com"}',
      captchaKey: "token",
      honeypot: undefined,
      page: { pageId: "p1", pagePath: "/contact", pageTitle: "Contact us" },
    })
    const bare = Schema.decodeUnknownSync(SubmitPayloadSchema)({ key: "k", formId: "f", form: "{}" })
    expect(submitInput(bare, request)).toMatchObject({
      captchaKey: null,
      page: { pageId: "", pagePath: "", pageTitle: "" },
    })
  })

  it("the honeypot rides beside the values, never among them", () => {
    const payload = Schema.decodeUnknownSync(SubmitPayloadSchema)({
      key: "k",
      formId: "f",
      form: "{}",
      homepage: "http://spam",
    })
    expect(submitInput(payload, request).honeypot).toBe("http://spam")
  })

  it("any body is decoded or refused, never thrown", () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(["Success", "Failure"]).toContain(decode(body)._tag)
      }),
    )
    expect(decode({ key: "k", formId: "f", form: "x".repeat(256 * 1024 + 1) })._tag).toBe("Failure")
  })

  it("FORMSUBMIT-015 a refused submission key reads 'Error processing form submission. Please reload and try again.'", () => {
    expect(new SubmissionKeyRefused({ formId: "contact" }).message).toBe(
      "Error processing form submission. Please reload and try again.",
    )
  })

  it("FORMSUBMIT-018 unparsable fields read 'Could not parse the form fields, please check your entries.'", () => {
    expect(new FormFieldsUnparsable({ formId: "contact" }).message).toBe(
      "Could not parse the form fields, please check your entries.",
    )
  })

  it("FORMSUBMIT-019 fields that fail the Schema read 'One or more fields is invalid, please check your entries.'", () => {
    expect(new FormFieldsInvalid({ errors: { email: "Required" } }).message).toBe(
      "One or more fields is invalid, please check your entries.",
    )
  })
})
