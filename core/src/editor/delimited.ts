// Pasted or uploaded rows of text (the dataset editor, EDITOR-006): comma- or tab-separated, as a
// spreadsheet copies them (tabs) or saves them (commas). A small reader rather than a dependency:
// the format is one rule (RFC 4180's quotes) and the editor needs no type inference or streaming.
// Our choices: the separator is a tab when the first line has one outside quotes, else a comma;
// lines end with CRLF, LF or CR; a quoted field may hold separators, line breaks and "" for a quote;
// a quote inside an unquoted field is kept as text; lines with nothing on them are skipped (a
// trailing newline, blank lines between blocks of a paste).

/** The separators a pasted dataset may use. */
export type Separator = "," | "\t"

const firstLineSeparator = (text: string): Separator => {
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === "\n" || char === "\r")) return ","
    else if (!quoted && char === "\t") return "\t"
  }
  return ","
}

/**
 * The rows of comma- or tab-separated text, each a list of cells (the separator found as above).
 *
 * @example
 * parseDelimited('name,note\r\nMug,"big, blue"\n') // [["name", "note"], ["Mug", "big, blue"]]
 * parseDelimited("a\tb\n1\t2") // [["a", "b"], ["1", "2"]]
 */
export const parseDelimited = (text: string, separator: Separator = firstLineSeparator(text)): string[][] => {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  let blank = true // nothing read on this line yet: a line with nothing is skipped
  const endRow = () => {
    if (!blank) rows.push([...row, cell])
    row = []
    cell = ""
    blank = true
  }
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string
    if (quoted) {
      if (char !== '"') cell += char
      else if (text[at + 1] === '"') {
        cell += '"'
        at++
      } else quoted = false
    } else if (char === '"' && cell === "") {
      quoted = true
      blank = false
    } else if (char === separator) {
      row.push(cell)
      cell = ""
      blank = false
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[at + 1] === "\n") at++
      endRow()
    } else {
      cell += char
      blank = false
    }
  }
  endRow()
  return rows
}

// A cell holding either separator is quoted, so the separator found in the first line is the one
// written, whichever it is.
const needsQuotes = (cell: string) => /[,\t"\n\r]/.test(cell)

/**
 * Rows of cells as comma- or tab-separated text that `parseDelimited` reads back: a cell holding a
 * comma, a tab, a quote or a line break is quoted; lines end with CRLF.
 *
 * @example
 * formatDelimited([["Mug", "big, blue"]]) // 'Mug,"big, blue"'
 */
export const formatDelimited = (rows: readonly (readonly string[])[], separator: Separator = ","): string =>
  rows
    // A row of one empty cell is written `""`, since an empty line is skipped when read.
    .map((row) =>
      row.length === 1 && row[0] === ""
        ? '""'
        : row.map((cell) => (needsQuotes(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(separator),
    )
    .join("\r\n")
