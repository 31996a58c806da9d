import { Clock, Effect, Option } from "effect"
import { honeypotFilled } from "../botcheck/honeypot.ts"
import { BotCheck } from "../botcheck/port.ts"
import { followUpSubmission } from "../site/list-subscribers-program.ts"
import { Transaction } from "../transaction/port.ts"
import type { FormDefinition } from "./definition.ts"
import { submissionAnswers } from "./display.ts"
import {
  FormFieldsInvalid,
  FormFieldsUnparsable,
  FormIdTaken,
  FormNotFound,
  SubmissionDiscarded,
  SubmissionKeyRefused,
} from "./errors.ts"
import { botCheckActionFor, needsCaptcha } from "./kind.ts"
import { FormRepository } from "./port.ts"
import { checkFormValues, type FormSchemaOptions } from "./schema.ts"
import type { FormSubmission, SubmissionPage } from "./submission.ts"

/**
 * How long a submission key stays valid: 10 minutes. The browser asks for a key as the visitor
 * presses submit (FormSubmissionKey, then SaveFormSubmission), so a key normally lives for seconds;
 * the margin covers a slow captcha and a slow network, and expired keys are swept as new ones are issued.
 */
export const SUBMISSION_KEY_LIFETIME_MS = 10 * 60_000

/**
 * A fresh single-use submission key tied to the visitor's session, valid for 10 minutes.
 *
 * @example
 * issueSubmissionKey("crumb-value") // Effect<string, never, FormRepository>
 */
export const issueSubmissionKey = Effect.fn("issueSubmissionKey")(function* (sessionId: string) {
  const forms = yield* FormRepository
  const now = yield* Clock.currentTimeMillis
  return yield* forms.issueKey(sessionId, { now, expiresAt: now + SUBMISSION_KEY_LIFETIME_MS })
})

/**
 * The definition of a website's form; `FormNotFound` when there is no such form or it is another
 * website's (FORMSUBMIT-011).
 *
 * @example
 * websiteForm("site-1", "contact") // Effect<FormDefinition, FormNotFound, FormRepository>
 */
export const websiteForm = Effect.fnUntraced(function* (websiteId: string, formId: string) {
  const forms = yield* FormRepository
  const found = yield* forms.findDefinition(formId)
  if (Option.isNone(found) || found.value.websiteId !== websiteId) return yield* new FormNotFound({ formId })
  return found.value.definition
})

/**
 * Checks a form's values as the server does (FORM-032): every field, errors keyed by field id.
 * Resolves to the decoded values; fails with `FormNotFound` for a form that is not this website's.
 *
 * @example
 * validateForm("site-1", "contact", { email: "ada@" }) // fails FormFieldsInvalid({ errors: { email: "Email is not valid. …" } })
 */
export const validateForm = Effect.fn("validateForm")(function* (
  websiteId: string,
  formId: string,
  values: unknown,
  options: FormSchemaOptions = {},
) {
  const definition = yield* websiteForm(websiteId, formId)
  const checked = checkFormValues(definition, values, options)
  if (!checked.ok) return yield* new FormFieldsInvalid({ errors: checked.errors })
  return checked.values
})

/**
 * A website form submission as it arrives (FORMSUBMIT-002): the key, the values as JSON text, the
 * captcha token (null when none could be had, CAPTCHA-003), the honeypot's content, the page it came
 * from; and from the request itself, the website, the visitor's session id and the host name.
 *
 * @example
 * const input: SubmitFormInput = { websiteId: "site-1", formId: "contact", key, form: '{"email":"ada@example.com"}', captchaKey: null, honeypot: "", page, sessionId, host: "shop.example.com" }
 */
export interface SubmitFormInput {
  readonly websiteId: string
  readonly formId: string
  readonly key: string
  readonly form: string
  readonly captchaKey: string | null
  readonly honeypot: unknown
  readonly page: SubmissionPage
  readonly sessionId: string
  readonly host: string
}

