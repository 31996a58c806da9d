import { vi } from "vitest"
import { failed } from "../../react/test/fake-client.ts"
import type { FormClient } from "../src/api/forms.tsx"

/**
 * A form client for tests: the calls a test gives answer as it says; every other one answers 404
 * (no such form: the footer then shows no sign-up), and a newsletter sign-up records nothing.
 *
 * @example
 * const forms = fakeForms({ getForm: vi.fn(async () => ({ ok: true, value: { form: NEWSLETTER_FORM } })) })
 */
export const fakeForms = (calls: Partial<FormClient> = {}): FormClient => {
  const none = vi.fn(async () => failed({ status: 404, message: "Not found." }))
  return {
    getForm: none,
    formSubmissionKey: none,
    submitForm: none,
    listForms: none,
    recordNewsletterSubscribe: vi.fn(async () => false),
    saveForm: none,
    listSubmissions: none,
    ...calls,
  }
}
