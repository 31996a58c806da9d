import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type SortDirection, tablePage } from "./table.ts"

interface Row {
  readonly id: number
  readonly name: string
  readonly price: number | null
}

const ROWS: readonly Row[] = [
  { id: 1, name: "Item 10", price: 30 },
  { id: 2, name: "item 2", price: null },
  { id: 3, name: "Bowl", price: 15 },
  { id: 4, name: "Cup", price: 15 },
  { id: 5, name: "Mug", price: 20 },
]

const ids = (rows: readonly Row[]) => rows.map((row) => row.id)

const rowArb = fc.record({
  id: fc.nat(),
  name: fc.string({ maxLength: 6 }),
  price: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
})
const viewArb = fc.record({
  query: fc.string({ maxLength: 2 }),
  sortBy: fc.constantFrom<keyof Row | undefined>(undefined, "name", "price"),
  direction: fc.constantFrom<SortDirection>("ascending", "descending"),
  pageSize: fc.integer({ min: 1, max: 7 }),
})

describe("data tables", () => {
  it("EDITOR-005 pages the rows in their own order, the last page holding the rest", () => {
    expect(tablePage(ROWS, { pageSize: 2, page: 3 })).toEqual({
      rows: [ROWS[4]],
      total: 5,
      pages: 3,
      page: 3,
    })
  })

  it("EDITOR-005 searches every cell, case-insensitively, the query trimmed", () => {
    expect(ids(tablePage(ROWS, { query: "  ITEM ", pageSize: 10 }).rows)).toEqual([1, 2])
    expect(ids(tablePage(ROWS, { query: "15", pageSize: 10 }).rows)).toEqual([3, 4])
    expect(ids(tablePage(ROWS, { query: "u", pageSize: 10, searchIn: ["name"] }).rows)).toEqual([4, 5])
  })

  it("EDITOR-005 sorts text with numbers in it as a person reads it, numbers as numbers, empty cells last", () => {
    expect(ids(tablePage(ROWS, { sortBy: "name", pageSize: 10 }).rows)).toEqual([3, 4, 2, 1, 5])
    expect(ids(tablePage(ROWS, { sortBy: "price", pageSize: 10 }).rows)).toEqual([3, 4, 5, 1, 2])
    expect(ids(tablePage(ROWS, { sortBy: "price", direction: "descending", pageSize: 10 }).rows)).toEqual([
      1, 5, 3, 4, 2,
    ])
  })

  it("EDITOR-005 a page out of range is the nearest one; no rows is one empty page", () => {
    expect(tablePage(ROWS, { pageSize: 2, page: 9 }).page).toBe(3)
    expect(tablePage(ROWS, { pageSize: 2, page: 0 }).page).toBe(1)
    expect(tablePage(ROWS, { query: "nothing", pageSize: 2 })).toEqual({
      rows: [],
      total: 0,
      pages: 1,
      page: 1,
    })
  })

  it("EDITOR-005 property: a page never holds more than the page size", () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 30 }),
        viewArb,
        fc.integer({ min: -2, max: 10 }),
        (rows, view, page) => {
          const result = tablePage(rows, { ...view, page })
          expect(result.rows.length).toBeLessThanOrEqual(view.pageSize)
          expect(result.pages).toBe(Math.max(1, Math.ceil(result.total / view.pageSize)))
        },
      ),
    )
  })

  it("EDITOR-005 property: every matching row appears exactly once across the pages, and no other", () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), viewArb, (rows, view) => {
        const first = tablePage(rows, view)
        const seen = Array.from(
          { length: first.pages },
          (_, at) => tablePage(rows, { ...view, page: at + 1 }).rows,
        ).flat()
        const needle = view.query.trim().toLowerCase()
        const matching = rows.filter((row) =>
          Object.values(row).some(
            (cell) => cell !== null && cell !== "" && String(cell).toLowerCase().includes(needle),
          ),
        )
        const wanted = needle === "" ? rows : matching
        expect(seen.length).toBe(first.total)
        expect(new Set(seen).size).toBe(seen.length)
        // Rows are compared by identity: each given row object is on one page exactly.
        expect(new Set(seen)).toEqual(new Set(wanted))
      }),
    )
  })

  it("EDITOR-005 property: the sort is stable — rows with equal cells keep their own order, in both directions", () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), viewArb, (rows, view) => {
        const indexed = rows.map((row, at) => ({ ...row, id: at }))
        const { rows: out } = tablePage(indexed, { ...view, query: "", pageSize: 100 })
        for (let at = 1; at < out.length; at++) {
          const before = out[at - 1] as Row
          const after = out[at] as Row
          if (view.sortBy !== undefined && before[view.sortBy] === after[view.sortBy])
            expect(before.id).toBeLessThan(after.id)
          if (view.sortBy === undefined) expect(before.id).toBeLessThan(after.id)
        }
      }),
    )
  })

  it("EDITOR-005 property: the sorted column is in order, empty cells after the others", () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), viewArb, (rows, view) => {
        const { rows: out } = tablePage(rows, { ...view, sortBy: "price", query: "", pageSize: 100 })
        const prices = out.map((row) => row.price)
        const filled = prices.filter((price) => price !== null)
        expect(prices).toEqual([...filled, ...prices.filter((price) => price === null)])
        const sign = view.direction === "descending" ? -1 : 1
        for (let at = 1; at < filled.length; at++)
          expect(sign * ((filled[at] as number) - (filled[at - 1] as number))).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})
