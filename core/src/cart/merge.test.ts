import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { ProductType } from "../catalog/product-type.ts"
import { type CartMerge, mergeCarts } from "./merge.ts"
import type { EntryDraft, StockRecord, StoredEntry } from "./model.ts"

const line = (itemId: string, sku: string, quantity: number, more: Partial<EntryDraft> = {}): EntryDraft => ({
  itemId,
  quantity,
  chosenVariant: { sku, attributes: {} },
  title: `Item ${itemId}`,
  productType: ProductType.PHYSICAL,
  imageUrl: null,
  purchasePriceCents: 1000,
  additionalFields: null,
  ...more,
})
const stored = (id: string, draft: EntryDraft): StoredEntry => ({ ...draft, id })
const stock = (sku: string, qtyInStock: number, unlimited = false): StockRecord => ({
  variantId: `v-${sku}`,
  sku,
  qtyInStock,
  unlimited,
})
const stockTable = (table: Record<string, readonly StockRecord[]>) => (itemId: string) => table[itemId] ?? []

const keyOf = (draft: EntryDraft) =>
  JSON.stringify([draft.itemId, draft.chosenVariant.sku, draft.additionalFields])
const variantOf = (draft: EntryDraft) => JSON.stringify([draft.itemId, draft.chosenVariant.sku])
const uniqueBy = <A>(items: readonly A[], key: (item: A) => string) => [
  ...new Map(items.map((item) => [key(item), item])).values(),
]

// Lines over a small pool of items (each of one product type), SKUs and additional fields, so carts
// share lines and variants.
const TYPES: Record<string, ProductType> = {
  a: ProductType.PHYSICAL,
  b: ProductType.SERVICE,
  c: ProductType.DIGITAL,
}
const anyDraft = fc
  .record({
    itemId: fc.constantFrom("a", "b", "c"),
    sku: fc.constantFrom("S", "M"),
    quantity: fc.integer({ min: 1, max: 40 }),
    additionalFields: fc.constantFrom(null, "", '{"engraving":"Ada"}'),
  })
  .map(({ itemId, sku, quantity, additionalFields }) =>
    line(itemId, sku, quantity, { additionalFields, productType: TYPES[itemId] as ProductType }),
  )
