import type { StringKey } from "@vitrine/core/site"
import { useCart } from "@vitrine/react"
import { useEnteredBeforeHydration } from "@vitrine/react/entered-before-hydration"
import { useRef, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import type { ApiResult, CheckoutQuote, PlacedOrder } from "../../api/store-client.ts"
import { ErrorScreen } from "../../components/ErrorScreen.tsx"
import { PageHeading } from "../../components/PageHeading.tsx"
import { Spinner } from "../../components/Spinner.tsx"
import { useNavigateInLanguage } from "../../router/in-language.ts"
import { Link } from "../../router/Link.tsx"
import { usePagePrefetch } from "../../router/page-prefetch.tsx"
import { type CheckoutKind, orderPath } from "../../router/routes.ts"
import { useMoneyFormat, usePageStrings, usePageText } from "../../ssr/page-language.ts"
import { AddressFields } from "./AddressFields.tsx"
import { type CheckoutValues, EMPTY_VALUES, formErrors } from "./checkout-form.ts"
import { DeliveryOptions } from "./DeliveryOptions.tsx"
import { Field } from "./Field.tsx"
import { checkoutMessageIn, fieldErrorsIn, minimumMessageIn } from "./field-messages.ts"
import { GiftCardFields } from "./GiftCardFields.tsx"
import { OrderSummary } from "./OrderSummary.tsx"
import { rememberPlacedOrder } from "./placed-orders.ts"
import { useCheckoutQuote } from "./use-checkout-quote.ts"

type Submit =
  | { readonly phase: "idle" | "paying" }
  | { readonly phase: "action"; readonly orderId: string }
  | { readonly phase: "failed"; readonly message: string }

// One key per checkout attempt: a retried or double submit of the same attempt is the same order.
const newKey = () => crypto.randomUUID()

// The subscription checkout's cart is named by the token in its address (ADDCART-006).
const cartTokenOf = (kind: CheckoutKind): string | undefined =>
  kind === "subscription" && typeof window !== "undefined"
    ? (new URLSearchParams(window.location.search).get("cartToken") ?? undefined)
    : undefined

const TITLES = {
  cart: "checkout",
  subscription: "subscriptionCheckout",
  "gift-card": "giftCardCheckout",
} as const satisfies Readonly<Record<CheckoutKind, StringKey>>

/**
 * The checkout page (`/checkout`): contact, shipping address with the country's postal rule and
 * region list, delivery options, payment (a card number; "Test mode" with the test cards when the
 * store takes no real payments) and the summary, re-quoted as the destination or option changes so
 * the total shown is the total charged. Placing the order sends the total shown: a price changed
 * since is refused with the new total, which the page then shows. A card that needs a second step
 * shows it; a paid order opens its confirmation page. `/checkout/subscription?cartToken=` checks out
 * the subscription cart API-004 opened (ADDCART-006) instead of the visitor's cart; a cart holding
 * gift cards (`/checkout/gift-card`, ADDCART-007) asks for their recipient and message. Its texts,
 * and the field messages of core's rules (the browser's check and the server's answer alike,
 * `fieldErrorsIn`), are the page's language's.
 *
 * @example
 * <CheckoutPage kind="cart" />
 */
export const CheckoutPage = ({ kind = "cart" }: { kind?: CheckoutKind }) => {
  const client = useStoreClient()
  const cart = useCart()
  const text = usePageText()
  const strings = usePageStrings()
  const money = useMoneyFormat()
  // The order's page in the checkout's language (`/fr/checkout` leads to `/fr/orders/…`).
  const navigate = useNavigateInLanguage()
  const prefetch = usePagePrefetch()
  const [values, setValues] = useState<CheckoutValues>(EMPTY_VALUES)
  const [errors, setErrors] = useState<Readonly<Record<string, string | undefined>>>({})
  const [submit, setSubmit] = useState<Submit>({ phase: "idle" })
  const [attempt, setAttempt] = useState(0)
  const key = useRef(newKey())
  const [cartToken] = useState(() => cartTokenOf(kind))
  const { country, region, shippingOptionId } = values
  const shown = useCheckoutQuote({ country, region, shippingOptionId }, cartToken, attempt)

  // A visitor who filled the server-rendered form before the code ran keeps what they typed.
  const form = useRef<HTMLFormElement>(null)
  useEnteredBeforeHydration(form, values, (entered) => setValues((old) => ({ ...old, ...entered })))

  const change = (field: keyof CheckoutValues, value: string) => {
    setValues((old) => ({ ...old, [field]: value, ...(field === "country" ? { region: "" } : {}) }))
    setErrors((old) => ({ ...old, [field]: undefined }))
    key.current = newKey()
  }

  const settle = (result: ApiResult<PlacedOrder>) => {
    if (result.ok) {
      if (result.value.nextAction === null) {
        // The answer has cleared the cart cookies: the pill empties without asking the server.
        if (!cartToken) cart.reload()
        rememberPlacedOrder(result.value.order)
        return navigate(orderPath(result.value.order.id))
      }
      return setSubmit({ phase: "action", orderId: result.value.order.id })
    }
    key.current = newKey()
    const { fieldErrors, message, status } = result.error
    setErrors(fieldErrorsIn(fieldErrors, strings))
    // A changed total: show the new one, and let the shopper place the order again.
    if (status === 409) setAttempt((n) => n + 1)
    setSubmit({ phase: "failed", message: checkoutMessageIn(message, strings) })
  }

  const place = async (ready: CheckoutQuote) => {
    const found = formErrors(values, { giftCards: ready.hasGiftCards, cardRequired: text("cardRequired") })
    if (Object.keys(found).length > 0) {
      setErrors(fieldErrorsIn(found, strings))
      return setSubmit({ phase: "failed", message: text("reviewFields") })
    }
    setSubmit({ phase: "paying" })
    const { recipientEmail, giftMessage, ...address } = values
    settle(
      await client.placeOrder({
        ...address,
        ...(ready.hasGiftCards ? { recipientEmail, giftMessage } : {}),
        ...(cartToken ? { cartToken } : {}),
        shippingOptionId: ready.shippingOptionId ?? "",
        expectedGrandTotalCents: ready.grandTotalCents,
        idempotencyKey: key.current,
      }),
    )
  }

  const confirm = async (orderId: string) => {
    setSubmit({ phase: "paying" })
    settle(await client.confirmPayment(orderId))
  }

  return (
    <section className="checkout" aria-busy={shown.status === "loading" || submit.phase === "paying"}>
      <PageHeading title={text(TITLES[kind])} />
      {shown.status === "loading" && <Spinner label={text("loadingCheckout")} />}
      {shown.status === "error" && <ErrorScreen onRetry={() => setAttempt((n) => n + 1)} failure={shown} />}
      {shown.status === "empty" && (
        <div className="empty">
          <p>{text("cartEmpty")}</p>
          <Link href="/" className="button">
            {text("continueShopping")}
          </Link>
        </div>
      )}
      {shown.status === "ready" && (
        <div className="cart-layout">
          <form
            ref={form}
            className="checkout-form"
            noValidate
            // A visitor filling the form is on the way to the confirmation: its code comes now.
            onFocus={() => prefetch("order")}
            onSubmit={(event) => {
              event.preventDefault()
              if (submit.phase !== "paying") void place(shown.quote)
            }}
          >
            <AddressFields values={values} errors={errors} onChange={change} />
            {shown.quote.hasGiftCards && <GiftCardFields values={values} errors={errors} onChange={change} />}
            {shown.quote.requiresShipping && (
              <DeliveryOptions
                quote={shown.quote}
                error={errors.shippingOptionId}
                onChoose={(id) => change("shippingOptionId", id)}
              />
            )}
            <fieldset className="checkout-section">
              <legend>
                {text("payment")}
                {shown.quote.testMode && <span className="badge test-mode">{text("testMode")}</span>}
              </legend>
              <Field
                label={text("cardNumber")}
                name="paymentMethod"
                inputMode="numeric"
                autoComplete="cc-number"
                value={values.paymentMethod}
                error={errors.paymentMethod}
                onChange={(event) => change("paymentMethod", event.target.value)}
                {...(shown.quote.testMode ? { hint: text("testHint") } : {})}
              />
            </fieldset>
            {shown.quote.minimumMessage !== null && (
              <p className="field-error" role="alert">
                {minimumMessageIn(shown.quote, strings, money)}
              </p>
            )}
            {submit.phase === "failed" && (
              <p className="form-error" role="alert">
                {submit.message}
              </p>
            )}
            {submit.phase === "action" ? (
              <div className="checkout-action" role="status">
                <p>{text("authenticate")}</p>
                <button
                  type="button"
                  className="button button-large"
                  onClick={() => void confirm(submit.orderId)}
                >
                  {text("authenticateButton")}
                </button>
              </div>
            ) : (
              <button
                type="submit"
                className="button button-large button-block"
                disabled={shown.quote.minimumMessage !== null}
                aria-disabled={submit.phase === "paying" || undefined}
              >
                {submit.phase === "paying" ? text("placingOrder") : text("placeOrder")}
              </button>
            )}
          </form>
          <OrderSummary summary={shown.quote} />
        </div>
      )}
    </section>
  )
}
