// The closing table of the packaging test: one row per package, one column per check.

/** A check's outcome in one cell: passed (with a short note) or failed (with what went wrong). */
export interface Cell {
  readonly ok: boolean
  readonly note: string
  readonly problems?: readonly string[]
}

/** One package's row. */
export interface Row {
  readonly name: string
  readonly cells: Readonly<Record<string, Cell>>
  readonly seconds: number
}

/**
 * A plain-text table, padded per column, with "ok"/"FAIL" and each cell's note.
 *
 * @example
 * formatTable(["publint"], [{ name: "@vitrine/core", cells: { publint: { ok: true, note: "" } }, seconds: 3 }])
 */
export const formatTable = (columns: readonly string[], rows: readonly Row[]): string => {
  const header = ["package", ...columns, "time"]
  const body = rows.map((row) => [
    row.name,
    ...columns.map((column) => {
      const cell = row.cells[column]
      if (!cell) return "-"
      return `${cell.ok ? "ok" : "FAIL"}${cell.note ? ` ${cell.note}` : ""}`
    }),
    `${row.seconds.toFixed(1)} s`,
  ])
  const widths = header.map((title, index) =>
    Math.max(title.length, ...body.map((line) => line[index]?.length ?? 0)),
  )
  const line = (cells: readonly string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(" | ")
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...body.map(line)].join("\n")
}
