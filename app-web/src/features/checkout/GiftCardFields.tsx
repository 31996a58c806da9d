import { GIFT_MESSAGE_MAX } from "@vitrine/core/checkout"
import { useId } from "react"
import { usePageText } from "../../ssr/page-language.ts"
import type { CheckoutValues } from "./checkout-form.ts"
import { Field } from "./Field.tsx"

/**
 * The gift-card checkout's recipient (ADDCART-007): the e-mail the card goes to and an optional
 * message, with the server's messages under each.
 *
 * @example
 * <GiftCardFields values={values} errors={errors} onChange={change} />
 */
export const GiftCardFields = ({
  values,
  errors,
  onChange,
}: {
  values: CheckoutValues
  errors: Readonly<Record<string, string | undefined>>
  onChange: (field: keyof CheckoutValues, value: string) => void
}) => {
  const messageId = useId()
  const text = usePageText()
  return (
    <fieldset className="checkout-section">
      <legend>{text("giftCardRecipient")}</legend>
      <Field
        label={text("recipientEmail")}
        name="recipientEmail"
        type="email"
        autoComplete="off"
        value={values.recipientEmail}
        error={errors.recipientEmail}
        onChange={(event) => onChange("recipientEmail", event.target.value)}
      />
      <div className="field">
        <label htmlFor={messageId}>{text("giftMessage")}</label>
        <textarea
          id={messageId}
          name="giftMessage"
          rows={3}
          maxLength={GIFT_MESSAGE_MAX}
          value={values.giftMessage}
          aria-invalid={errors.giftMessage ? true : undefined}
          aria-describedby={errors.giftMessage ? `${messageId}-error` : undefined}
          onChange={(event) => onChange("giftMessage", event.target.value)}
        />
        {errors.giftMessage && (
          <p id={`${messageId}-error`} className="field-error" role="alert">
            {errors.giftMessage}
          </p>
        )}
      </div>
    </fieldset>
  )
}
