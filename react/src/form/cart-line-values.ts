import type { CartEntry } from "@vitrine/core/cart"
import { cartAnswerValues, type FieldValue, type FormValues } from "@vitrine/core/form"

/**
 * The values a cart line's answers hold, as the form's fields take them; anything else is left to
 * the form's empty value. A module of its own, imported when the answers' lightbox opens: reading
 * the answers back goes through the form's Schema, which the cart page (showing them as text) does
 * not otherwise need.
 *
 * @example
 * initialOf(entry) // { initials: "AL" }
 */
export const initialOf = (entry: CartEntry): FormValues => {
  const values = entry.additionalFields === null ? null : cartAnswerValues(entry.additionalFields)
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(
      (pair): pair is [string, FieldValue] =>
        typeof pair[1] === "string" || (typeof pair[1] === "object" && pair[1] !== null),
    ),
  )
}
