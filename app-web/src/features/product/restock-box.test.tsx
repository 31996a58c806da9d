import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { mug, soldOutCap } from "../../../../react/test/products.ts"
import { renderWith } from "../../../test/render.tsx"
import { ProductPage } from "./ProductPage.tsx"
import { RESTOCK_BOX_TEXT } from "./RestockBox.tsx"

// The widget's script registers <altcha-widget> and solves in workers jsdom does not have: the tests
// load nothing and play the widget's "verified" event themselves.
vi.mock("altcha", () => ({}))

const open = async (client = fakeClient({ products: [mug, soldOutCap] }), slug = soldOutCap.urlSlug) => {
  const view = renderWith(<ProductPage slug={slug} />, client)
  await screen.findByRole("heading", { level: 1 })
  return { ...view, client }
}

const NO_MAILING_LIST = { captcha: false, mailingListSignUp: false, mailingListOptInByDefault: false }

const email = () => screen.getByLabelText(RESTOCK_BOX_TEXT.email)
const notify = () => screen.getByRole("button", { name: RESTOCK_BOX_TEXT.submit })

describe("the restock box on a sold-out product", () => {
  it("RESTOCK-001 RESTOCK-002 a sold-out product shows the box with its e-mail field; an in-stock one does not", async () => {
    await open()
    expect(screen.getByText(RESTOCK_BOX_TEXT.cta)).toBeTruthy()
    expect(email().getAttribute("type")).toBe("email")
  })

  it("RESTOCK-001 a product in stock has no restock box", async () => {
    await open(fakeClient({ products: [mug] }), mug.urlSlug)
    expect(screen.queryByText(RESTOCK_BOX_TEXT.cta)).toBeNull()
  })

  it("RESTOCK-005 a blank e-mail shows 'Email cannot be blank' and sends nothing", async () => {
    const { user, client } = await open()
    await user.click(notify())
    expect((await screen.findByRole("alert")).textContent).toBe("Email cannot be blank")
    expect(email().getAttribute("aria-invalid")).toBe("true")
    expect(client.restockSignUp).not.toHaveBeenCalled()
  })

  it("RESTOCK-006 an invalid e-mail shows 'Email is invalid' and sends nothing", async () => {
    const { user, client } = await open()
    await user.type(email(), "ada@{Enter}")
    expect((await screen.findByRole("alert")).textContent).toBe("Email is invalid")
    expect(client.restockSignUp).not.toHaveBeenCalled()
  })

  it("RESTOCK-007 RESTOCK-011 a valid e-mail sends the payload with the box's product and variant", async () => {
    const { user, client } = await open()
    await user.type(email(), "ada@example.com")
    await user.click(notify())
    await screen.findByRole("status")
    expect(client.restockSignUp).toHaveBeenCalledWith({
      isJoinMailingList: false,
      productId: soldOutCap.id,
      variantId: soldOutCap.variants[0]?.id,
      siteVisitorEmail: "ada@example.com",
      recaptchaEnterpriseV3Token: null,
    })
  })

  it("RESTOCK-008 RESTOCK-009 success leaves only the call-to-action and 'Signed up!'", async () => {
    const { user } = await open()
    await user.type(email(), "ada@example.com{Enter}")
    expect((await screen.findByRole("status")).textContent).toBe("Signed up!")
    expect(screen.getByText(RESTOCK_BOX_TEXT.cta)).toBeTruthy()
    expect(screen.queryByLabelText(RESTOCK_BOX_TEXT.email)).toBeNull()
    expect(screen.queryByRole("button", { name: RESTOCK_BOX_TEXT.submit })).toBeNull()
  })

  it("RESTOCK-010 a failure shows the answer's message, and the form stays for another try", async () => {
    const client = fakeClient({ products: [mug, soldOutCap] })
    client.restockSignUp.mockResolvedValueOnce(
      failed({ status: 404, message: "Sorry, that item is no longer available." }),
    )
    const { user } = await open(client)
    await user.type(email(), "ada@example.com{Enter}")
    expect((await screen.findByRole("alert")).textContent).toBe("Sorry, that item is no longer available.")
    expect(notify()).toBeTruthy()
  })

  it("RESTOCK-010 a failure without a message shows 'Unable to submit form. Please try again later.'", async () => {
    const client = fakeClient({ products: [mug, soldOutCap] })
    client.restockSignUp.mockResolvedValueOnce(failed({ status: 500, message: "" }))
    const { user } = await open(client)
    await user.type(email(), "ada@example.com{Enter}")
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Unable to submit form. Please try again later.",
    )
  })

  it.each([
    ["no checkbox unless configured", false, false, null],
    ["the checkbox, unchecked, when configured without the default", true, false, false],
    ["the checkbox, checked by default, when so configured", true, true, true],
  ])(
    "RESTOCK-003 %s; its state goes with the sign-up",
    async (_, mailingListSignUp, mailingListOptInByDefault, start) => {
      const client = fakeClient({ products: [mug, soldOutCap] })
      client.restockBox.mockResolvedValue({
        ok: true,
        value: { ...NO_MAILING_LIST, mailingListSignUp, mailingListOptInByDefault },
      })
      const { user } = await open(client)
      const checkbox = () =>
        screen.queryByRole("checkbox", { name: RESTOCK_BOX_TEXT.mailingList }) as HTMLInputElement | null
      if (start === null) {
        await waitFor(() => expect(client.restockBox).toHaveBeenCalled())
        expect(checkbox()).toBeNull()
      } else {
        await waitFor(() => expect(checkbox()?.checked).toBe(start))
        await user.click(checkbox() as HTMLInputElement)
        expect(checkbox()?.checked).toBe(!start)
      }
      await user.type(email(), "ada@example.com{Enter}")
      await screen.findByRole("status")
      expect(client.restockSignUp).toHaveBeenCalledWith(
        expect.objectContaining({ isJoinMailingList: start === null ? false : !start }),
      )
    },
  )

  it("RESTOCK-004 a store that checks a captcha gets the captcha container in the box; one that does not, none", async () => {
    const { container } = await open()
    await screen.findByLabelText(RESTOCK_BOX_TEXT.email)
    expect(container.querySelector(".vitrine-captcha")).toBeNull()
    const client = fakeClient({ products: [mug, soldOutCap] })
    client.restockBox.mockResolvedValue({ ok: true, value: { ...NO_MAILING_LIST, captcha: true } })
    const withCaptcha = await open(client)
    await waitFor(() => expect(withCaptcha.container.querySelector(".vitrine-captcha")).not.toBeNull())
  })

  it("RESTOCK-007 with a captcha the sign-up waits for the widget's token, sends it, and a failed try solves a fresh one", async () => {
    const client = fakeClient({ products: [mug, soldOutCap] })
    client.restockBox.mockResolvedValue({ ok: true, value: { ...NO_MAILING_LIST, captcha: true } })
    client.restockSignUp.mockResolvedValueOnce(
      failed({ status: 403, message: "Complete CAPTCHA before submitting." }),
    )
    const { user, container } = await open(client)
    await waitFor(() => expect(container.querySelector(".vitrine-captcha")).not.toBeNull())
    await user.type(email(), "ada@example.com{Enter}")
    const widget = await waitFor(() => {
      const found = container.querySelector("altcha-widget")
      if (found === null) throw new Error("the widget has not loaded")
      return found
    })
    expect(client.restockSignUp).not.toHaveBeenCalled()
    const solved = (payload: string) =>
      fireEvent(widget, new CustomEvent("statechange", { detail: { state: "verified", payload } }))
    solved("token-1")
    expect((await screen.findByRole("alert")).textContent).toBe("Complete CAPTCHA before submitting.")
    expect(client.restockSignUp).toHaveBeenLastCalledWith(
      expect.objectContaining({ recaptchaEnterpriseV3Token: "token-1" }),
    )
    solved("token-2")
    await user.click(notify())
    expect((await screen.findByRole("status")).textContent).toBe("Signed up!")
    expect(client.restockSignUp).toHaveBeenLastCalledWith(
      expect.objectContaining({ recaptchaEnterpriseV3Token: "token-2" }),
    )
  })
})
