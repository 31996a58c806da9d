import type { OptionSelection, Product, Variant } from "./model.ts"

/**
 * What the option rules read of a product: its ordering and its variants' option values.
 *
 * @example
 * optionNames({ variantOptionOrdering: ["Size"], variants: [{ attributes: { Size: "M" } }] }) // ["Size"]
 */
export interface ProductOptions extends Pick<Product, "variantOptionOrdering"> {
  readonly variants: readonly Pick<Variant, "attributes">[]
}

/**
 * The product's option axes in display order (DISPLAY-001): `variantOptionOrdering` first, then any
 * other option a variant carries, in the order first seen; a name the ordering repeats counts once.
 *
 * @example
 * optionNames(tee) // ["Size", "Colour"]
 */
export const optionNames = (product: ProductOptions): readonly string[] => {
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
export const optionValues = (product: ProductOptions, option: string): readonly string[] => [
  ...new Set(product.variants.flatMap((variant) => variant.attributes[option] ?? [])),
]

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

/**
 * How a chosen variant reads in a line of text: its option values in display order, joined by
 * " / "; blank values are left out.
 *
 * @example
 * describeVariant(["Blue", "Large"]) // "Blue / Large"
 */
export const describeVariant = (values: readonly string[]): string =>
  values.filter((value) => value.trim() !== "").join(" / ")
