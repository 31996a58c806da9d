import type { ApiResult, FormClient } from "@vitrine/adapter-http/client"
import type { CartEntry } from "@vitrine/core/cart"
import { CART_FORM_ERRORS, type FormDefinition, type FormValues } from "@vitrine/core/form"
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
  const [open, setOpen] = useState<{
    readonly entry: CartEntry
    readonly definition: FormDefinition
    readonly initial: FormValues
  } | null>(null)
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
      // Reading the line's answers back into values takes the form's Schema: loaded with the
      // lightbox, when it opens, not with the cart page that shows the answers as text.
      const values = await import("./cart-line-values.ts").catch(() => undefined)
      if (values === undefined) return failed(0)
      const { initialOf } = values
      setOpen({ entry, definition: found.value.form, initial: initialOf(entry) })
    },
    [client],
  )
  const lightbox =
    open === null ? null : (
      <Suspense fallback={null}>
        <Lightbox
          definition={open.definition}
          initial={open.initial}
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
