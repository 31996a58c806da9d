import type { OptionSelection, Product, Variant } from "./model.ts"

/**
 * The product's option axes in display order (DISPLAY-001): `variantOptionOrdering` first, then any
 * other option a variant carries, in the order first seen; a name the ordering repeats counts once.
 *
 * @example
 * optionNames(tee) // ["Size", "Colour"]
 */
export const optionNames = (product: Product): readonly string[] => {
  // A Set keeps the first place of a name the ordering repeats, so no option gets two selects.
  const names = new Set(product.variantOptionOrdering)
  for (const variant of product.variants) for (const name of Object.keys(variant.attributes)) names.add(name)
  return [...names].filter((name) => product.variants.some((variant) => name in variant.attributes))
}

/**
 * The distinct values of one option, in the order the variants list them.
 *
 * @example
 * optionValues(tee, "Size") // ["S", "M", "L"]
 */
export const optionValues = (product: Product, option: string): readonly string[] => [
  ...new Set(product.variants.flatMap((variant) => variant.attributes[option] ?? [])),
]

/**
 * The options not yet chosen, in display order. A product with a single variant and no options
 * needs no choice.
 *
 * @example
 * missingOptions(tee, { Size: "M" }) // ["Colour"]
 */
export const missingOptions = (product: Product, selection: OptionSelection): readonly string[] =>
  optionNames(product).filter((name) => !selection[name])

/**
 * The variant matching every chosen option, or undefined when that combination does not exist.
 *
 * @example
 * findVariant(tee, { Size: "M", Colour: "Blue" })?.sku // "TEE-M-BLUE"
 */
export const findVariant = (product: Product, selection: OptionSelection): Variant | undefined =>
  product.variants.find((variant) =>
    optionNames(product).every((name) => variant.attributes[name] === selection[name]),
  )

/**
 * The selection a variant stands for.
 *
 * @example
 * selectionOf(variant) // { Size: "M", Colour: "Blue" }
 */
export const selectionOf = (variant: Variant): OptionSelection => ({ ...variant.attributes })
