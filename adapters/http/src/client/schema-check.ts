import { Schema } from "effect"
import { AddToCart, ChangeQuantity, GetCart, RemoveEntry } from "../contract/cart.ts"
import {
  FormSubmissionKey,
  GetFormSchema,
  ListForms,
  ListSubmissions,
  SaveFormSubmission,
} from "../contract/forms.ts"
import { StockOf } from "../contract/inventory.ts"
import { GetProduct, ListProducts } from "../contract/products.ts"
import { GetStoreSettings, SaveStoreSettings } from "../contract/settings.ts"
import type { Endpoint } from "./shape.ts"

/**
 * The full check of each response against the contract Schema. Imported lazily by the client when
 * `validate: "schema"` (tests, tools), so the browser bundle never carries Effect Schema by default.
 *
 * @example
 * SCHEMA_CHECKS.getCart({ cart: null }) // true
 */
export const SCHEMA_CHECKS: Record<Endpoint, (body: unknown) => boolean> = {
  listProducts: Schema.is(ListProducts.response),
  getProduct: Schema.is(GetProduct.response),
  getCart: Schema.is(GetCart.response),
  addToCart: Schema.is(AddToCart.response),
  changeQuantity: Schema.is(ChangeQuantity.response),
  removeEntry: Schema.is(RemoveEntry.response),
  stock: Schema.is(StockOf.response),
  getSettings: Schema.is(GetStoreSettings.response),
  saveSettings: Schema.is(SaveStoreSettings.response),
  getForm: Schema.is(GetFormSchema.response),
  formSubmissionKey: Schema.is(FormSubmissionKey.response),
  submitForm: Schema.is(SaveFormSubmission.response),
  listForms: Schema.is(ListForms.response),
  listSubmissions: Schema.is(ListSubmissions.response),
}
