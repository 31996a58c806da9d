import { type CartEntry, parseQuantity } from "@vitrine/core/cart"
import { QUANTITY_INPUT } from "@vitrine/core/catalog"
import { additionalFieldsAnswers, NO_ANSWER } from "@vitrine/core/form"
import { type CurrencyCode, moneyFromMinor } from "@vitrine/core/money"
import { useCart, useEditAnswers } from "@vitrine/react"
import { useEnteredBeforeHydration } from "@vitrine/react/entered-before-hydration"
import { useId, useMemo, useRef, useState } from "react"
import { useStoreClient } from "../../api/context.tsx"
import { useFormClient } from "../../api/forms.tsx"
import { Link } from "../../router/Link.tsx"
import { productPath } from "../../router/routes.ts"
import { useMoneyFormat, usePageText } from "../../ssr/page-language.ts"

/** The cart error titles of spec 000 §8 used on this page. */
export const CART_ERROR = { update: "Unable to update quantity", remove: "Unable to remove item" } as const

interface RowError {
  readonly title: string
  readonly detail: string | undefined
}

/**
 * One cart line: image, title, chosen options, the answers to the product's custom form (as text,
 * "N/A" for an empty one, FORM-013) with "Edit answers" to change them in the lightbox (API-002), unit price, a quantity field with Update, Remove, and
 * the line total. A refused change shows the spec's title ('Unable to update quantity', 'Unable to
 * remove item') with the reason beneath; a quantity core refuses is never sent. Its texts and money
 * are in the page's language (`usePageText`, `useMoneyFormat`): the titles in English are the spec's.
 *
 * @example
 * <CartEntryRow entry={entry} currency="USD" onRemoved={focusHeading} />
 */
export const CartEntryRow = ({
  entry,
  currency,
  onRemoved,
}: {
  entry: CartEntry
  currency: CurrencyCode
  onRemoved: () => void
}) => {
  const session = useCart()
  const id = useId()
  const [quantity, setQuantity] = useState(String(entry.quantity))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<RowError | null>(null)
  const options = Object.entries(entry.chosenVariant.attributes)
  const answers = additionalFieldsAnswers(entry.additionalFields)
  const text = usePageText()
  const money = useMoneyFormat()
  const store = useStoreClient()
  const forms = useFormClient()
  const editing = useEditAnswers(
    useMemo(() => ({ getProduct: store.getProduct, getForm: forms.getForm }), [store, forms]),
  )
  // The server's answer is the truth: the field follows it when the server's quantity changes, set
  // while rendering (React's "adjusting state when a prop changes"). An effect would also run once
  // the row first shows, late on a slow device, and put the old quantity back over what the visitor
  // had begun to type.
  const [serverQuantity, setServerQuantity] = useState(entry.quantity)
  if (entry.quantity !== serverQuantity) {
    setServerQuantity(entry.quantity)
    setQuantity(String(entry.quantity))
  }
  // A quantity typed into the server's HTML before the page hydrated is what Update sends.
  const form = useRef<HTMLFormElement>(null)
  useEnteredBeforeHydration(form, { quantity }, (entered) => {
    if (entered.quantity !== undefined) setQuantity(entered.quantity)
  })

  const titles = { update: text("unableToUpdate"), remove: text("unableToRemove") }
  // The server answers the spec's English title alone when it has no reason to add: not repeated.
  const change = async (kind: keyof typeof CART_ERROR, call: () => ReturnType<typeof session.remove>) => {
    setBusy(true)
    setError(null)
    const result = await call()
    setBusy(false)
    const { message } = result.ok ? { message: "" } : result.error
    if (!result.ok)
      setError({
        title: titles[kind],
        detail: [CART_ERROR[kind], titles[kind]].includes(message) ? undefined : message,
      })
    return result.ok
  }

  const update = () => {
    const parsed = parseQuantity(quantity)
    if (!parsed.ok) return setError({ title: titles.update, detail: parsed.problem.message })
    if (parsed.quantity === entry.quantity) return setError(null)
    void change("update", () => session.changeQuantity(entry.id, parsed.quantity))
  }

  return (
    <li className="cart-entry" aria-busy={busy}>
      {entry.imageUrl ? (
        <img src={entry.imageUrl} alt="" className="cart-entry-image" />
      ) : (
        <span className="cart-entry-image image-placeholder" />
      )}
      <div className="cart-entry-main">
        <h2 className="cart-entry-title">
          <Link href={productPath(entry.itemId)}>{entry.title}</Link>
        </h2>
        {options.length > 0 && (
          <p className="cart-entry-options">
            {options.map(([name, value]) => `${name}: ${value}`).join(" · ")}
          </p>
        )}
        {answers.length > 0 && (
          <dl className="cart-entry-answers">
            {answers.map((answer) => (
              <div key={answer.fieldId}>
                <dt>{answer.title}</dt>
                <dd>{answer.text || NO_ANSWER}</dd>
              </div>
            ))}
          </dl>
        )}
        {answers.length > 0 && (
          <button
            type="button"
            className="button-link"
            aria-label={text("editAnswersFor", { productName: entry.title })}
            onClick={() => editing.edit(entry)}
          >
            {text("editAnswers")}
          </button>
        )}
        {editing.problem && (
          <div className="alert alert-inline" role="alert">
            <p className="alert-title">{editing.problem}</p>
          </div>
        )}
        {editing.lightbox}
        <p className="cart-entry-unit">
          {text("priceEach", { price: money(moneyFromMinor(entry.purchasePriceCents, currency)) })}
        </p>
        <form
          ref={form}
          className="cart-entry-quantity"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            update()
          }}
        >
          <label htmlFor={`${id}-quantity`}>{text("quantity")}</label>
          <input
            id={`${id}-quantity`}
            // The name says which line's quantity; it holds the label's visible text.
            aria-label={text("quantityOf", { productName: entry.title })}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={QUANTITY_INPUT.min}
            max={QUANTITY_INPUT.max}
            step={QUANTITY_INPUT.step}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <button
            type="submit"
            className="button button-small button-secondary"
            disabled={busy}
            aria-label={text("updateQuantityOf", { productName: entry.title })}
          >
            {text("update")}
          </button>
          <button
            type="button"
            className="button-link"
            disabled={busy}
            aria-label={text("removeItem", { productName: entry.title })}
            onClick={async () => {
              if (await change("remove", () => session.remove(entry.id))) onRemoved()
            }}
          >
            {text("remove")}
          </button>
        </form>
        {error && (
          <div className="alert alert-inline" role="alert">
            <p className="alert-title">{error.title}</p>
            {error.detail && <p className="alert-message">{error.detail}</p>}
          </div>
        )}
      </div>
      <p className="cart-entry-total">{money(entry.subTotal)}</p>
    </li>
  )
}
