import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { columnCount, DATASET_LIMITS, DATASET_MESSAGE, prepareDataset } from "./dataset.ts"
import { addColumn, addRow, removeColumn, removeRow, setCell } from "./dataset-edits.ts"

const cells = fc.array(fc.array(fc.string({ maxLength: 3 }), { maxLength: 6 }), { maxLength: 8 })
const small = { maxRows: 5, maxColumns: 4 }

describe("the dataset's messages", () => {
  it("EDITOR-027 EDITOR-028 EDITOR-029 are the spec's words", () => {
    expect(DATASET_MESSAGE.noRows).toBe("Your dataset must have at least one row")
    expect(DATASET_MESSAGE.noColumns).toBe("Your dataset must have at least one column")
    expect(DATASET_MESSAGE.missingData).toBe("One or more rows was missing data")
  })

  it("EDITOR-031 EDITOR-032 the truncation messages are the spec's, 'truncted' and all", () => {
    expect(DATASET_MESSAGE.truncatedRows(500)).toBe("Your dataset has been truncated to 500 rows")
    expect(DATASET_MESSAGE.truncatedColumns(20)).toBe("Your dataset has been truncted to 20 columns")
  })

  it("EDITOR-030 the maxima are ours: 500 rows and 20 columns", () => {
    expect(DATASET_LIMITS).toEqual({ maxRows: 500, maxColumns: 20 })
  })
})

describe("preparing a dataset", () => {
  it("EDITOR-027 a dataset without rows cannot be saved", () => {
    expect(prepareDataset([])).toEqual({ dataset: [], notices: [], error: DATASET_MESSAGE.noRows })
  })

  it("EDITOR-028 a dataset whose rows have no cells cannot be saved", () => {
    expect(prepareDataset([[], []]).error).toBe(DATASET_MESSAGE.noColumns)
  })

  it("EDITOR-029 short rows are filled with empty cells, and the editor says data was missing", () => {
    expect(prepareDataset([["a", "b"], ["c"], []])).toEqual({
      dataset: [
        ["a", "b"],
        ["c", ""],
        ["", ""],
      ],
      notices: [DATASET_MESSAGE.missingData],
      error: undefined,
    })
  })

  it("EDITOR-030 EDITOR-031 EDITOR-032 rows and columns past the maxima are dropped, with both messages", () => {
    const wide = Array.from({ length: 7 }, (_, row) => Array.from({ length: 6 }, (_, col) => `${row}.${col}`))
    const { dataset, notices, error } = prepareDataset(wide, small)
    expect(dataset).toEqual(wide.slice(0, 5).map((row) => row.slice(0, 4)))
    expect(notices).toEqual([
      "Your dataset has been truncated to 5 rows",
      "Your dataset has been truncted to 4 columns",
    ])
    expect(error).toBeUndefined()
  })

  it("EDITOR-030 the default maxima apply: 501 rows become 500", () => {
    const rows = Array.from({ length: 501 }, (_, at) => [String(at)])
    const { dataset, notices } = prepareDataset(rows)
    expect(dataset).toHaveLength(500)
    expect(notices).toEqual([DATASET_MESSAGE.truncatedRows(500)])
  })

  it("EDITOR-027..032 property: the dataset is rectangular, within the limits, its cells the given ones in place", () => {
    fc.assert(
      fc.property(cells, (rows) => {
        const { dataset, notices, error } = prepareDataset(rows, small)
        const width = dataset[0]?.length ?? 0
        expect(dataset.length).toBe(Math.min(rows.length, small.maxRows))
        expect(dataset.every((row) => row.length === width)).toBe(true)
        expect(width).toBe(Math.min(columnCount(rows.slice(0, small.maxRows)), small.maxColumns))
        expect(dataset).toEqual(dataset.map((row, r) => row.map((_, c) => rows[r]?.[c] ?? "")))
        expect(notices.includes(DATASET_MESSAGE.truncatedRows(5))).toBe(rows.length > 5)
        expect(error === undefined).toBe(dataset.length > 0 && width > 0)
      }),
    )
  })

  it("EDITOR-029 property: a prepared dataset prepared again says nothing and changes nothing", () => {
    fc.assert(
      fc.property(cells, (rows) => {
        const once = prepareDataset(rows, small)
        const twice = prepareDataset(once.dataset, small)
        expect(twice.dataset).toEqual(once.dataset)
        expect(twice.notices).toEqual([])
      }),
    )
  })
})

describe("the dataset editor's edits", () => {
  it("EDITOR-006 adds and removes rows and columns, and changes a cell", () => {
    const start = [["a", "b"]]
    expect(addRow(start)).toEqual([
      ["a", "b"],
      ["", ""],
    ])
    expect(addColumn(start)).toEqual([["a", "b", ""]])
    expect(addColumn([])).toEqual([[""]])
    expect(addRow([])).toEqual([[""]])
    expect(removeColumn(start, 0)).toEqual([["b"]])
    expect(removeRow(start, 0)).toEqual([])
    expect(setCell(start, 0, 1, "c")).toEqual([["a", "c"]])
  })

  it("EDITOR-030 property: adding stops at the maxima, and every edit keeps a prepared dataset rectangular", () => {
    fc.assert(
      fc.property(cells, fc.nat(6), fc.string({ maxLength: 2 }), (rows, at, text) => {
        const { dataset } = prepareDataset(rows, small)
        for (const edited of [
          addRow(dataset, small),
          addColumn(dataset, small),
          removeRow(dataset, at),
          removeColumn(dataset, at),
          setCell(dataset, at, at, text),
        ]) {
          expect(edited.length).toBeLessThanOrEqual(small.maxRows)
          expect(columnCount(edited)).toBeLessThanOrEqual(small.maxColumns)
          expect(new Set(edited.map((row) => row.length)).size).toBeLessThanOrEqual(1)
        }
      }),
    )
  })
})
