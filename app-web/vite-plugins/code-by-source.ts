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

/**
 * A chunk's code cut in two by where each piece came from: `matched` holds, in order, every piece
 * whose source `matches` (its sources' paths as the map writes them), `rest` everything else,
 * pieces no source claims included (the bundler's runtime, the chunk's import and export lines).
 * A piece runs from its mapping to the next one on the same line, as source-map tools count it.
 *
 * @example
 * const { matched } = splitCodeBySource(chunk.code, chunk.map, (source) => source.includes("/react-dom/"))
 */
export const splitCodeBySource = (
  code: string,
  map: ChunkSourceMap,
  matches: (source: string) => boolean,
): { readonly matched: string; readonly rest: string } => {
  const claimed = map.sources.map((source) => source !== null && matches(source))
  const matched: string[] = []
  const rest: string[] = []
  const lines = code.split("\n")
  const mappingLines = map.mappings.split(";")
  // The source index is relative to the previous segment's, across lines.
  let source = 0
  lines.forEach((line, lineIndex) => {
    const pieces = (mappingLines[lineIndex] ?? "")
      .split(",")
      .filter((segment) => segment !== "")
      .map(decodeSegment)
    let column = 0
    const starts = pieces.map((fields) => {
      column += fields[0] ?? 0
      if (fields.length > 1) source += fields[1] ?? 0
      return { column, claimed: fields.length > 1 && claimed[source] === true }
    })
    let at = 0
    const take = (to: number, isClaimed: boolean) => {
      if (to > at) (isClaimed ? matched : rest).push(line.slice(at, to))
      at = Math.max(at, to)
    }
    starts.forEach((start, index) => {
      take(start.column, index > 0 && starts[index - 1]?.claimed === true)
    })
    take(line.length, starts.at(-1)?.claimed === true)
    if (lineIndex < lines.length - 1) rest.push("\n")
  })
  return { matched: matched.join(""), rest: rest.join("") }
}
