import { Schema } from "effect"
import { HONEYPOT } from "../botcheck/honeypot.ts"
import { SITE_LIMITS } from "../site/limits.ts"
import type { SubmitFormInput } from "./program.ts"

const text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/**
 * Schema of the SaveFormSubmission payload (FORMSUBMIT-002): `key` (the submission key), `form` (the
 * values keyed by field id, as JSON text), an optional `captchaKey` (null when no token could be
 * had, CAPTCHA-003), and the page-event fields, decided here: `formId` (which form), `pageId`,
 * `pagePath` and `pageTitle` (where it was sent from; "" when absent). The honeypot travels beside
 * them as `homepage`, anything at all. Lengths are bounded: a path by the URL limit (CONST-010), the
 * values by 256 KB of JSON.
 *
 * @example
 * Schema.decodeUnknownSync(SubmitPayloadSchema)({ key, formId: "contact", form: '{"email":"ada@example.com"}' })
 */
export const SubmitPayloadSchema = Schema.Struct({
  key: text(100),
  formId: text(200),
  form: text(256 * 1024),
  captchaKey: Schema.optionalKey(Schema.NullOr(text(8192))),
  pageId: Schema.optionalKey(text(200)),
  pagePath: Schema.optionalKey(text(SITE_LIMITS.maxUrlLength)),
  pageTitle: Schema.optionalKey(text(500)),
  [HONEYPOT.name]: Schema.optionalKey(Schema.Unknown),
})

/**
 * A decoded SaveFormSubmission payload.
 *
 * @example
 * const payload: SubmitPayload = { key: "k", formId: "contact", form: "{}" }
 */
export type SubmitPayload = typeof SubmitPayloadSchema.Type

/**
 * The `submitForm` input of a decoded payload and what the server knows of the request: the website
 * it is for, the visitor's session id (the crumb), and the host name it was sent to.
 *
 * @example
 * submitForm(submitInput(payload, { websiteId: "site-1", sessionId: crumb, host: req.hostname }))
 */
export const submitInput = (
  payload: SubmitPayload,
  request: { readonly websiteId: string; readonly sessionId: string; readonly host: string },
): SubmitFormInput => ({
  ...request,
  formId: payload.formId,
  key: payload.key,
  form: payload.form,
  captchaKey: payload.captchaKey ?? null,
  honeypot: payload[HONEYPOT.name],
  page: {
    pageId: payload.pageId ?? "",
    pagePath: payload.pagePath ?? "",
    pageTitle: payload.pageTitle ?? "",
  },
})
