import type { FormClient } from "@vitrine/adapter-http/client"
import { CART_FORM_ERRORS, type FormDefinition } from "@vitrine/core/form"
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react"

const Lightbox = lazy(() =>
  import("./AdditionalFieldsLightbox.tsx").then((module) => ({ default: module.AdditionalFieldsLightbox })),
)

/**
 * The additional fields of a product with a custom form (FORM-034): `ask` (for `AddToCartButton`'s
 * `askAdditionalFields`) loads the form and opens it in the lightbox, whose save adds the line with
 * the answers; `lightbox` is the element to render (null while closed). The lightbox and the form's
 * Schema are imported only when it first opens, so a product page pays nothing for them up front.
 * A product without a form
 * gets `ask: undefined`, so it adds at once. A form that cannot be loaded shows "Unable to open form"
 * (ERR-002) in `problem`.
 *
 * @example
 * const extra = useAdditionalFields(product.additionalFieldsFormId, formClient, "Add To Cart")
 * <AddToCartButton product={product} askAdditionalFields={extra.ask} />
 * {extra.lightbox}
 */
export const useAdditionalFields = (
  formId: string | null,
  client: Pick<FormClient, "getForm">,
  saveLabel: string,
): {
  readonly ask: ((save: (answers: string) => Promise<boolean>) => void) | undefined
  readonly lightbox: ReactNode
  readonly problem: string | null
} => {
  const [open, setOpen] = useState<{
    readonly definition: FormDefinition
    readonly save: (answers: string) => Promise<boolean>
  } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const ask = useCallback(
    (save: (answers: string) => Promise<boolean>) => {
      if (formId === null) return
      setProblem(null)
      void client.getForm(formId).then((found) => {
        if (found.ok) setOpen({ definition: found.value.form, save })
        else
          setProblem(found.error.status === 0 ? CART_FORM_ERRORS.checkConnection : CART_FORM_ERRORS.openForm)
      })
    },
    [formId, client],
  )
  const lightbox =
    open === null ? null : (
      <Suspense fallback={null}>
        <Lightbox
          definition={open.definition}
          saveLabel={saveLabel}
          failedMessage={CART_FORM_ERRORS.addItem}
          onClose={() => setOpen(null)}
          onSave={async (answers) => {
            const saved = await open.save(answers)
            if (saved) setOpen(null)
            return saved
          }}
        />
      </Suspense>
    )
  return { ask: formId === null ? undefined : ask, lightbox, problem }
}
