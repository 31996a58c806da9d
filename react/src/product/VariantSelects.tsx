import { optionValueLabel } from "@vitrine/core/catalog"
import { formatMoney } from "@vitrine/core/money"
import { OptionSelects, type OptionSelectsProps } from "./OptionSelects.tsx"

/**
 * One select per option axis, in the product's option order. Each starts on the prompt
 * 'Select {variantName}' with an empty value, so "not chosen yet" is a real state (DISPLAY-010).
 * A product with one variant and no options shows none. A gift card's amounts read as prices in the
 * store currency. Each select's name is its visible label, the option's name.
 *
 * @example
 * <VariantSelects product={tee} selection={selection} onChange={setSelection} />
 */
export const VariantSelects = (props: OptionSelectsProps) => (
  <OptionSelects
    {...props}
    label={(option, value) => optionValueLabel(props.product, option, value, formatMoney)}
  />
)
