import { render, screen, within } from "@testing-library/react"
import { CONTACT_FORM } from "@vitrine/core/form"
import { describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { userSession } from "../../../../react/test/render.tsx"
import { FAKE_ADMIN, fakeAccounts } from "../../../test/fake-accounts.ts"
import { fakeForms } from "../../../test/fake-forms.ts"
import { LOAD_FAILURES } from "../../../test/load-failures.ts"
import "../../../test/render.tsx"
import { type FormClient, FormClientProvider } from "../../api/forms.tsx"
import { Store } from "../../app/Store.tsx"
import { ADMIN_PATH, submissionsPath } from "../../router/routes.ts"

// The admin's forms pages are a chunk of their own (React.lazy): loaded here once, so a test's page
// renders within the wait of its first query rather than behind a cold import.
await import("./SubmissionsPage.tsx")

const { "not found": notFound, "server error": serverError, ...otherFailures } = LOAD_FAILURES

const ANSWERED = {
  id: "s1",
  formId: CONTACT_FORM.id,
  submittedAt: Date.parse("2026-11-20T10:00:00Z"),
  answers: [{ fieldId: "name", title: "Name", type: "name", text: "Ada Lovelace" }],
  page: { pageId: "contact", pagePath: "/contact", pageTitle: "Contact us" },
} as const

/** The merchant, signed in with `submissions.read`, opens the contact form's submissions. */
const openSubmissions = (listSubmissions: FormClient["listSubmissions"]) => {
  // The store's other form calls: no newsletter form (the footer then shows none), nothing else used.
  const forms = fakeForms({ listSubmissions })
  window.history.replaceState(null, "", submissionsPath(CONTACT_FORM.id))
  const staff = { ...FAKE_ADMIN, permissions: [...FAKE_ADMIN.permissions, "submissions.read"] }
  const user = userSession()
  render(
    <FormClientProvider client={forms}>
      <Store client={fakeClient()} accounts={fakeAccounts({ staff })} />
    </FormClientProvider>,
  )
  return user
}

/** The submissions page whose first list fails with `error`; the next lists load. */
const openSubmissionsFailingOnce = (error: (typeof LOAD_FAILURES)[keyof typeof LOAD_FAILURES]["error"]) => {
  const listSubmissions = vi.fn<FormClient["listSubmissions"]>()
  listSubmissions.mockResolvedValueOnce(failed(error))
  listSubmissions.mockResolvedValue({
    ok: true,
    value: { form: CONTACT_FORM, submissions: [ANSWERED], next: null },
  })
  return { user: openSubmissions(listSubmissions), listSubmissions }
}

describe("a form's submissions that do not load (merchant)", () => {
  it.each(
    Object.entries({
      ...otherFailures,
      "server error": { ...serverError, shown: "Unable to load resultsRetry" },
    }),
  )(
    "(%s) say how they failed, and the button loads them without a page reload",
    async (_, { error, shown, retry }) => {
      const { user, listSubmissions } = openSubmissionsFailingOnce(error)
      expect((await screen.findByRole("alert")).textContent).toBe(shown)
      await user.click(screen.getByRole("button", { name: retry }))
      expect(await screen.findByText("Ada Lovelace")).toBeTruthy()
      expect(screen.queryByRole("alert")).toBeNull()
      expect(listSubmissions).toHaveBeenCalledTimes(2)
    },
  )

  it("UI-017 a server error says 'Unable to load results' with Retry", async () => {
    openSubmissionsFailingOnce(serverError.error)
    expect((await screen.findByRole("alert")).textContent).toBe("Unable to load resultsRetry")
  })

  it("an expired session links to the staff sign-in", async () => {
    openSubmissionsFailingOnce(LOAD_FAILURES["session expired"].error)
    const screenShown = await screen.findByRole("alert")
    expect(within(screenShown).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(ADMIN_PATH)
  })

  it("a form that does not exist (404) says it has not been configured", async () => {
    openSubmissionsFailingOnce(notFound.error)
    expect(await screen.findByText("This form has not been configured yet.")).toBeTruthy()
  })

  it("a next page that fails keeps the rows shown, and its button loads the page", async () => {
    const listSubmissions = vi
      .fn<FormClient["listSubmissions"]>()
      .mockResolvedValueOnce({ ok: true, value: { form: CONTACT_FORM, submissions: [ANSWERED], next: "s1" } })
      .mockResolvedValueOnce(failed(LOAD_FAILURES["unavailable, no Retry-After"].error))
      .mockResolvedValue({
        ok: true,
        value: {
          form: CONTACT_FORM,
          submissions: [
            { ...ANSWERED, id: "s0", answers: [{ ...ANSWERED.answers[0], text: "Grace Hopper" }] },
          ],
          next: null,
        },
      })
    const user = openSubmissions(listSubmissions)
    await user.click(await screen.findByRole("button", { name: "Load more" }))
    expect((await screen.findByRole("alert")).textContent).toBe(
      LOAD_FAILURES["unavailable, no Retry-After"].shown,
    )
    expect(screen.getByText("Ada Lovelace")).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText("Grace Hopper")).toBeTruthy()
    expect(screen.getByText("Ada Lovelace")).toBeTruthy()
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
