import { Schema } from "effect"

/**
 * Decodes JSON the database sent as text with `schema`, keeping the values of the last `capacity`
 * distinct texts: a value read again unchanged — the product of a popular item, in one add to cart
 * after another — costs a map lookup instead of a parse and a decode. Any change in the database
 * changes the text, so a kept value is never stale. Values are shared between callers, as immutable
 * domain values may be. A text that does not decode throws: the caller's effect dies, as for any row
 * that does not decode.
 *
 * @example
 * const product = jsonText(ProductSchema, 64)
 * product(row.product) // Product
 */
export const jsonText = <S extends Schema.Codec<unknown, unknown>>(
  schema: S,
  capacity: number,
): ((text: string) => S["Type"]) => {
  const decode = Schema.decodeUnknownSync(Schema.fromJsonString(schema))
  const kept = new Map<string, S["Type"]>()
  return (text) => {
    const found = kept.get(text)
    if (found !== undefined) return found
    const value = decode(text)
    // Oldest out first: a Map iterates in insertion order.
    if (kept.size >= capacity) kept.delete(kept.keys().next().value as string)
    kept.set(text, value)
    return value
  }
}
