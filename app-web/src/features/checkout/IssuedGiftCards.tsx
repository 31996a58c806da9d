import type { Order } from "@vitrine/core/checkout"
import { formatMoney } from "@vitrine/core/money"

/** The texts of the issued gift cards (ours). */
export const GIFT_CARDS_TEXT = {
  title: "Gift cards",
  for: "for",
  pending: "The gift card codes appear here once the payment is confirmed.",
} as const

/**
 * The gift cards an order issued (ADDCART-007): each amount, recipient and code. The codes are shown
 * only once the order is paid: an order still awaiting payment may yet be undone.
 *
 * @example
 * <IssuedGiftCards order={order} />
 */
export const IssuedGiftCards = ({ order }: { order: Order }) => {
  const cards = order.giftCards ?? []
  if (cards.length === 0) return null
  const paid = order.status === "paid" || order.status === "fulfilled"
  return (
    <section className="gift-cards" aria-labelledby="gift-cards-title">
      <h2 id="gift-cards-title">{GIFT_CARDS_TEXT.title}</h2>
      {paid ? (
        <ul>
          {cards.map((card) => (
            <li key={card.code}>
              {formatMoney(card.amount)} {GIFT_CARDS_TEXT.for} {card.recipientEmail}:{" "}
              <code data-testid="gift-card-code">{card.code}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p>{GIFT_CARDS_TEXT.pending}</p>
      )}
    </section>
  )
}
