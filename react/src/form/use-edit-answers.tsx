import type { ApiResult, FormClient } from "@vitrine/adapter-http/client"
import type { CartEntry } from "@vitrine/core/cart"
import { CART_FORM_ERRORS, cartAnswerValues, type FieldValue, type FormDefinition } from "@vitrine/core/form"
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react"
import { useCart } from "../cart/use-cart.ts"

const Lightbox = lazy(() =>
  import("./AdditionalFieldsLightbox.tsx").then((module) => ({ default: module.AdditionalFieldsLightbox })),
)

/** What editing a line's answers needs to find its form: the product's form id, then the form. */
export interface EditAnswersClient extends Pick<FormClient, "getForm"> {
  readonly getProduct: (
    itemId: string,
  ) => Promise<ApiResult<{ readonly product: { readonly additionalFieldsFormId: string | null } }>>
}

// The values a line's answers hold, as the form's fields take them; anything else is left to the form's empty value.
const initialOf = (entry: CartEntry): Record<string, FieldValue> => {
  const values = entry.additionalFields === null ? null : cartAnswerValues(entry.additionalFields)
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(
      (pair): pair is [string, FieldValue] =>
        typeof pair[1] === "string" || (typeof pair[1] === "object" && pair[1] !== null),
    ),
  )
}

/**
 * Editing a cart line's answers to its product's custom form (API-002, spec 000 §4): `edit(entry)`
 * reads the product's form and opens it in the lightbox on the line's answers; saving ("Save")
 * replaces them through the cart session, so the cart shows the new answers at once. A form that
 * cannot be loaded shows "Unable to open form" (ERR-002) in `problem` ("Please check your internet
 * connection" when offline); a refused save says "Unable to update form" in the lightbox, which stays
 * open. The lightbox and the form's Schema are imported only when it first opens.
 *
 * @example
 * const answers = useEditAnswers(client)
 * <button onClick={() => answers.edit(entry)}>Edit</button>{answers.lightbox}
 */
export const useEditAnswers = (
  client: EditAnswersClient,
): {
  readonly edit: (entry: CartEntry) => void
  readonly lightbox: ReactNode
  readonly problem: string | null
} => {
  const session = useCart()
  const [open, setOpen] = useState<{ readonly entry: CartEntry; readonly definition: FormDefinition } | null>(
    null,
  )
  const [problem, setProblem] = useState<string | null>(null)
  const edit = useCallback(
    async (entry: CartEntry) => {
      setProblem(null)
      const failed = (status: number) =>
        setProblem(status === 0 ? CART_FORM_ERRORS.checkConnection : CART_FORM_ERRORS.openForm)
      const product = await client.getProduct(entry.itemId)
      if (!product.ok) return failed(product.error.status)
      const formId = product.value.product.additionalFieldsFormId
      if (formId === null) return failed(404)
      const found = await client.getForm(formId)
      if (!found.ok) return failed(found.error.status)
      setOpen({ entry, definition: found.value.form })
    },
    [client],
  )
  const lightbox =
    open === null ? null : (
      <Suspense fallback={null}>
        <Lightbox
          definition={open.definition}
          initial={initialOf(open.entry)}
          saveLabel="Save"
          failedMessage={CART_FORM_ERRORS.updateForm}
          onClose={() => setOpen(null)}
          onSave={async (additionalFields) => {
            const { itemId, chosenVariant } = open.entry
            const saved = await session.changeAnswers(open.entry.id, {
              itemId,
              sku: chosenVariant.sku,
              additionalFields,
            })
            if (saved.ok) setOpen(null)
            return saved.ok
          }}
        />
      </Suspense>
    )
  return { edit: (entry) => void edit(entry), lightbox, problem }
}
