import { screen } from "@testing-library/react"
import { NEWSLETTER_FORM } from "@vitrine/core/form"
import { describe, expect, it, vi } from "vitest"
import { fakeClient } from "../../../react/test/fake-client.ts"
import { fakeForms } from "../../test/fake-forms.ts"
import { renderWith } from "../../test/render.tsx"
import { FormClientProvider } from "../api/forms.tsx"
import { NEWSLETTER_TEXT } from "../features/forms/newsletter-section.tsx"
import { FooterNewsletter } from "./FooterNewsletter.tsx"

// The form's chunk: the first import fails as a chunk that did not arrive, the next ones load it.
const chunk = vi.hoisted(() => ({ imports: 0 }))
vi.mock("../features/forms/NewsletterFooter.tsx", async (importOriginal) => {
  chunk.imports++
  if (chunk.imports === 1) throw new TypeError("Failed to fetch dynamically imported module")
  return importOriginal()
})

describe("the footer's newsletter whose chunk does not arrive", () => {
  it("UI-016 says so under its heading, and Try again loads the chunk and the form, the page left standing", async () => {
    const forms = fakeForms({
      getForm: vi.fn(async () => ({ ok: true as const, value: { form: NEWSLETTER_FORM } })),
    })
    const { user } = renderWith(
      <FormClientProvider client={forms}>
        <main>The page</main>
        <footer>
          <FooterNewsletter />
        </footer>
      </FormClientProvider>,
      fakeClient(),
    )
    const line = await screen.findByRole("status", {}, { timeout: 5000 })
    expect(line.textContent).toBe(`${NEWSLETTER_TEXT.network.message} ${NEWSLETTER_TEXT.network.retry}`)
    expect(screen.getByRole("heading", { name: NEWSLETTER_TEXT.title })).toBeTruthy()
    expect(screen.getByText("The page")).toBeTruthy()
    await user.click(screen.getByRole("button", { name: NEWSLETTER_TEXT.network.retry }))
    expect(
      await screen.findByRole("button", { name: NEWSLETTER_TEXT.submit }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(screen.queryByRole("status")).toBeNull()
  })
})
