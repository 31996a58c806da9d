import { act, screen, waitFor } from "@testing-library/react"
import { NEWSLETTER_FORM } from "@vitrine/core/form"
import { describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { fakeForms } from "../../../test/fake-forms.ts"
import { LOAD_FAILURES } from "../../../test/load-failures.ts"
import { renderWith } from "../../../test/render.tsx"
import { type FormClient, FormClientProvider } from "../../api/forms.tsx"
import { NewsletterFooter } from "./NewsletterFooter.tsx"
import { NEWSLETTER_TEXT } from "./newsletter-section.tsx"

/** The footer over a form client whose `getForm` answers as the test says. */
const openFooter = (getForm: FormClient["getForm"]) => {
  const forms = fakeForms({ getForm })
  return renderWith(
    <FormClientProvider client={forms}>
      <NewsletterFooter />
    </FormClientProvider>,
    fakeClient(),
  )
}

const { "not found": _, ...failures } = LOAD_FAILURES

describe("the footer's newsletter form when its definition does not load", () => {
  it.each(Object.entries(failures))(
    "(%s) keeps the heading with one short line and a button that loads the form",
    async (name, { error }) => {
      const getForm = vi
        .fn<FormClient["getForm"]>()
        .mockResolvedValueOnce(failed(error))
        .mockResolvedValue({ ok: true, value: { form: NEWSLETTER_FORM } })
      const { user } = openFooter(getForm)
      const text = name === "offline" ? NEWSLETTER_TEXT.network : NEWSLETTER_TEXT.failed
      const line = await screen.findByRole("status")
      expect(line.textContent).toBe(`${text.message} ${text.retry}`)
      expect(screen.getByRole("heading", { name: NEWSLETTER_TEXT.title })).toBeTruthy()
      // Neither the server's message nor a page's screen: the footer is not the page.
      expect(screen.queryByRole("alert")).toBeNull()
      await user.click(screen.getByRole("button", { name: text.retry }))
      expect(await screen.findByRole("button", { name: NEWSLETTER_TEXT.submit })).toBeTruthy()
      expect(screen.queryByRole("status")).toBeNull()
      expect(getForm).toHaveBeenCalledTimes(2)
    },
  )

  it("UI-018 a server error reads 'Unable to load. Try again.' with Retry", async () => {
    openFooter(vi.fn(async () => failed(LOAD_FAILURES["server error"].error)))
    expect((await screen.findByRole("status")).textContent).toBe("Unable to load. Try again. Retry")
  })

  it("UI-016 no answer reads 'Unable to connect. Please try again' with Try again", async () => {
    openFooter(vi.fn(async () => failed(LOAD_FAILURES.offline.error)))
    expect((await screen.findByRole("status")).textContent).toBe(
      "Unable to connect. Please try again Try again",
    )
  })

  it("a store without a newsletter form (404) shows nothing in the footer", async () => {
    const getForm = vi.fn(async () => failed(LOAD_FAILURES["not found"].error))
    const { container } = openFooter(getForm)
    await waitFor(() => expect(getForm).toHaveBeenCalled())
    // Its answer settled (and rendered) before the footer is read.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(container.textContent).toBe("")
  })

  it("a definition that loads shows the form under its heading", async () => {
    openFooter(vi.fn(async () => ({ ok: true as const, value: { form: NEWSLETTER_FORM } })))
    expect(await screen.findByRole("button", { name: NEWSLETTER_TEXT.submit })).toBeTruthy()
    expect(screen.getByRole("heading", { name: NEWSLETTER_TEXT.title })).toBeTruthy()
  })
})
