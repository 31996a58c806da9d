import { QUANTITY_INPUT } from "../catalog/add-button.ts"
import { tracksStock } from "../catalog/display.ts"
import { adjustmentMessage, type CartAdjustment } from "./adjustments.ts"
import type { EntryDraft, StockRecord, StoredEntry } from "./model.ts"

/** A line of a combined cart: a kept line of the target cart (`id`), or a new one (`id` null). */
export interface MergedLine {
  readonly id: string | null
  readonly draft: EntryDraft
}

/** What combining two carts gives: the target cart's lines as they must now be, and every change. */
export interface CartMerge {
  readonly lines: readonly MergedLine[]
  readonly adjustments: readonly CartAdjustment[]
}

const sameLine = (a: EntryDraft, b: EntryDraft) =>
  a.itemId === b.itemId &&
  a.chosenVariant.sku === b.chosenVariant.sku &&
  a.additionalFields === b.additionalFields

const draftOf = ({ id: _id, ...draft }: StoredEntry): EntryDraft => draft

// Units of a variant the cart may hold: stock (the largest matching record, as the add-to-cart check
// reads it), none when unlimited, untracked (digital, gift card) or unknown — and never above the bound.
const allowance = (draft: EntryDraft, stock: readonly StockRecord[]) => {
  const records = stock.filter((record) => record.sku === draft.chosenVariant.sku)
  const limited = tracksStock(draft) && records.length > 0 && !records.some((record) => record.unlimited)
  const available = limited
    ? Math.max(...records.map((record) => record.qtyInStock))
    : Number.POSITIVE_INFINITY
  return available < QUANTITY_INPUT.max
    ? { units: Math.max(0, available), reason: "stock" as const }
    : { units: QUANTITY_INPUT.max, reason: "limit" as const }
}

/**
 * Combines a visitor's cart into a member's at sign-in (our policy; DESIGN gives the cart module the
 * merge):
 *
 * 1. The member's lines stay, in their order, with their ids, prices and titles.
 * 2. Each visitor line joins the member's line with the same item, SKU and additional fields, adding
 *    its quantity; any other visitor line is added after them. When the visitor's cart is a copy of
 *    this member's cart (a signed-out visitor kept a copy, `sameSource`), a shared line takes the
 *    larger quantity instead of the sum, so signing back in never doubles a cart.
 * 3. Every line is then re-checked: the lines of one variant together hold no more than its stock
 *    (unlimited, digital and gift-card stock has no limit) nor more than the quantity bound of 9999,
 *    given out in line order; a line over it is lowered, a line left with none is removed, and each
 *    change is an adjustment with its message. Nothing fails.
 *
 * `stockOf` gives an item's stock records (empty when unknown: no limit but the bound). With no visitor
 * lines this re-checks the member's cart alone, and is idempotent.
 *
 * @example
 * mergeCarts({ member: saved.entries, visitor: anonymous.entries, sameSource: false, stockOf: (id) => stock.get(id) ?? [] })
 */
export const mergeCarts = (input: {
  readonly member: readonly StoredEntry[]
  readonly visitor: readonly EntryDraft[]
  readonly sameSource: boolean
  readonly stockOf: (itemId: string) => readonly StockRecord[]
}): CartMerge => {
  const combined: { id: string | null; draft: EntryDraft }[] = input.member.map((entry) => ({
    id: entry.id,
    draft: draftOf(entry),
  }))
  for (const incoming of input.visitor) {
    const line = combined.find((candidate) => sameLine(candidate.draft, incoming))
    if (line === undefined) combined.push({ id: null, draft: incoming })
    else {
      const { quantity } = line.draft
      line.draft = {
        ...line.draft,
        quantity: input.sameSource ? Math.max(quantity, incoming.quantity) : quantity + incoming.quantity,
      }
    }
  }
  return clampToStock(combined, input.stockOf)
}

const clampToStock = (
  combined: readonly MergedLine[],
  stockOf: (itemId: string) => readonly StockRecord[],
): CartMerge => {
  const used = new Map<string, number>()
  const lines: MergedLine[] = []
  const adjustments: CartAdjustment[] = []
  for (const line of combined) {
    const { draft } = line
    const variant = JSON.stringify([draft.itemId, draft.chosenVariant.sku])
    const { units, reason } = allowance(draft, stockOf(draft.itemId))
    const taken = used.get(variant) ?? 0
    const quantity = Math.min(draft.quantity, Math.max(0, units - taken))
    used.set(variant, taken + quantity)
    if (quantity > 0)
      lines.push(quantity === draft.quantity ? line : { ...line, draft: { ...draft, quantity } })
    if (quantity === draft.quantity) continue
    const { itemId, title } = draft
    const message = adjustmentMessage({ reason, title, quantity, available: units })
    adjustments.push({
      itemId,
      sku: draft.chosenVariant.sku,
      title,
      requested: draft.quantity,
      quantity,
      reason,
      message,
    })
  }
  return { lines, adjustments }
}
