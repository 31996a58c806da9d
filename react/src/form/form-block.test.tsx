import { render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { ApiResult, FormClient } from "@vitrine/adapter-http/client"
import { HONEYPOT } from "@vitrine/core/botcheck"
import {
  CART_FORM_ERRORS,
  CONTACT_FORM,
  FIELD_MESSAGES,
  type FormDefinition,
  NEWSLETTER_FORM,
  SUBMIT_MESSAGES,
} from "@vitrine/core/form"
import { describe, expect, it, vi } from "vitest"
import { failed } from "../../test/fake-client.ts"
import { FormBlock } from "./FormBlock.tsx"

const ok = <T,>(value: T): ApiResult<T> => ({ ok: true, value })

/** A form client whose submission waits until the test lets it answer. */
type Answer = ApiResult<{ success: true; checkInbox?: true }>
const fakeForms = (answer: () => Answer = () => ok({ success: true as const })) => {
  let release: () => void = () => {}
  const client = {
    formSubmissionKey: vi.fn(async () => ok({ data: { key: "key-1" } })),
    submitForm: vi.fn(
      (_payload: Parameters<FormClient["submitForm"]>[0]) =>
        new Promise<Answer>((resolve) => {
          release = () => resolve(answer())
        }),
    ),
  }
  return { client, release: () => release() }
}

const SIGN_UP: FormDefinition = { ...NEWSLETTER_FORM, parsedDisclaimerMessage: "" }
const signUp = async (user: ReturnType<typeof userEvent.setup>, email = "ada@example.com") => {
  await user.type(screen.getByLabelText(/^Email Address/), email)
  await user.click(screen.getByRole("button", { name: "Sign Up" }))
}

describe("the form block", () => {
  it("FORMSUBMIT-003 FORMSUBMIT-004 locks with 'Submitting…' while sending, and unlocks after", async () => {
    const user = userEvent.setup()
    const forms = fakeForms(() => failed({ status: 500, message: "Please try again" }))
    render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" />)
    await signUp(user)
    const button = await screen.findByRole("button", { name: SUBMIT_MESSAGES.submitting })
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(screen.getByLabelText(/^Email Address/)).toHaveProperty("disabled", true)
    await user.click(button)
    expect(forms.client.formSubmissionKey).toHaveBeenCalledTimes(1)
    forms.release()
    await screen.findByRole("button", { name: "Sign Up" })
    expect(screen.getByLabelText(/^Email Address/)).toHaveProperty("disabled", false)
  })

  it("UTIL-010 success brings the answer into view with the short scroll, 30 px below the top, and focuses it", async () => {
    const user = userEvent.setup()
    const forms = fakeForms()
    vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(10_000)
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      top: 600,
      bottom: 900,
      left: 0,
      right: 0,
      width: 0,
      height: 300,
      x: 0,
      y: 600,
      toJSON: () => ({}),
    })
    const scrolls: number[] = []
    vi.spyOn(window, "scrollTo").mockImplementation(
      ((_x: number, y: number) => void scrolls.push(y)) as typeof window.scrollTo,
    )
    try {
      render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" />)
      await signUp(user)
      forms.release()
      const done = await screen.findByRole("status")
      await waitFor(() => expect(scrolls.at(-1)).toBe(570))
      expect(document.activeElement).toBe(done)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it("FORMSUBMIT-006 FORMSUBMIT-007 success hides the form and shows the submission text; a newsletter records its event", async () => {
    const user = userEvent.setup()
    const forms = fakeForms()
    const subscribed = vi.fn()
    render(
      <FormBlock
        definition={SIGN_UP}
        client={forms.client}
        submitLabel="Sign Up"
        onNewsletterSubscribe={subscribed}
      />,
    )
    await signUp(user)
    forms.release()
    const done = await screen.findByRole("status")
    expect(done.textContent).toBe("Thank you for signing up!")
    expect(screen.queryByRole("form")).toBeNull()
    // The event is recorded by an effect after the success renders.
    await waitFor(() => expect(subscribed).toHaveBeenCalledTimes(1))
    const payload = forms.client.submitForm.mock.calls[0]?.[0]
    expect(payload).toMatchObject({
      key: "key-1",
      formId: "newsletter",
      captchaKey: null,
      [HONEYPOT.name]: "",
    })
    expect(JSON.parse(payload?.form ?? "")).toEqual({ email: "ada@example.com" })
  })

  it("a sign-up whose answer says checkInbox (double opt-in) tells the visitor to check their inbox, under the thank-you text", async () => {
    const user = userEvent.setup()
    const forms = fakeForms(() => ok({ success: true as const, checkInbox: true as const }))
    render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" />)
    await signUp(user)
    forms.release()
    const done = await screen.findByRole("status")
    expect(done.textContent).toBe(`Thank you for signing up!${SUBMIT_MESSAGES.checkInbox}`)
    expect(done.querySelector(".vitrine-form-check-inbox")?.textContent).toBe(SUBMIT_MESSAGES.checkInbox)
    await waitFor(() => expect(document.activeElement).toBe(done))
  })

  it("FORMSUBMIT-005 success with a success URL goes there", async () => {
    const user = userEvent.setup()
    const forms = fakeForms()
    const redirect = vi.fn()
    render(
      <FormBlock
        definition={{ ...SIGN_UP, successRedirect: "/thanks" }}
        client={forms.client}
        submitLabel="Sign Up"
        onRedirect={redirect}
      />,
    )
    await signUp(user)
    forms.release()
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("/thanks"))
  })

  it("FORMSUBMIT-009 FORMSUBMIT-008 a 400 with errors shows each message on its field and unlocks", async () => {
    const user = userEvent.setup()
    const forms = fakeForms(() =>
      failed({ status: 400, message: SUBMIT_MESSAGES.invalid, fieldErrors: { email: "Taken, sorry." } }),
    )
    render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" />)
    await signUp(user)
    forms.release()
    expect(await screen.findByText("Taken, sorry.")).toBeTruthy()
    expect(screen.getByLabelText(/^Email Address/).getAttribute("aria-invalid")).toBe("true")
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeTruthy()
  })

  it.each([
    [401, SUBMIT_MESSAGES.unauthorized, "FORMSUBMIT-010"],
    [404, SUBMIT_MESSAGES.notConfigured, "FORMSUBMIT-011"],
    [429, SUBMIT_MESSAGES.rateLimited, "FORMSUBMIT-012"],
    [500, SUBMIT_MESSAGES.serverError, "FORMSUBMIT-013"],
    [403, SUBMIT_MESSAGES.processing, "FORMSUBMIT-014 FORMSUBMIT-015"],
  ])("status %i shows %s (%s)", async (status: number, message: string, _rules: string) => {
    const user = userEvent.setup()
    const forms = fakeForms(() =>
      failed({ status, message: status === 403 ? SUBMIT_MESSAGES.processing : "" }),
    )
    render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" />)
    await signUp(user)
    forms.release()
    expect(await screen.findByText(message)).toBeTruthy()
  })

  it("FORMSUBMIT-014 another status without a message reads 'Unknown error, please try again later.'", async () => {
    const user = userEvent.setup()
    const forms = fakeForms(() => failed({ status: 418, message: "" }))
    render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" />)
    await signUp(user)
    forms.release()
    expect(await screen.findByText(SUBMIT_MESSAGES.unknown)).toBeTruthy()
  })

  it("FORMSUBMIT-017 no submission key: 'Could not get a form submission key, please try again later.'", async () => {
    const user = userEvent.setup()
    const forms = fakeForms()
    forms.client.formSubmissionKey.mockResolvedValueOnce(failed({ status: 500, message: "" }) as never)
    render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" />)
    await signUp(user)
    expect(await screen.findByText(SUBMIT_MESSAGES.noKey)).toBeTruthy()
    expect(forms.client.submitForm).not.toHaveBeenCalled()
  })

  it("ERR-003 no answer at all reads 'Please check your internet connection'", async () => {
    const user = userEvent.setup()
    const forms = fakeForms(() => failed({ status: 0, message: "" }))
    render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" />)
    await signUp(user)
    forms.release()
    expect(await screen.findByText(CART_FORM_ERRORS.checkConnection)).toBeTruthy()
  })

  it("FORM-032 the browser checks with the form's Schema first: an invalid e-mail is never sent; a newsletter has no problem lines (FORMSUBMIT-020)", async () => {
    const user = userEvent.setup()
    const forms = fakeForms()
    render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" />)
    await signUp(user, "ada@")
    expect(await screen.findByText(FIELD_MESSAGES.email)).toBeTruthy()
    expect(forms.client.formSubmissionKey).not.toHaveBeenCalled()
    expect(screen.queryByText(SUBMIT_MESSAGES.problemAbove)).toBeNull()
  })

  it("FORM-025 with validation off, only the shapes are checked: an empty required field is sent", async () => {
    const user = userEvent.setup()
    const forms = fakeForms()
    render(<FormBlock definition={SIGN_UP} client={forms.client} submitLabel="Sign Up" validate={false} />)
    await user.click(screen.getByRole("button", { name: "Sign Up" }))
    await waitFor(() => expect(forms.client.submitForm).toHaveBeenCalledTimes(1))
  })

  it("FORM-011 a hidden field takes the URL parameter of its key, else its default", async () => {
    const user = userEvent.setup()
    const forms = fakeForms()
    const definition: FormDefinition = {
      ...SIGN_UP,
      fields: [
        ...SIGN_UP.fields,
        { type: "hidden", id: "source", title: "Source", key: "utm_source", value: "site" },
      ],
    }
    render(
      <FormBlock
        definition={definition}
        client={forms.client}
        submitLabel="Sign Up"
        query={{ utm_source: "mail" }}
      />,
    )
    await signUp(user)
    await waitFor(() => expect(forms.client.submitForm).toHaveBeenCalledTimes(1))
    expect(JSON.parse(forms.client.submitForm.mock.calls[0]?.[0].form ?? "")).toMatchObject({
      source: "mail",
    })
  })

  it("FORMSUBMIT-016 a form with a captcha not done says 'Complete CAPTCHA before submitting.' and sends nothing", async () => {
    const user = userEvent.setup()
    const forms = fakeForms()
    const definition: FormDefinition = { ...SIGN_UP, kind: "form", captchaEnabled: true }
    render(<FormBlock definition={definition} client={forms.client} submitLabel="Sign Up" />)
    await signUp(user)
    expect(await screen.findByText(SUBMIT_MESSAGES.captchaIncomplete)).toBeTruthy()
    expect(forms.client.formSubmissionKey).not.toHaveBeenCalled()
  })

  it("FORMSUBMIT-020 FORMSUBMIT-021 a failed contact form has the problem lines above and below, errors above each title (FORM-033)", async () => {
    const user = userEvent.setup()
    const forms = fakeForms()
    render(<FormBlock definition={{ ...CONTACT_FORM, captchaEnabled: false }} client={forms.client} />)
    await user.click(screen.getByRole("button", { name: "Submit" }))
    expect((await screen.findAllByText(FIELD_MESSAGES.required)).length).toBeGreaterThan(0)
    expect(screen.getByText(SUBMIT_MESSAGES.problemAbove)).toBeTruthy()
    expect(screen.getByText(SUBMIT_MESSAGES.problemBelow)).toBeTruthy()
    const name = screen.getByRole("group", { name: /^Name/ })
    const tags = [...name.children].map((child) => child.tagName.toLowerCase())
    expect(tags.indexOf("p")).toBeLessThan(tags.indexOf("legend"))
    expect(forms.client.formSubmissionKey).not.toHaveBeenCalled()
  })
})
