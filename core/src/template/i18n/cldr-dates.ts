/**
 * `datetime` dates as `@phensley/cldr` prints them (`Calendars.formatDate` with a standard width:
 * `date:long`, `time:short`, `datetime:full`…), byte for byte, without building a calendar date
 * per call. For each CLDR object and options, the format is read off CLDR's own output once: the
 * literals between the fields, and for each field the text CLDR prints for each of its values
 * (twelve months, 24 hours, 60 minutes…), probed on sample dates. A date is then the zone's wall
 * clock (`./zoned-time.ts`, the same time-zone data as CLDR's) looked up in those tables.
 *
 * A format is checked against CLDR on a battery of instants in several zones before it is used; one
 * it does not reproduce exactly (time-zone names, eras, skeletons whose pattern depends on the date,
 * other calendars) keeps going through CLDR, as do years outside 1600–9999.
 */
import type { CLDR, DateFormatOptions, Part } from "@phensley/cldr"
import { type ZonedTime, zonedTime } from "./zoned-time.ts"

type FieldType = "year" | "month" | "day" | "weekday" | "hour" | "minute" | "second" | "dayperiod"

/** Each field's value in a zoned time, and the sample instants (UTC) that make it take each value. */
const FIELDS: Readonly<Record<FieldType, { value: (t: ZonedTime) => number; samples: readonly number[] }>> = {
  year: { value: (t) => t.year, samples: [] },
  month: { value: (t) => t.month, samples: range(1, 12).map((m) => Date.UTC(2021, m - 1, 15, 12, 30, 30)) },
  day: { value: (t) => t.day, samples: range(1, 31).map((d) => Date.UTC(2021, 0, d, 12, 30, 30)) },
  weekday: { value: (t) => t.weekday, samples: range(0, 6).map((w) => Date.UTC(2021, 0, 3 + w, 12, 30, 30)) },
  hour: { value: (t) => t.hour, samples: range(0, 23).map((h) => Date.UTC(2021, 0, 15, h, 30, 30)) },
  dayperiod: { value: (t) => t.hour, samples: range(0, 23).map((h) => Date.UTC(2021, 0, 15, h, 30, 30)) },
  minute: { value: (t) => t.minute, samples: range(0, 59).map((m) => Date.UTC(2021, 0, 15, 12, m, 30)) },
  second: { value: (t) => t.second, samples: range(0, 59).map((s) => Date.UTC(2021, 0, 15, 12, 30, s)) },
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

/** A field printed by table (indexed by its value), or a year printed from its digits. */
type Piece = string | { readonly field: FieldType; readonly table: readonly string[] } | Year

interface Year {
  readonly field: "year"
  readonly twoDigits: boolean
  readonly digits: readonly string[]
}

const isField = (type: string): type is FieldType => Object.hasOwn(FIELDS, type)

const write = (pieces: readonly Piece[], time: ZonedTime): string => {
  let out = ""
  for (const piece of pieces) {
    if (typeof piece === "string") out += piece
    else if ("table" in piece) out += piece.table[FIELDS[piece.field].value(time)]
    else {
      const year = piece.twoDigits ? String(time.year % 100).padStart(2, "0") : String(time.year)
      for (let i = 0; i < year.length; i++) out += piece.digits[year.charCodeAt(i) - 48]
    }
  }
  return out
}

/** The year piece that prints the sample years as CLDR does, if either form does. */
const readYear = (partsAt: (epoch: number) => Part[], at: number): Year | undefined => {
  const samples = range(1995, 2012).map(
    (year) => [year, partsAt(Date.UTC(year, 5, 15))[at]?.value ?? ""] as const,
  )
  const written = samples.map(([, text]) => Array.from(text))
  const digits: string[] = []
  // Years 2000–2009 end in each digit once.
  for (const [i, [year]] of samples.entries())
    if (year >= 2000 && year <= 2009) digits[year - 2000] = written[i]?.at(-1) ?? ""
  for (const twoDigits of [false, true]) {
    const year: Year = { field: "year", twoDigits, digits }
    const time = (y: number) => ({ year: y }) as ZonedTime
    if (samples.every(([y, text]) => write([year], time(y)) === text)) return year
  }
  return undefined
}

/** Reads a format's pieces from CLDR's parts; undefined when a part is not one of the fields. */
const readFormat = (partsAt: (epoch: number) => Part[]): Piece[] | undefined => {
  const parts = partsAt(Date.UTC(2021, 0, 15, 12, 30, 30))
  const pieces: Piece[] = []
  for (const [at, part] of parts.entries()) {
    if (part.type === "literal") pieces.push(part.value)
    else if (part.type === "year") {
      const year = readYear(partsAt, at)
      if (year === undefined) return undefined
      pieces.push(year)
    } else if (isField(part.type)) {
      const { samples, value } = FIELDS[part.type]
      const table: string[] = []
      for (const sample of samples) {
        const probe = partsAt(sample)
        if (probe.length !== parts.length || probe[at]?.type !== part.type) return undefined
        table[value(zonedTime(sample, "UTC") as ZonedTime)] = probe[at]?.value ?? ""
      }
      // Some day periods name the minute too ("noon" at 12:00 only): such a format is not a table.
      if (part.type === "dayperiod")
        for (const hour of [0, 12])
          if (partsAt(Date.UTC(2021, 0, 15, hour, 0, 0))[at]?.value !== table[hour]) return undefined
      pieces.push({ field: part.type, table })
    } else return undefined
  }
  return pieces
}

const CHECK_ZONES = ["UTC", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe"]
// Instants from 1971 to 2097, a prime number of hours and seconds apart, so that every field varies.
const CHECK_INSTANTS = range(0, 47).map((i) => 31_536_000_000 + i * 83_003_117_000)
const EARLIEST = -11_676_096_000_000 // 1600-01-01
const LATEST = 253_402_128_000_000 // 9999-12-30

const checkedFormat = (cldr: CLDR, options: DateFormatOptions): Piece[] | undefined => {
  if (options.skeleton !== undefined || (options.ca !== undefined && options.ca !== "gregory"))
    return undefined
  const pieces = readFormat((date) => cldr.Calendars.formatDateToParts({ date, zoneId: "UTC" }, options))
  if (pieces === undefined) return undefined
  for (const zoneId of CHECK_ZONES)
    for (const date of CHECK_INSTANTS) {
      const time = zonedTime(date, zoneId)
      if (time === undefined || write(pieces, time) !== cldr.Calendars.formatDate({ date, zoneId }, options))
        return undefined
    }
  return pieces
}

/**
 * Formats per CLDR object: by options object first (one per tag, so the usual lookup is one weak-map
 * get), then by the options' content, so code compiled anew for every render (new tags, new option
 * objects) does not read and check its formats again. null: no format, CLDR prints.
 */
interface Known {
  readonly byObject: WeakMap<DateFormatOptions, Piece[] | null>
  readonly byContent: Map<string, Piece[] | null>
}
const formats = new WeakMap<CLDR, Known>()
const MAX_FORMATS = 200

const formatOf = (cldr: CLDR, options: DateFormatOptions): Piece[] | undefined => {
  let known = formats.get(cldr)
  if (known === undefined) {
    known = { byObject: new WeakMap(), byContent: new Map() }
    formats.set(cldr, known)
  }
  let pieces = known.byObject.get(options)
  if (pieces === undefined) {
    const content = JSON.stringify(options)
    pieces = known.byContent.get(content)
    if (pieces === undefined) {
      if (known.byContent.size >= MAX_FORMATS) known.byContent.clear()
      pieces = checkedFormat(cldr, options) ?? null
      known.byContent.set(content, pieces)
    }
    known.byObject.set(options, pieces)
  }
  return pieces ?? undefined
}

/**
 * `cldr.Calendars.formatDate({ date, zoneId }, options)`, the same text. The format is read and
 * checked once per CLDR object and options.
 *
 * @example
 * formatDate(cldr, 1613597165345, "America/New_York", { ca: "gregory", date: "long" }) // "February 17, 2021"
 */
export const formatDate = (cldr: CLDR, date: number, zoneId: string, options: DateFormatOptions): string => {
  const pieces =
    Number.isInteger(date) && date >= EARLIEST && date < LATEST ? formatOf(cldr, options) : undefined
  const time = pieces === undefined ? undefined : zonedTime(date, zoneId)
  if (pieces === undefined || time === undefined) return cldr.Calendars.formatDate({ date, zoneId }, options)
  return write(pieces, time)
}
