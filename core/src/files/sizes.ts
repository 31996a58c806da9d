/**
 * File sizes (CONST-009). The spec says both "units are 1024-based" and "1 MB is 1,000,000 bytes",
 * which conflict. Our choice: the stated example wins, so sizes are counted in powers of 1000
 * (1 KB = 1,000 bytes, 1 MB = 1,000,000 bytes, 1 GB = 1,000,000,000 bytes): the same figure a
 * merchant's own computer shows on most systems, and a limit written "20 MB" is 20,000,000 bytes.
 */
export const BYTES_PER_UNIT = 1000

/**
 * The largest file the file manager takes (EDITOR-021, UNSPECIFIED in the spec): 20 MB, that is
 * 20,000,000 bytes — a print-quality PDF menu or a full-size photo, small enough to read into memory.
 */
export const MAX_FILE_SIZE = 20 * BYTES_PER_UNIT * BYTES_PER_UNIT

const UNITS = ["KB", "MB", "GB", "TB"] as const

/**
 * A size in bytes for people (CONST-009): under 1,000 in bytes, else in the largest unit it reaches
 * with at most one decimal, a trailing ".0" dropped.
 *
 * @example
 * formatFileSize(999) // "999 bytes"
 * formatFileSize(1_000_000) // "1 MB"
 * formatFileSize(1_500) // "1.5 KB"
 */
export const formatFileSize = (bytes: number): string => {
  if (bytes < BYTES_PER_UNIT) return bytes === 1 ? "1 byte" : `${bytes} bytes`
  let value = bytes / BYTES_PER_UNIT
  let unit = 0
  // Rounded to one decimal first, so 999,999 bytes reads "1 MB", never "1000 KB".
  while (Math.round(value * 10) / 10 >= BYTES_PER_UNIT && unit < UNITS.length - 1) {
    value /= BYTES_PER_UNIT
    unit += 1
  }
  const rounded = Math.round(value * 10) / 10
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${UNITS[unit]}`
}
