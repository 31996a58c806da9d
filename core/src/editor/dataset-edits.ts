// The dataset editor's edits, one grid change each, so the React grid and any other editor change a
// dataset alike. Each keeps the dataset rectangular and returns a new one; adding stops at the
// limits (EDITOR-030) and removing may leave no rows or columns, which `prepareDataset` then reports.
import { columnCount, DATASET_LIMITS, type Dataset, type DatasetLimits } from "./dataset.ts"

/**
 * The dataset with an empty row added at the end (as wide as the others, at least one cell; rows
 * without cells get one), unless it already has the most rows.
 *
 * @example
 * addRow([["a", "b"]]) // [["a", "b"], ["", ""]]
 */
export const addRow = (rows: Dataset, limits: DatasetLimits = DATASET_LIMITS): Dataset => {
  if (rows.length >= limits.maxRows) return rows
  // Rows without cells get one too, so the new row is not the only one with a cell to type in.
  const width = Math.max(1, columnCount(rows))
  const empty = (row: readonly string[]) => [...row, ...Array.from({ length: width - row.length }, () => "")]
  return [...rows.map(empty), empty([])]
}

/**
 * The dataset with an empty column added at the right, unless it already has the most columns; a
 * dataset with no rows gets one.
 *
 * @example
 * addColumn([["a"], ["b"]]) // [["a", ""], ["b", ""]]
 */
export const addColumn = (rows: Dataset, limits: DatasetLimits = DATASET_LIMITS): Dataset => {
  if (columnCount(rows) >= limits.maxColumns) return rows
  return rows.length === 0 ? [[""]] : rows.map((row) => [...row, ""])
}

/**
 * The dataset without its row at `index`.
 *
 * @example
 * removeRow([["a"], ["b"]], 0) // [["b"]]
 */
export const removeRow = (rows: Dataset, index: number): Dataset => rows.filter((_, at) => at !== index)

/**
 * The dataset without its column at `index`.
 *
 * @example
 * removeColumn([["a", "b"]], 0) // [["b"]]
 */
export const removeColumn = (rows: Dataset, index: number): Dataset =>
  rows.map((row) => row.filter((_, at) => at !== index))

/**
 * The dataset with one cell's text changed.
 *
 * @example
 * setCell([["a", "b"]], 0, 1, "c") // [["a", "c"]]
 */
export const setCell = (rows: Dataset, row: number, column: number, text: string): Dataset =>
  rows.map((cells, at) => (at === row ? cells.map((cell, col) => (col === column ? text : cell)) : cells))
