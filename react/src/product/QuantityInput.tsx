import { LABELS, QUANTITY_INPUT } from "@vitrine/core/catalog"
import { useId, useRef } from "react"
import { withClass } from "../class-name.ts"
import { useEnteredBeforeHydration } from "../hydration/entered-before-hydration.ts"

/**
 * The quantity input of a product page: a number input with core's bounds — min 1, max 9999, step 1,
 * default 1 (DISPLAY-009, DISPLAY-013). The value stays the text typed, so core's check can refuse
 * "2.5" or "" with the spec's message instead of the browser silently fixing it. A quantity typed
 * into the server's HTML before the input hydrated is handed to `onChange` once it has, so the add
 * adds the quantity the visitor sees.
 *
 * @example
 * <QuantityInput value={quantity} onChange={setQuantity} />
 */
export const QuantityInput = ({
  value,
  onChange,
  className,
  texts,
}: {
  value: string
  onChange: (value: string) => void
  className?: string
  /** Texts in the page's language (a dictionary fits): the label, `quantity`; core's "Quantity" when left out. */
  texts?: { readonly quantity: string } | undefined
}) => {
  const id = useId()
  const frame = useRef<HTMLDivElement>(null)
  useEnteredBeforeHydration(frame, { quantity: value }, (entered) => {
    if (entered.quantity !== undefined) onChange(entered.quantity)
  })
  return (
    <div ref={frame} className={withClass("vitrine-field vitrine-quantity", className)}>
      <label htmlFor={id}>{texts?.quantity ?? LABELS.quantity}</label>
      <input
        id={id}
        name="quantity"
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
