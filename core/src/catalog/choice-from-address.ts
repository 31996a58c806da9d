import { QUANTITY_INPUT } from "./add-button.ts"
import type { OptionSelection } from "./model.ts"
import { optionNames, optionValues, type ProductOptions } from "./options.ts"

/** What a product page's address asks to have chosen: options, and the quantity as typed. */
export interface ChoiceFromAddress {
  readonly selection: OptionSelection
  /** Left out when the address names no quantity the page's input accepts. */
  readonly quantity?: string
}

/**
 * The choice a product page's address carries: `?Size=M&Colour=Navy&quantity=2`. A visitor who
 * presses Enter in the purchase form before its code has run submits the form as the browser does,
 * and that reloads the page with the fields as its query; the page then shows what they chose
 * instead of starting over. Only the product's own options with one of their offered values are
 * taken, and a quantity only when it is a whole number the quantity input allows (1 to 9999);
 * anything else in the query is left out, so a made-up address cannot put a choice on the page
 * that the selects could not show.
 *
 * @example
 * choiceFromAddress(tee, { Size: "M", quantity: "2", utm_source: "mail" }) // { selection: { Size: "M" }, quantity: "2" }
 */
export const choiceFromAddress = (
  product: ProductOptions,
  query: Readonly<Record<string, unknown>>,
): ChoiceFromAddress => {
  const selection: Record<string, string> = {}
  for (const name of optionNames(product)) {
    const value = Object.hasOwn(query, name) ? query[name] : undefined
    if (typeof value === "string" && optionValues(product, name).includes(value)) selection[name] = value
  }
  const quantity = query.quantity
  return typeof quantity === "string" && allowedQuantity(quantity) ? { selection, quantity } : { selection }
}

const allowedQuantity = (text: string): boolean => {
  if (!/^[0-9]{1,4}$/.test(text)) return false
  const value = Number(text)
  return value >= QUANTITY_INPUT.min && value <= QUANTITY_INPUT.max
}