const parseObject = (formId: string, text: string): Effect.Effect<object, FormFieldsUnparsable> =>
  Effect.try({
    try: () => JSON.parse(text) as unknown,
    catch: () => new FormFieldsUnparsable({ formId }),
  }).pipe(
    Effect.filterOrFail(
      (value): value is object => typeof value === "object" && value !== null && !Array.isArray(value),
      () => new FormFieldsUnparsable({ formId }),
    ),
  )

/**
 * A stored submission and whether the visitor is to be told to check their inbox for a
 * confirmation e-mail (`FollowUp.checkInbox`: the site's list uses double opt-in).
 *
 * @example
 * const submitted: SubmittedForm = { submission, checkInbox: true }
 */
export interface SubmittedForm {
  readonly submission: FormSubmission
  readonly checkInbox: boolean
}

/**
 * Takes a website form or newsletter submission: a filled honeypot discards it; the form must be this
 * website's form block or newsletter (`FormNotFound`); the values must parse (`FormFieldsUnparsable`)
 * and pass the form's Schema (`FormFieldsInvalid`, nothing spent); the key must be this session's,
 * unspent and unexpired, and is spent (`SubmissionKeyRefused`); a form with a captcha needs a token
 * for its action and this host, spent too (`BotCheckFailed`). Then the answers are stored as text
 * and, on a site with a mailing-list connection, the submission is followed up
 * (`followUpSubmission`: the notification e-mails queued, the e-mail answer joining the list).
 * Spending the key, spending the token, storing the answers and the follow-up are one `Transaction`: a submission
 * refused at any step spends nothing (the visitor may retry with the same key), and a stored one has
 * spent both. Answers the submission and whether to tell the visitor to check their inbox.
 *
 * @example
 * submitForm(input) // Effect<SubmittedForm, FormNotFound | … | BotCheckFailed, FormRepository | BotCheck | Transaction | SiteConnectionsRepository | ListSubscribers | Outbox>
 */
export const submitForm = Effect.fn("submitForm")(function* (input: SubmitFormInput) {
  if (honeypotFilled(input.honeypot)) return yield* new SubmissionDiscarded({ formId: input.formId })
  const definition: FormDefinition = yield* websiteForm(input.websiteId, input.formId)
  const action = botCheckActionFor(definition.kind)
  if (action === null) return yield* new FormNotFound({ formId: input.formId })
  const checked = checkFormValues(definition, yield* parseObject(input.formId, input.form))
  if (!checked.ok) return yield* new FormFieldsInvalid({ errors: checked.errors })
  const forms = yield* FormRepository
  const transaction = yield* Transaction
  const now = yield* Clock.currentTimeMillis
  const store = Effect.gen(function* () {
    if (!(yield* forms.spendKey(input.key, input.sessionId, now)))
      return yield* new SubmissionKeyRefused({ formId: input.formId })
    if (needsCaptcha(definition)) {
      const botCheck = yield* BotCheck
      yield* botCheck.verify(input.captchaKey, { action, host: input.host })
    }
    const submission = yield* forms.saveSubmission({
      formId: definition.id,
      submittedAt: now,
      answers: submissionAnswers(definition, checked.values),
      page: input.page,
    })
    const followUp = yield* followUpSubmission(input.websiteId, definition.name, submission)
    return { submission, checkInbox: followUp.checkInbox } satisfies SubmittedForm
  })
  return yield* transaction.run(store)
})

/**
 * Creates or replaces a website's form definition; `FormIdTaken` when the id is another website's form.
 *
 * @example
 * saveForm("site-1", CONTACT_FORM)
 */
export const saveForm = Effect.fn("saveForm")(function* (websiteId: string, definition: FormDefinition) {
  const forms = yield* FormRepository
  if (!(yield* forms.saveDefinition(websiteId, definition)))
    return yield* new FormIdTaken({ formId: definition.id })
  return definition
})
