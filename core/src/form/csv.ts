/**
 * A CSV writer for spreadsheets (RFC 4180): UTF-8 with a byte-order mark so Excel reads the
 * encoding, CRLF between records, every cell in double quotes (inner quotes doubled), and cells that
 * a spreadsheet would run as a formula neutralised with a leading apostrophe (CSV injection, as
 * OWASP advises): those starting with `=`, `+`, `-`, `@`, a tab or a carriage return, or with the
 * full-width `＝`, `＋`, `－`, `＠` some spreadsheets also read as operators. So "-5" exports as "'-5".
 *
 * Written here rather than taken from npm: csv-stringify (which has the formula option) types itself
 * against Node's streams and Buffer, which core may not use, and the writer is a few lines.
 */

/** The byte-order mark that opens a document. */
export const CSV_BOM = "\uFEFF"

const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/

/**
 * One cell: neutralised when it starts like a formula, then quoted.
 *
 * @example
 * csvCell('He said "hi"') // '"He said ""hi"""'
 * csvCell("=SUM(A1:A9)") // `"'=SUM(A1:A9)"`
 */
export const csvCell = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}

/**
 * Records as CSV text, each ending with CRLF (a chunk of a document: no byte-order mark).
 *
 * @example
 * csvRecords([["a", "b"], ["c", "d"]]) // '"a","b"\r\n"c","d"\r\n'
 */
export const csvRecords = (records: ReadonlyArray<ReadonlyArray<string>>): string =>
  records.map((record) => `${record.map(csvCell).join(",")}\r\n`).join("")

/**
 * A whole document: the byte-order mark, the header, then the records.
 *
 * @example
 * csvDocument(["Name"], [["Ada"]]) // '\uFEFF"Name"\r\n"Ada"\r\n'
 */
export const csvDocument = (
  header: ReadonlyArray<string>,
  records: ReadonlyArray<ReadonlyArray<string>>,
): string => CSV_BOM + csvRecords([header, ...records])