const anyCart = fc.array(anyDraft, { maxLength: 8 }).map((drafts) => uniqueBy(drafts, keyOf))
const anyStock = fc
  .dictionary(
    fc.constantFrom("a", "b", "c"),
    fc.array(
      fc.record({
        sku: fc.constantFrom("S", "M"),
        qty: fc.integer({ min: 0, max: 30 }),
        unlimited: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
  )
  .map((table) =>
    Object.fromEntries(
      Object.entries(table).map(([item, records]) => [
        item,
        records.map((r) => stock(r.sku, r.qty, r.unlimited)),
      ]),
    ),
  )

const memberCart = (drafts: readonly EntryDraft[]) => drafts.map((draft, index) => stored(`m${index}`, draft))

// The most units of a variant a cart may hold under the stock table (the bound of 9999 aside).
const allowed = (table: Record<string, readonly StockRecord[]>, draft: EntryDraft) => {
  const records = (table[draft.itemId] ?? []).filter((record) => record.sku === draft.chosenVariant.sku)
  const tracked = draft.productType !== ProductType.DIGITAL && records.length > 0
  return tracked && !records.some((record) => record.unlimited)
    ? Math.max(...records.map((record) => record.qtyInStock))
    : 9999
}

const sumBy = (lines: CartMerge["lines"], key: (draft: EntryDraft) => string) => {
  const sums = new Map<string, number>()
  for (const { draft } of lines) sums.set(key(draft), (sums.get(key(draft)) ?? 0) + draft.quantity)
  return sums
}

describe("mergeCarts properties", () => {
  it("no line is lost: every line of either cart is in the result, or an adjustment says it was removed", () => {
    fc.assert(
      fc.property(anyCart, anyCart, anyStock, fc.boolean(), (member, visitor, table, sameSource) => {
        const merged = mergeCarts({
          member: memberCart(member),
          visitor,
          sameSource,
          stockOf: stockTable(table),
        })
        const kept = new Set(merged.lines.map((merged) => keyOf(merged.draft)))
        for (const draft of [...member, ...visitor]) {
          const removed = merged.adjustments.some(
            (a) => a.quantity === 0 && a.itemId === draft.itemId && a.sku === draft.chosenVariant.sku,
          )
          expect(kept.has(keyOf(draft)) || removed).toBe(true)
        }
      }),
    )
  })

  it("no variant ends above its stock or the quantity bound, and no line at 0 or below", () => {
    fc.assert(
      fc.property(anyCart, anyCart, anyStock, fc.boolean(), (member, visitor, table, sameSource) => {
        const merged = mergeCarts({
          member: memberCart(member),
          visitor,
          sameSource,
          stockOf: stockTable(table),
        })
        for (const [variant, quantity] of sumBy(merged.lines, variantOf)) {
          const draft = merged.lines.find((merged) => variantOf(merged.draft) === variant)
            ?.draft as EntryDraft
          expect(quantity).toBeLessThanOrEqual(Math.min(allowed(table, draft), 9999))
        }
        for (const { draft } of merged.lines) expect(draft.quantity).toBeGreaterThan(0)
      }),
    )
  })

  it("a variant gets everything asked for up to what is allowed: nothing is taken away needlessly", () => {
    fc.assert(
      fc.property(anyCart, anyCart, anyStock, (member, visitor, table) => {
        const merged = mergeCarts({
          member: memberCart(member),
          visitor,
          sameSource: false,
          stockOf: stockTable(table),
        })
        const asked = sumBy(
          [...member, ...visitor].map((draft) => ({ id: null, draft })),
          variantOf,
        )
        const got = sumBy(merged.lines, variantOf)
        for (const draft of [...member, ...visitor]) {
          const variant = variantOf(draft)
          expect(got.get(variant) ?? 0).toBe(Math.min(asked.get(variant) ?? 0, allowed(table, draft)))
        }
      }),
    )
  })

  it("is idempotent for an empty visitor cart: re-checking a re-checked cart changes nothing", () => {
    fc.assert(
      fc.property(anyCart, anyStock, (member, table) => {
        const stockOf = stockTable(table)
        const once = mergeCarts({ member: memberCart(member), visitor: [], sameSource: false, stockOf })
        const onceCart = once.lines.map((merged) => stored(merged.id as string, merged.draft))
        const twice = mergeCarts({ member: onceCart, visitor: [], sameSource: false, stockOf })
        expect(twice.lines).toEqual(once.lines)
        expect(twice.adjustments).toEqual([])
      }),
    )
  })

  it("the member's lines keep their ids and order; the visitor's new lines follow, as new lines", () => {
    fc.assert(
      fc.property(anyCart, anyCart, (member, visitor) => {
        const merged = mergeCarts({
          member: memberCart(member),
          visitor,
          sameSource: false,
          stockOf: () => [],
        })
        expect(merged.lines.slice(0, member.length).map((merged) => merged.id)).toEqual(
          member.map((_, i) => `m${i}`),
        )
        const added = visitor.filter((draft) => !member.some((own) => keyOf(own) === keyOf(draft)))
        expect(merged.lines.slice(member.length)).toEqual(added.map((draft) => ({ id: null, draft })))
      }),
    )
  })
})

describe("mergeCarts policy", () => {
  const shirt = line("shirt", "M", 2, { title: "Linen Shirt" })

  it("sums the quantities of the same item, SKU and additional fields into the member's line", () => {
    const merged = mergeCarts({
      member: [stored("m1", shirt)],
      visitor: [
        { ...shirt, quantity: 3, purchasePriceCents: 900, title: "Renamed" },
        { ...shirt, additionalFields: "" },
      ],
      sameSource: false,
      stockOf: () => [],
    })
    expect(merged.lines).toEqual([
      { id: "m1", draft: { ...shirt, quantity: 5 } },
      { id: null, draft: { ...shirt, additionalFields: "" } },
    ])
    expect(merged.adjustments).toEqual([])
  })

  it("takes the larger quantity instead when the visitor's cart is a copy of the member's", () => {
    const merged = mergeCarts({
      member: [stored("m1", shirt)],
      visitor: [{ ...shirt, quantity: 3 }],
      sameSource: true,
      stockOf: () => [],
    })
    expect(merged.lines).toEqual([{ id: "m1", draft: { ...shirt, quantity: 3 } }])
  })

  it("lowers a line to the stock left and says so, never failing", () => {
    const merged = mergeCarts({
      member: [stored("m1", shirt)],
      visitor: [{ ...shirt, quantity: 4 }],
      sameSource: false,
      stockOf: () => [stock("M", 3)],
    })
    expect(merged.lines).toEqual([{ id: "m1", draft: { ...shirt, quantity: 3 } }])
    expect(merged.adjustments).toEqual([
      {
        itemId: "shirt",
        sku: "M",
        title: "Linen Shirt",
        requested: 6,
        quantity: 3,
        reason: "stock",
        message: "Only 3 left: we changed Linen Shirt to 3.",
      },
    ])
  })

  it("gives the stock out in line order across lines of one variant, removing what gets none", () => {
    const engraved = { ...shirt, additionalFields: "x", quantity: 2 }
    const merged = mergeCarts({
      member: [stored("m1", shirt)],
      visitor: [engraved],
      sameSource: false,
      stockOf: () => [stock("M", 2)],
    })
    expect(merged.lines).toEqual([{ id: "m1", draft: shirt }])
    expect(merged.adjustments.map((a) => a.message)).toEqual([
      "Only 2 left: we removed Linen Shirt from your cart.",
    ])
  })

  it("does not limit digital goods, gift cards or unlimited stock, except by the quantity bound", () => {
    const ebook = line("ebook", "E", 9000, { productType: ProductType.DIGITAL, title: "E-book" })
    const merged = mergeCarts({
      member: [stored("m1", ebook), stored("m2", line("mug", "U", 5))],
      visitor: [{ ...ebook, quantity: 2000 }],
      sameSource: false,
      stockOf: (item) => (item === "mug" ? [stock("U", 0, true)] : [stock("E", 0)]),
    })
    expect(merged.lines.map((merged) => merged.draft.quantity)).toEqual([9999, 5])
    expect(merged.adjustments.map((a) => a.message)).toEqual([
      "Quantity must be 9999 or less: we changed E-book to 9999.",
    ])
  })
})
