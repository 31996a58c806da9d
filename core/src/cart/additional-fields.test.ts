import { assert, describe, it } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import { makeProduct, makeVariant } from "../catalog/fixtures.test-support.ts"
import { aFilledForm } from "../form/arbitrary.test-support.ts"
import { cartAnswerValues, cartLineAnswers } from "../form/cart-line-answers.ts"
import type { FormDefinition } from "../form/definition.ts"
import { MONOGRAM_FORM } from "../form/demo.ts"
import { FormRepository } from "../form/port.ts"
import { checkFormValues } from "../form/schema.ts"
import { changeAdditionalFields } from "./additional-fields.ts"
import { add, STORE, seed, withMemory } from "./program.test-support.ts"

/** A product asking `form` before it goes in the cart, saved with the form. */
const productWith = (form: FormDefinition) =>
  Effect.gen(function* () {
    const product = makeProduct({ additionalFieldsFormId: form.id, variants: [makeVariant({ sku: "ONE" })] })
    yield* seed(product)
    yield* FormRepository.use((forms) => forms.saveDefinition(STORE.websiteId, form))
    return product
  })

const monogram = (values: Record<string, unknown>) =>
  JSON.stringify(cartLineAnswers(MONOGRAM_FORM, { "gift-note": "", ...(values as Record<string, string>) }))

describe("the additional fields a cart line carries", () => {
  it("FORM-032 answers built from any form's valid values are added, stored as the server rebuilds them, and read back (property)", async () => {
    await fc.assert(
      fc.asyncProperty(aFilledForm, async ({ definition, values }) => {
        const form = { ...definition, kind: "product" as const }
        const stored = await Effect.runPromise(
          withMemory(() =>
            Effect.gen(function* () {
              const product = yield* productWith(form)
              const sent = JSON.stringify(cartLineAnswers(form, values))
              const { newlyAdded } = yield* add({ itemId: product.id, additionalFields: sent })
              return newlyAdded.additionalFields
            }),
          ),
        )
        const read = cartAnswerValues(stored ?? "")
        const again = checkFormValues(form, read)
        assert.isTrue(again.ok)
        if (again.ok) assert.strictEqual(JSON.stringify(cartLineAnswers(form, again.values)), stored)
      }),
      { numRuns: 40 },
    )
  })

  it.effect(
    "FORM-032 an add without valid answers fails with the errors by field id and stores nothing",
    () =>
      withMemory(() =>
        Effect.gen(function* () {
          const product = yield* productWith(MONOGRAM_FORM)
          const none = yield* Effect.flip(add({ itemId: product.id }))
          assert.strictEqual(none._tag, "FormFieldsInvalid")
          if (none._tag === "FormFieldsInvalid")
            assert.deepStrictEqual(Object.keys(none.errors).sort(), ["initials", "thread"])
          const unparsable = yield* Effect.flip(add({ itemId: product.id, additionalFields: '"just text"' }))
          assert.strictEqual(unparsable._tag, "FormFieldsUnparsable")
        }),
      ),
  )

  it.effect(
    "API-002 changing a line's answers checks them the same way, and a product's missing form is FormNotFound",
    () =>
      withMemory(() =>
        Effect.gen(function* () {
          const product = yield* productWith(MONOGRAM_FORM)
          const { cartId, newlyAdded } = yield* add({
            itemId: product.id,
            additionalFields: monogram({ initials: "AL", thread: "Gold" }),
          })
          const change = (additionalFields: string | null, itemId = product.id) =>
            changeAdditionalFields(STORE.websiteId, {
              cartId,
              entryId: newlyAdded.id,
              itemId,
              sku: null,
              additionalFields,
            })
          const changed = yield* change(monogram({ initials: "ZZ", thread: "Navy" }))
          assert.strictEqual(changed.updatedEntry.id, newlyAdded.id)
          assert.strictEqual(
            changed.updatedEntry.additionalFields,
            monogram({ initials: "ZZ", thread: "Navy" }),
          )
          const invalid = yield* Effect.flip(change(monogram({ initials: "", thread: "Navy" })))
          assert.strictEqual(invalid._tag, "FormFieldsInvalid")
          const orphan = makeProduct({
            additionalFieldsFormId: "gone",
            variants: [makeVariant({ sku: "TWO" })],
          })
          yield* seed(orphan)
          const missing = yield* Effect.flip(add({ itemId: orphan.id, additionalFields: "{}" }))
          assert.strictEqual(missing._tag, "FormNotFound")
        }),
      ),
  )
})
