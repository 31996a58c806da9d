// A data table's page (EDITOR-005: paginated, with search and sort). The spec names the three and
// nothing more; our choices, so every table of the editor behaves alike:
// - The search is the query trimmed, matched case-insensitively as a substring of any searched cell
//   (all cells unless `searchIn` names some); an empty query matches every row.
// - Sorting compares numbers as numbers and anything else as text, in English collation with
//   numeric parts compared as numbers ("Item 2" before "Item 10"), case-insensitively; empty cells
//   (null, undefined, "", NaN) come last whichever the direction. Ties keep the rows' own order in both
//   directions (a stable sort), so a page does not reshuffle when a column is sorted again.
// - Pages count from 1; a page past the last is the last, before the first the first; a page size
//   is a whole number of at least 1. No rows still make one (empty) page.

/** A cell of a data table's row. */
export type TableCell = string | number | boolean | null | undefined

/** Which way a sorted column runs. */
export type SortDirection = "ascending" | "descending"

/** What a data table shows: the search, the sorted column and its direction, the page and its size. */
export interface TableView<Row> {
  readonly query?: string
  readonly sortBy?: keyof Row | undefined
  readonly direction?: SortDirection
  readonly page?: number
  readonly pageSize: number
  /** The columns the search reads; default every column of the row. */
  readonly searchIn?: readonly (keyof Row)[]
}

/** One page of a data table: its rows, how many rows match the search, the pages, the page shown. */
export interface TablePage<Row> {
  readonly rows: readonly Row[]
  readonly total: number
  readonly pages: number
  readonly page: number
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" })

const isEmpty = (cell: unknown): boolean =>
  cell === null || cell === undefined || cell === "" || (typeof cell === "number" && Number.isNaN(cell))

const compareCells = (a: unknown, b: unknown): number =>
  typeof a === "number" && typeof b === "number" ? a - b : collator.compare(String(a), String(b))

const matches = <Row extends object>(
  row: Row,
  needle: string,
  searchIn: readonly (keyof Row)[] | undefined,
) =>
  (searchIn ?? (Object.keys(row) as (keyof Row)[])).some((key) => {
    const cell = row[key]
    return !isEmpty(cell) && String(cell).toLowerCase().includes(needle)
  })

const sorted = <Row extends object>(
  rows: readonly Row[],
  key: keyof Row,
  direction: SortDirection,
): Row[] => {
  const sign = direction === "descending" ? -1 : 1
  return [...rows].sort((x, y) => {
    const a = x[key]
    const b = y[key]
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b))
    return sign * compareCells(a, b)
  })
}

/**
 * The page of a data table (EDITOR-005): the rows matching the search, sorted, cut to the page.
 *
 * @example
 * const rows = [{ name: "Mug", price: 20 }, { name: "Cup", price: 15 }, { name: "Bowl", price: 30 }]
 * tablePage(rows, { query: "u", sortBy: "price", direction: "descending", page: 1, pageSize: 1 })
 * // { rows: [{ name: "Mug", price: 20 }], total: 2, pages: 2, page: 1 }
 */
export const tablePage = <Row extends object>(rows: readonly Row[], view: TableView<Row>): TablePage<Row> => {
  const needle = (view.query ?? "").trim().toLowerCase()
  const found = needle === "" ? rows : rows.filter((row) => matches(row, needle, view.searchIn))
  const ordered =
    view.sortBy === undefined ? found : sorted(found, view.sortBy, view.direction ?? "ascending")
  const pageSize = Math.max(1, Math.floor(view.pageSize) || 1)
  const pages = Math.max(1, Math.ceil(ordered.length / pageSize))
  const page = Math.min(pages, Math.max(1, Math.floor(view.page ?? 1) || 1))
  const start = (page - 1) * pageSize
  return { rows: ordered.slice(start, start + pageSize), total: ordered.length, pages, page }
}
