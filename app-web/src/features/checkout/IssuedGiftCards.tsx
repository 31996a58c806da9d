import type { Order } from "@vitrine/core/checkout"
import { useMoneyFormat, usePageText } from "../../ssr/page-language.ts"

/**
 * The gift cards an order issued (ADDCART-007): each amount, recipient and code. The codes are shown
 * only once the order is paid: an order still awaiting payment may yet be undone. Its texts (ours)
 * and amounts are in the page's language.
 *
 * @example
 * <IssuedGiftCards order={order} />
 */
export const IssuedGiftCards = ({ order }: { order: Order }) => {
  const text = usePageText()
  const money = useMoneyFormat()
  const cards = order.giftCards ?? []
  if (cards.length === 0) return null
  const paid = order.status === "paid" || order.status === "fulfilled"
  return (
    <section className="gift-cards" aria-labelledby="gift-cards-title">
      <h2 id="gift-cards-title">{text("giftCards")}</h2>
      {paid ? (
        <ul>
          {cards.map((card) => (
            <li key={card.code}>
              {money(card.amount)} {text("giftCardFor")} {card.recipientEmail}:{" "}
              <code data-testid="gift-card-code">{card.code}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p>{text("giftCardsPending")}</p>
      )}
    </section>
  )
}
