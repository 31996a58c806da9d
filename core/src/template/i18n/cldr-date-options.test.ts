import { describe, expect, it } from "vitest"
import { datetimeOptions, intervalOptions, relativeTimeOptions } from "./cldr-date-options.ts"

describe("TPL date arguments of the i18n formatters", () => {
  it.each([
    [[], { ca: "gregory" }],
    [["date"], { ca: "gregory", date: "short" }],
    [["time", "long"], { ca: "gregory", time: "short", datetime: "long" }],
    [["date:full", "calendar:japanese"], { ca: "japanese", date: "full" }],
    [["calendar:gregorian"], { ca: "gregory" }],
    [["calendar:mayan", "calendar:constructor"], { ca: "gregory" }],
    [["yMMM", "d"], { ca: "gregory", skeleton: "yMMMd" }],
    [["date:yMMMd", "time:Hm"], { ca: "gregory", skeleton: "yMMMdHm" }],
    [["yMMM", "skeleton:EEE"], { ca: "gregory", skeleton: "EEE" }],
    [["wrap:medium", "wrapper:wide"], { ca: "gregory", wrap: "medium" }],
    [["context:begin-sentence", "context:loud"], { ca: "gregory", context: "begin-sentence" }],
  ])("TPL date arguments: datetime %j reads as %j", (args, options) => {
    expect(datetimeOptions(args)).toEqual(options)
  })

  it.each([
    [["yMMM"], { ca: "gregory", skeleton: "yMMM" }],
    [["date", "context", ""], { ca: "gregory" }],
    [["skeleton:Hm", "date:yMd", "time:h"], { ca: "gregory", skeleton: "Hm", date: "yMd", time: "h" }],
  ])("TPL date arguments: datetime-interval %j reads as %j", (args, options) => {
    expect(intervalOptions(args)).toEqual(options)
  })

  it.each([
    [["allowWeeks:true", "numericOnly:yes"], { ca: "gregory", allowWeeks: true, numericOnly: false }],
    [["field:week", "field:fortnight"], { ca: "gregory", field: "week" }],
    [["width:narrow", "width:huge"], { ca: "gregory", width: "narrow" }],
    [["context:standalone", "maxfrac:1"], { ca: "gregory", context: "standalone", maximumFractionDigits: 1 }],
  ])("TPL-033 relative-time %j reads as %j", (args, options) => {
    expect(relativeTimeOptions(args)).toEqual(options)
  })
})
