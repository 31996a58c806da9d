// The dataset editor's rules (EDITOR-006, EDITOR-027 to EDITOR-032): a dataset is rows × columns of
// text. The spec gives the messages and says a dataset is truncated, not at what size nor when each
// message shows; our choices:
// - At most 500 rows and 20 columns (EDITOR-030): a chart's or a table block's data, typed or pasted
//   by hand, with room to spare; bigger data belongs in a file, not a page.
// - A dataset with no rows cannot be saved ("Your dataset must have at least one row", EDITOR-027),
//   nor one whose rows have no cells ("… at least one column", EDITOR-028).
// - Rows shorter than the widest (a ragged paste) are filled with empty cells, and the editor says
//   "One or more rows was missing data" (EDITOR-029); the dataset can still be saved.
// - Past the maxima the rows and columns beyond them are dropped, and the editor says so with the
//   spec's messages (EDITOR-031, EDITOR-032: "truncted" as the source writes it).

/** A dataset: rows of cells of text, every row as wide as the others once prepared. */
export type Dataset = readonly (readonly string[])[]

/** The most rows and columns a dataset keeps (EDITOR-030), ours. */
export const DATASET_LIMITS = { maxRows: 500, maxColumns: 20 } as const

/**
 * The dataset editor's messages (EDITOR-027 to EDITOR-029, EDITOR-031, EDITOR-032), as the spec
 * writes them.
 *
 * @example
 * DATASET_MESSAGE.truncatedColumns(20) // "Your dataset has been truncted to 20 columns"
 */
export const DATASET_MESSAGE = {
  noRows: "Your dataset must have at least one row",
  noColumns: "Your dataset must have at least one column",
  missingData: "One or more rows was missing data",
  truncatedRows: (maxRows: number) => `Your dataset has been truncated to ${maxRows} rows`,
  truncatedColumns: (maxColumns: number) => `Your dataset has been truncted to ${maxColumns} columns`,
} as const

/** The limits a dataset is prepared with. */
export interface DatasetLimits {
  readonly maxRows: number
  readonly maxColumns: number
}

/**
 * A prepared dataset: rectangular and within the limits, with what the editor tells the merchant
 * (`notices`, the dataset was changed) and why it cannot be saved (`error`, none when it can).
 */
export interface PreparedDataset {
  readonly dataset: Dataset
  readonly notices: readonly string[]
  readonly error: string | undefined
}

/**
 * The number of columns of a dataset: its widest row's cells.
 *
 * @example
 * columnCount([["a"], ["b", "c"]]) // 2
 */
export const columnCount = (rows: Dataset): number =>
  rows.reduce((most, row) => Math.max(most, row.length), 0)

/**
 * A dataset as the editor keeps it (EDITOR-027 to EDITOR-032): cut to the limits, short rows filled
 * with empty cells, with the notices and the error to show.
 *
 * @example
 * prepareDataset([["a", "b"], ["c"]])
 * // { dataset: [["a", "b"], ["c", ""]], notices: ["One or more rows was missing data"], error: undefined }
 */
export const prepareDataset = (rows: Dataset, limits: DatasetLimits = DATASET_LIMITS): PreparedDataset => {
  const notices: string[] = []
  const kept = rows.slice(0, limits.maxRows)
  if (rows.length > limits.maxRows) notices.push(DATASET_MESSAGE.truncatedRows(limits.maxRows))
  const widest = columnCount(kept)
  const width = Math.min(widest, limits.maxColumns)
  if (widest > limits.maxColumns) notices.push(DATASET_MESSAGE.truncatedColumns(limits.maxColumns))
  if (kept.some((row) => row.length < width)) notices.push(DATASET_MESSAGE.missingData)
  const dataset = kept.map((row) => Array.from({ length: width }, (_, column) => row[column] ?? ""))
  const error =
    kept.length === 0 ? DATASET_MESSAGE.noRows : width === 0 ? DATASET_MESSAGE.noColumns : undefined
  return { dataset, notices, error }
}
