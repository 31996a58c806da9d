import { type SortDirection, tablePage } from "@vitrine/core/editor"
import { type ReactNode, useId, useState } from "react"
import { withClass } from "../class-name.ts"

/** A column of a {@link DataTable}: the row's field it shows, its header, how a cell renders. */
export interface DataTableColumn<Row> {
  readonly key: keyof Row & string
  readonly header: string
  /** Whether its header sorts the table; default true. */
  readonly sortable?: boolean
  /** The cell's content; default the field's value as text. */
  readonly render?: (row: Row) => ReactNode
  /** Whether this column's cells name their rows (`<th scope="row">`); default false. */
  readonly rowHeader?: boolean
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row extends object> {
  readonly rows: readonly Row[]
  readonly columns: readonly DataTableColumn<Row>[]
  /** A row's stable key. */
  readonly rowKey: (row: Row) => string
  /** The table's caption, its accessible name. */
  readonly caption: string
  /** Rows per page; default 10. */
  readonly pageSize?: number
  /** The columns the search reads; default all of the row's fields. */
  readonly searchIn?: readonly (keyof Row)[]
  readonly searchLabel?: string
  /** What an empty table or search says; default "No results". */
  readonly emptyText?: string
  readonly previousLabel?: string
  readonly nextLabel?: string
  /** Classes added to `vitrine-data-table`. */
  readonly className?: string
}

interface Sort<Row> {
  readonly key: keyof Row & string
  readonly direction: SortDirection
}

/**
 * A data table (EDITOR-005): a search box, a table whose sortable headers are buttons (the sorted
 * column's header carries `aria-sort`; a second press reverses it), and the page controls
 * ("Previous", "Page 2 of 5", "Next"). Rows come from core's `tablePage`: the search matches any
 * cell, the sort is stable with empty cells last, and a new search starts at page 1. No rows, or no
 * match, shows `emptyText` ("No results"). Unstyled: `vitrine-data-table`; the page controls are
 * `aria-disabled` at the ends, so focus stays on them.
 *
 * @example
 * <DataTable caption="Products" rows={products} rowKey={(p) => p.id}
 *   columns={[{ key: "title", header: "Title" }, { key: "stock", header: "Stock" }]} />
 */
export const DataTable = <Row extends object>(props: DataTableProps<Row>) => {
  const searchId = useId()
  const [query, setQuery] = useState("")
  const [sort, setSort] = useState<Sort<Row> | null>(null)
  const [page, setPage] = useState(1)
  const shown = tablePage(props.rows, {
    query,
    sortBy: sort?.key,
    direction: sort?.direction ?? "ascending",
    page,
    pageSize: props.pageSize ?? 10,
    ...(props.searchIn === undefined ? {} : { searchIn: props.searchIn }),
  })
  const sortBy = (key: keyof Row & string) =>
    setSort((now) =>
      now?.key === key && now.direction === "ascending"
        ? { key, direction: "descending" }
        : { key, direction: "ascending" },
    )
  const go = (to: number) => {
    if (to >= 1 && to <= shown.pages) setPage(to)
  }

  return (
    <div className={withClass("vitrine-data-table", props.className)}>
      <div className="vitrine-data-table-search">
        <label htmlFor={searchId}>{props.searchLabel ?? "Search"}</label>
        <input
          id={searchId}
          className="vitrine-data-table-search-input"
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setPage(1)
          }}
        />
      </div>
      <table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort?.key === column.key ? sort.direction : undefined}
              >
                {column.sortable === false ? (
                  column.header
                ) : (
                  <button type="button" onClick={() => sortBy(column.key)}>
                    {column.header}
                  </button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.rows.length === 0 ? (
            <tr>
              <td colSpan={props.columns.length} className="vitrine-data-table-empty">
                {props.emptyText ?? "No results"}
              </td>
            </tr>
          ) : (
            shown.rows.map((row) => (
              <tr key={props.rowKey(row)}>
                {props.columns.map((column) => {
                  const content = column.render ? column.render(row) : String(row[column.key] ?? "")
                  return column.rowHeader ? (
                    <th key={column.key} scope="row">
                      {content}
                    </th>
                  ) : (
                    <td key={column.key}>{content}</td>
                  )
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <nav className="vitrine-data-table-pages" aria-label={`${props.caption} pages`}>
        <button type="button" aria-disabled={shown.page <= 1 || undefined} onClick={() => go(shown.page - 1)}>
          {props.previousLabel ?? "Previous"}
        </button>
        <span role="status">
          Page {shown.page} of {shown.pages}
        </span>
        <button
          type="button"
          aria-disabled={shown.page >= shown.pages || undefined}
          onClick={() => go(shown.page + 1)}
        >
          {props.nextLabel ?? "Next"}
        </button>
      </nav>
    </div>
  )
}
