import { Effect, Random } from "effect"
import { ProductType } from "../catalog/product-type.ts"
import type { GiftCardRecipient } from "./gift-card-recipient.ts"
import type { IssuedGiftCard, Order, OrderItem } from "./model.ts"

// No 0/O, 1/I/L: a code is read off a screen or an e-mail and typed back.
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

/**
 * A gift-card code: four groups of four characters from a 31-letter alphabet (about 79 bits), drawn
 * from Effect's Random — the server provides a cryptographic one, tests a seeded one.
 *
 * @example
 * yield* giftCardCode // "7KQM-2XWD-PA9R-HT3N"
 */
export const giftCardCode: Effect.Effect<string> = Effect.gen(function* () {
  let code = ""
  for (let i = 0; i < 16; i++) {
    if (i > 0 && i % 4 === 0) code += "-"
    code += CODE_ALPHABET[yield* Random.nextIntBetween(0, CODE_ALPHABET.length, { halfOpen: true })]
  }
  return code
})

/**
 * The gift cards an order's lines issue: one per unit of each gift-card line, for its amount (the
 * line's unit price, the denomination chosen), with a fresh code each.
 *
 * @example
 * issueGiftCards(items, productTypes, { recipientEmail: "grace@example.com", message: "" })
 */
export const issueGiftCards = (
  items: readonly OrderItem[],
  productTypes: readonly number[],
  recipient: GiftCardRecipient,
): Effect.Effect<readonly IssuedGiftCard[]> =>
  Effect.gen(function* () {
    const issued: IssuedGiftCard[] = []
    for (const [index, item] of items.entries()) {
      if (productTypes[index] !== ProductType.GIFT_CARD) continue
      for (let unit = 0; unit < item.quantity; unit++) {
        issued.push({
          sku: item.sku,
          amount: item.unitPrice,
          code: yield* giftCardCode,
          recipientEmail: recipient.recipientEmail.trim(),
          message: recipient.message.trim(),
        })
      }
    }
    return issued
  })

/**
 * The order as the shopper's pages may show it: gift-card codes only once the order is paid (or
 * since fulfilled). An order awaiting payment may still be declined and undone, and a cancelled
 * one's cards are void, so their codes read "" until then.
 *
 * @example
 * shownToShopper({ ...order, status: "awaiting_payment" }).giftCards?.[0]?.code // ""
 */
export const shownToShopper = <O extends Pick<Order, "status" | "giftCards">>(order: O): O =>
  order.giftCards === undefined || order.status === "paid" || order.status === "fulfilled"
    ? order
    : { ...order, giftCards: order.giftCards.map((card) => ({ ...card, code: "" })) }
