import type { FormDefinition, FormSubmission } from "@vitrine/core/form"
import { API_PATHS, pathOf } from "../contract/wire.ts"
import { type ApiResult, clientConfig, type StoreClientOptions, send } from "./request.ts"

/**
 * A website form submission as the form block sends it (FORMSUBMIT-002): the key, the form's id, its
 * values as JSON text, the captcha token (null when none could be had), the page it was sent from,
 * and the honeypot's content.
 *
 * @example
 * const payload: SubmitFormPayload = { key, formId: "contact", form: JSON.stringify(values), captchaKey: null }
 */
export interface SubmitFormPayload {
  readonly key: string
  readonly formId: string
  readonly form: string
  readonly captchaKey?: string | null
  readonly pageId?: string
  readonly pagePath?: string
  readonly pageTitle?: string
  readonly homepage?: string
}

/** A page of a form's submissions, with the form to lay them out and where the next page starts. */
export interface SubmissionsPage {
  readonly form: FormDefinition
  readonly submissions: readonly FormSubmission[]
  readonly next: string | null
}

/**
 * The form calls: a form's definition, a submission key, the submission, and the merchant's forms and
 * submissions. Like the store client, every call answers `{ ok, value }` or `{ ok: false, error }`.
 *
 * @example
 * const forms: FormClient = createFormClient()
 */
export interface FormClient {
  readonly getForm: (formId: string) => Promise<ApiResult<{ form: FormDefinition }>>
  readonly formSubmissionKey: () => Promise<ApiResult<{ data: { key: string } }>>
  /** Sends a submission; `checkInbox` when the visitor is to look for a confirmation e-mail (double opt-in). */
  readonly submitForm: (
    payload: SubmitFormPayload,
  ) => Promise<ApiResult<{ success: true; checkInbox?: true }>>
  readonly listForms: () => Promise<ApiResult<{ forms: readonly FormDefinition[] }>>
  /**
   * Records that a visitor subscribed through a newsletter form (FORMSUBMIT-007): the event
   * `newsletter-subscribe` with the form's id, through the analytics events endpoint (API-022, with
   * the crumb). True when the store took it (200 or 202); never throws, since a lost event must not
   * spoil a successful sign-up.
   */
  readonly recordNewsletterSubscribe: (formId: string) => Promise<boolean>
  /** Creates or replaces a form definition (merchant, `forms.manage`). */
  readonly saveForm: (definition: FormDefinition) => Promise<ApiResult<{ form: FormDefinition }>>
  readonly listSubmissions: (
    formId: string,
    query?: { readonly search?: string; readonly after?: string | null; readonly limit?: number },
  ) => Promise<ApiResult<SubmissionsPage>>
}

/** The analytics event a newsletter sign-up records (FORMSUBMIT-007; the spec names it "newsletter-subscribe"). */
export const NEWSLETTER_SUBSCRIBE_EVENT = "newsletter-subscribe"

// The own-origin analytics events endpoint (API-022), as core's visitor endpoints name it.
const NEWSLETTER_EVENT_PATH = "/api/events/RecordEvent"

/**
 * The path of a form's CSV export (a download link, not a fetch), searched when `search` is not blank.
 *
 * @example
 * submissionsCsvPath("contact", "ada") // "/api/admin/forms/contact/submissions.csv?search=ada"
 */
export const submissionsCsvPath = (formId: string, search = ""): string =>
  `${pathOf(API_PATHS.merchantSubmissionsCsv, { formId })}${search.trim() === "" ? "" : `?search=${encodeURIComponent(search.trim())}`}`

/**
 * The path the captcha widget fetches its challenge from, for an action.
 *
 * @example
 * captchaChallengePath("FORM_BLOCK_SUBMISSION") // "/api/captcha/challenge?action=FORM_BLOCK_SUBMISSION"
 */
export const captchaChallengePath = (action: string): string =>
  `${API_PATHS.captchaChallenge}?action=${encodeURIComponent(action)}`

/**
 * The form client over HTTP, same options as `createStoreClient`.
 *
 * @example
 * const forms = createFormClient()
 * const key = await forms.formSubmissionKey()
 */
export const createFormClient = (options: StoreClientOptions = {}): FormClient => {
  const config = clientConfig(options)
  return {
    getForm: (formId) =>
      send(config, {
        endpoint: "getForm",
        method: "GET",
        path: API_PATHS.formSchema,
        query: { type: formId },
      }),
    formSubmissionKey: () =>
      send(config, { endpoint: "formSubmissionKey", method: "POST", path: API_PATHS.formSubmissionKey }),
    submitForm: (payload) =>
      send(config, { endpoint: "submitForm", method: "POST", path: API_PATHS.formSubmission, body: payload }),
    listForms: () => send(config, { endpoint: "listForms", method: "GET", path: API_PATHS.merchantForms }),
    recordNewsletterSubscribe: async (formId) => {
      const body = new URLSearchParams({
        crumb: config.crumb() ?? "",
        event: NEWSLETTER_SUBSCRIBE_EVENT,
        data: JSON.stringify({ formId }),
      })
      try {
        const response = await config.fetch(`${config.baseUrl}${NEWSLETTER_EVENT_PATH}`, {
          method: "POST",
          credentials: "include",
          body,
        })
        return response.status === 200 || response.status === 202
      } catch {
        return false
      }
    },
    saveForm: (definition) =>
      send(config, {
        endpoint: "saveForm",
        method: "PUT",
        path: pathOf(API_PATHS.merchantForm, { formId: definition.id }),
        body: definition,
      }),
    listSubmissions: (formId, query = {}) =>
      send(config, {
        endpoint: "listSubmissions",
        method: "GET",
        path: pathOf(API_PATHS.merchantSubmissions, { formId }),
        query: Object.fromEntries(
          Object.entries({ search: query.search, after: query.after, limit: query.limit })
            .filter(([, value]) => value !== undefined && value !== null && value !== "")
            .map(([name, value]) => [name, String(value)]),
        ),
      }),
  }
}
