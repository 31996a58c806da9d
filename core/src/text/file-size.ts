import { displayLocale } from "../money/locale.ts"

/**
 * File size units, each 1024 times the one before (CONST-009). Spec 001 §9 also says "1 MB is
 * 1,000,000 bytes", which contradicts 1024-based units; we keep 1024 throughout, labelled KB, MB,
 * GB — the figures file pickers and upload dialogs on Windows show, so a limit and a file's size
 * agree with what the person sees on their machine: 1 MB = 1,048,576 bytes.
 *
 * @example
 * FILE_SIZE_UNITS[2] // "MB"
 */
export const FILE_SIZE_UNITS = ["B", "KB", "MB", "GB", "TB", "PB"] as const

/**
 * One of the file size units.
 *
 * @example
 * bytesOf(5, "GB" satisfies FileSizeUnit)
 */
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number]

/**
 * The step between two units (CONST-009).
 *
 * @example
 * bytesOf(1, "KB") === FILE_SIZE_STEP // true
 */
export const FILE_SIZE_STEP = 1024

/**
 * Bytes in an amount of a unit: the way to write a file size limit.
 *
 * @example
 * bytesOf(20, "MB") // 20971520
 */
export const bytesOf = (amount: number, unit: FileSizeUnit): number =>
  amount * FILE_SIZE_STEP ** FILE_SIZE_UNITS.indexOf(unit)

/**
 * A file size for people: whole bytes under 1 KB, then at most one decimal in the largest unit that
 * keeps the figure under 1024 ("1.5 MB", "20 MB"). A size that is negative or not a number gives
 * "". The locale gives the decimal separator (default en-US).
 *
 * @example
 * formatFileSize(1536) // "1.5 KB"
 * formatFileSize(512) // "512 B"
 */
export const formatFileSize = (bytes: number, options: { readonly locale?: string } = {}): string => {
  if (!Number.isFinite(bytes) || bytes < 0) return ""
  let index = 0
  let value = Math.round(bytes)
  while (index < FILE_SIZE_UNITS.length - 1 && value >= FILE_SIZE_STEP) {
    index += 1
    value = Math.round((bytes / FILE_SIZE_STEP ** index) * 10) / 10
  }
  const number = new Intl.NumberFormat(displayLocale(options.locale), { maximumFractionDigits: 1 })
  return `${number.format(value)} ${FILE_SIZE_UNITS[index]}`
}
