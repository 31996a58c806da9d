import type { CheckoutQuote } from "../../api/store-client.ts"
import { useMoneyFormat, usePageText } from "../../ssr/page-language.ts"

/**
 * The checkout's delivery choice: one radio per shipping option with its cost ("Free" at 0), the
 * quote's chosen one checked, and the server's message for the field.
 *
 * @example
 * <DeliveryOptions quote={quote} error={errors.shippingOptionId} onChoose={(id) => change("shippingOptionId", id)} />
 */
export const DeliveryOptions = ({
  quote,
  error,
  onChoose,
}: {
  quote: Pick<CheckoutQuote, "shippingOptions" | "shippingOptionId">
  error: string | undefined
  onChoose: (optionId: string) => void
}) => {
  const text = usePageText()
  const money = useMoneyFormat()
  return (
    <fieldset className="checkout-section">
      <legend>{text("delivery")}</legend>
      {quote.shippingOptions.map((option) => (
        <label key={option.id} className="radio">
          <input
            type="radio"
            name="shippingOptionId"
            value={option.id}
            checked={quote.shippingOptionId === option.id}
            onChange={() => onChoose(option.id)}
          />
          {option.label} — {option.cost.value === "0" ? text("free") : money(option.cost)}
        </label>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
