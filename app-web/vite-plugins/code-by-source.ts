/** The parts of a source map `splitCodeBySource` reads (a v3 map, as Rolldown gives a chunk). */
export interface ChunkSourceMap {
  readonly sources: readonly (string | null)[]
  readonly mappings: string
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]))

/**
 * The numbers of one mapping segment ("AAAA", "kBAAC"…): base64 VLQ, five value bits a digit, the
 * sixth saying another digit follows, the lowest bit of the value its sign.
 *
 * @example
 * decodeSegment("kBAAC") // [18, 0, 0, 1]
 */
export const decodeSegment = (segment: string): number[] => {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = DIGIT.get(char)
    if (digit === undefined) throw new Error(`"${char}" is not a source map digit`)
    value += (digit & 31) * 2 ** shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2)
    value = 0
    shift = 0
  }
  return values
}

/** A run of a chunk's code and the source it came from (null: no source claims it). */
export interface CodePiece {
  readonly source: string | null
  readonly text: string
}

/**
 * A chunk's code cut into pieces by where each came from, in order, so that joining every piece's
 * text gives the code back. A piece runs from its mapping to the next one on the same line, as
 * source-map tools count it; code before a line's first mapping, a mapping without a source and the
 * line breaks belong to no source (the bundler's runtime, the chunk's import and export lines).
 *
 * @example
 * codePieces("ab", { sources: ["a.ts"], mappings: "AAAA" }) // [{ source: "a.ts", text: "ab" }]
 */
export const codePieces = (code: string, map: ChunkSourceMap): CodePiece[] => {
  const pieces: CodePiece[] = []
  const lines = code.split("\n")
  const mappingLines = map.mappings.split(";")
  // The source index is relative to the previous segment's, across lines.
  let source = 0
  lines.forEach((line, lineIndex) => {
    let column = 0
    const starts = (mappingLines[lineIndex] ?? "")
      .split(",")
      .filter((segment) => segment !== "")
      .map((segment) => {
        const fields = decodeSegment(segment)
        column += fields[0] ?? 0
        if (fields.length > 1) source += fields[1] ?? 0
        return { column, source: fields.length > 1 ? (map.sources[source] ?? null) : null }
      })
    let at = 0
    let owner: string | null = null
    for (const start of [...starts, { column: line.length, source: null }]) {
      if (start.column > at) pieces.push({ source: owner, text: line.slice(at, start.column) })
      at = Math.max(at, start.column)
      owner = start.source
    }
    if (lineIndex < lines.length - 1) pieces.push({ source: null, text: "\n" })
  })
  return pieces
}

/**
 * A chunk's code cut in two by where each piece came from (see `codePieces`): `matched` holds, in
 * order, every piece whose source `matches` (its path as the map writes it), `rest` everything else.
 *
 * @example
 * const { matched } = splitCodeBySource(chunk.code, chunk.map, (source) => source.includes("/react-dom/"))
 */
export const splitCodeBySource = (
  code: string,
  map: ChunkSourceMap,
  matches: (source: string) => boolean,
): { readonly matched: string; readonly rest: string } => {
  const matched: string[] = []
  const rest: string[] = []
  for (const piece of codePieces(code, map))
    (piece.source !== null && matches(piece.source) ? matched : rest).push(piece.text)
  return { matched: matched.join(""), rest: rest.join("") }
}
