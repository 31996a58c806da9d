import { render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { type Cart, cartFromStored } from "@vitrine/core/cart"
import { additionalFieldsAnswers, CART_FORM_ERRORS, cartLineAnswers, MONOGRAM_FORM } from "@vitrine/core/form"
import { describe, expect, it, vi } from "vitest"
import { entry } from "../../test/entries.ts"
import { failed, fakeClient, storedCart } from "../../test/fake-client.ts"
import { mug, settings } from "../../test/products.ts"
import { useCart } from "../cart/use-cart.ts"
import { VitrineProvider } from "../provider/VitrineProvider.tsx"
import { type EditAnswersClient, useEditAnswers } from "./use-edit-answers.tsx"

const answered = JSON.stringify(
  cartLineAnswers(MONOGRAM_FORM, { initials: "AL", thread: "Gold", "gift-note": "" }),
)
const product = { ...mug, additionalFieldsFormId: MONOGRAM_FORM.id }

const Line = ({ forms }: { forms: EditAnswersClient }) => {
  const { cart } = useCart()
  const editing = useEditAnswers(forms)
  const line = cart?.entries[0]
  if (line === undefined) return null
  return (
    <>
      <p data-testid="answers">
        {additionalFieldsAnswers(line.additionalFields)
          .map((answer) => answer.text)
          .join("|")}
      </p>
      <button type="button" onClick={() => editing.edit(line)}>
        Edit answers
      </button>
      {editing.problem && <p role="alert">{editing.problem}</p>}
      {editing.lightbox}
    </>
  )
}

const setUp = (forms: Partial<EditAnswersClient> = {}) => {
  const cart: Cart = cartFromStored(
    storedCart([entry("e1", { itemId: product.id, additionalFields: answered })]),
  )
  const client = fakeClient({
    products: [product],
    cart: storedCart([entry("e1", { itemId: product.id, additionalFields: answered })]),
  })
  const formClient: EditAnswersClient = {
    getProduct: client.getProduct,
    getForm: vi.fn(async () => ({ ok: true as const, value: { form: MONOGRAM_FORM } })),
    ...forms,
  }
  render(
    <VitrineProvider client={client} settings={settings} cart={cart}>
      <Line forms={formClient} />
    </VitrineProvider>,
  )
  return client
}

describe("editing a cart line's answers", () => {
  it("API-002 FORM-034 opens the product's form on the line's answers, saves the new ones and the line shows them", async () => {
    const user = userEvent.setup()
    const client = setUp()
    expect(screen.getByTestId("answers").textContent).toBe("AL|Gold|")
    await user.click(screen.getByRole("button", { name: "Edit answers" }))
    const initials = await screen.findByLabelText(/^Initials/)
    expect((initials as HTMLInputElement).value).toBe("AL")
    await user.clear(initials)
    await user.type(initials, "ZZ")
    await user.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(client.changeAdditionalFields).toHaveBeenCalledWith("e1", {
      itemId: product.id,
      sku: "TEE-S-WHITE",
      additionalFields: expect.stringContaining('"value":"ZZ"'),
    })
    expect(screen.getByTestId("answers").textContent).toBe("ZZ|Gold|")
  })

  it("ERR-002 a form that cannot be loaded says 'Unable to open form' and opens nothing", async () => {
    const user = userEvent.setup()
    const client = setUp({ getForm: vi.fn(async () => failed({ status: 500 })) })
    await user.click(screen.getByRole("button", { name: "Edit answers" }))
    expect((await screen.findByRole("alert")).textContent).toBe(CART_FORM_ERRORS.openForm)
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(client.changeAdditionalFields).not.toHaveBeenCalled()
  })

  it("ERR-002 a refused save says 'Unable to update form' and the lightbox stays open on the answers", async () => {
    const user = userEvent.setup()
    const client = setUp()
    client.changeAdditionalFields.mockResolvedValueOnce(failed({ status: 400 }))
    await user.click(screen.getByRole("button", { name: "Edit answers" }))
    await user.click(await screen.findByRole("button", { name: "Save" }))
    expect(await screen.findByText(CART_FORM_ERRORS.updateForm)).toBeTruthy()
    expect(screen.getByRole("dialog")).toBeTruthy()
    expect(screen.getByTestId("answers").textContent).toBe("AL|Gold|")
  })
})
