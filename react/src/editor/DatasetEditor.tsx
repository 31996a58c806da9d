import {
  addColumn,
  addRow,
  columnCount,
  DATASET_LIMITS,
  DATASET_MESSAGE,
  type Dataset,
  type DatasetLimits,
  parseDelimited,
  prepareDataset,
  removeColumn,
  removeRow,
  setCell,
} from "@vitrine/core/editor"
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from "react"
import { withClass } from "../class-name.ts"

/** Props of {@link DatasetEditor}. */
export interface DatasetEditorProps {
  /** The dataset shown; the editor is controlled. */
  readonly rows: Dataset
  /** Called with the dataset after each edit, always rectangular and within the limits. */
  readonly onChange: (rows: Dataset) => void
  /** The grid's caption, its accessible name; default "Dataset". */
  readonly caption?: string
  /** The most rows and columns; default core's `DATASET_LIMITS` (500 × 20). */
  readonly limits?: DatasetLimits
  /** Classes added to `vitrine-dataset-editor`. */
  readonly className?: string
}

const UNLIMITED: DatasetLimits = { maxRows: Number.POSITIVE_INFINITY, maxColumns: Number.POSITIVE_INFINITY }

const MOVES: Record<string, readonly [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

/** Whether the caret sits where an arrow leaves the cell: left/right only at the text's ends. */
const leaves = (input: HTMLInputElement, key: string) =>
  key === "ArrowUp" ||
  key === "ArrowDown" ||
  (input.selectionStart === input.selectionEnd &&
    (key === "ArrowLeft" ? input.selectionStart === 0 : input.selectionEnd === input.value.length))

/**
 * The dataset editor (EDITOR-006): a grid of text inputs, each named "Row 2, column 3", with buttons
 * to add a row or a column (held `aria-disabled` at the limits, EDITOR-030) and to remove each one.
 * Rows pasted into a cell from a spreadsheet or a CSV file (tab- or comma-separated, more than one
 * cell) fill the grid from that cell, read by core's `parseDelimited` and cut to the limits by
 * `prepareDataset`, whose notices are shown politely ("Your dataset has been truncated to 500 rows",
 * "One or more rows was missing data", EDITOR-029, EDITOR-031, EDITOR-032); a dataset without rows
 * or columns says so as an alert (EDITOR-027, EDITOR-028). The arrow keys move between cells (left
 * and right once the caret is at the text's end). Unstyled: `vitrine-dataset-editor`.
 *
 * @example
 * const [rows, setRows] = useState<Dataset>([["Month", "Sales"], ["May", "12"]])
 * <DatasetEditor caption="Chart data" rows={rows} onChange={setRows} />
 */
export const DatasetEditor = (props: DatasetEditorProps) => {
  const limits = props.limits ?? DATASET_LIMITS
  const grid = useRef<HTMLTableElement>(null)
  const [notices, setNotices] = useState<readonly string[]>([])
  const rows = props.rows
  const columns = columnCount(rows)
  const { error } = prepareDataset(rows, limits)
  const change = (next: Dataset) => {
    setNotices([])
    props.onChange(next)
  }
  const focusCell = (row: number, column: number) =>
    grid.current?.querySelector<HTMLInputElement>(`input[data-cell="${row}:${column}"]`)?.focus()

  const paste = (event: ClipboardEvent<HTMLInputElement>, row: number, column: number) => {
    const pasted = parseDelimited(event.clipboardData.getData("text/plain"))
    if (pasted.length <= 1 && (pasted[0]?.length ?? 0) <= 1) return // one cell: the input's own paste
    event.preventDefault()
    // A pasted row shorter than the pasted block is missing data (EDITOR-029); the grid's own rows
    // growing to the block's width are not, so that check is the block's alone.
    const block = prepareDataset(pasted, UNLIMITED)
    const merged: string[][] = rows.map((cells) => [...cells])
    block.dataset.forEach((cells, r) => {
      const target = merged[row + r] ?? []
      merged[row + r] = target
      cells.forEach((cell, c) => {
        target[column + c] = cell
      })
    })
    const prepared = prepareDataset(
      merged.map((cells) => Array.from(cells, (cell) => cell ?? "")),
      limits,
    )
    props.onChange(prepared.dataset)
    setNotices([
      ...prepared.notices.filter((notice) => notice !== DATASET_MESSAGE.missingData),
      ...block.notices,
    ])
  }
  const move = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const step = MOVES[event.key]
    if (!step || !leaves(event.currentTarget, event.key)) return
    const to = [row + step[0], column + step[1]] as const
    if (to[0] < 0 || to[0] >= rows.length || to[1] < 0 || to[1] >= columns) return
    event.preventDefault()
    focusCell(to[0], to[1])
  }

  const canAddRow = rows.length < limits.maxRows
  const canAddColumn = columns < limits.maxColumns
  return (
    <div className={withClass("vitrine-dataset-editor", props.className)}>
      <table ref={grid}>
        <caption>{props.caption ?? "Dataset"}</caption>
        <thead>
          <tr>
            <td />
            {Array.from({ length: columns }, (_, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the grid.
              <th key={column} scope="col">
                Column {column + 1}
                <button type="button" onClick={() => change(removeColumn(rows, column))}>
                  Remove column {column + 1}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the grid.
            <tr key={row}>
              <th scope="row">
                Row {row + 1}
                <button type="button" onClick={() => change(removeRow(rows, row))}>
                  Remove row {row + 1}
                </button>
              </th>
              {cells.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the grid.
                <td key={column}>
                  <input
                    type="text"
                    className="vitrine-dataset-editor-cell"
                    data-cell={`${row}:${column}`}
                    aria-label={`Row ${row + 1}, column ${column + 1}`}
                    value={cell}
                    onChange={(event) => change(setCell(rows, row, column, event.target.value))}
                    onPaste={(event) => paste(event, row, column)}
                    onKeyDown={(event) => move(event, row, column)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="vitrine-dataset-editor-actions">
        <button
          type="button"
          aria-disabled={!canAddRow || undefined}
          onClick={() => canAddRow && change(addRow(rows, limits))}
        >
          Add row
        </button>
        <button
          type="button"
          aria-disabled={!canAddColumn || undefined}
          onClick={() => canAddColumn && change(addColumn(rows, limits))}
        >
          Add column
        </button>
      </div>
      {error !== undefined && (
        <p className="vitrine-dataset-editor-error" role="alert">
          {error}
        </p>
      )}
      <div className="vitrine-dataset-editor-notices" role="status">
        {notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </div>
    </div>
  )
}
