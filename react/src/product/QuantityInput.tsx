import { LABELS, QUANTITY_INPUT } from "@vitrine/core/catalog"
import { useId } from "react"
import { withClass } from "../class-name.ts"

/**
 * The quantity input of a product page: a number input with core's bounds — min 1, max 9999, step 1,
 * default 1 (DISPLAY-009, DISPLAY-013). The value stays the text typed, so core's check can refuse
 * "2.5" or "" with the spec's message instead of the browser silently fixing it.
 *
 * @example
 * <QuantityInput value={quantity} onChange={setQuantity} />
 */
export const QuantityInput = ({
  value,
  onChange,
  className,
}: {
  value: string
  onChange: (value: string) => void
  className?: string
}) => {
  const id = useId()
  return (
    <div className={withClass("vitrine-field vitrine-quantity", className)}>
      <label htmlFor={id}>{LABELS.quantity}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={QUANTITY_INPUT.min}
        max={QUANTITY_INPUT.max}
        step={QUANTITY_INPUT.step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
