import { describe, expect, it } from "vitest"
import { cldrFor } from "../conformance.test-support.mjs"
import { render } from "../index.ts"
import type { RenderOptions } from "../options.ts"

const NOW = Date.UTC(2021, 7, 1, 12)
const en = { locale: "en", cldr: cldrFor("en"), now: NOW } satisfies RenderOptions
const out = (template: string, data: unknown, options: RenderOptions = en) =>
  render(template, data, options).output
const messages = (template: string, data: unknown, options: RenderOptions = en) =>
  render(template, data, options).errors.map((error) => error.message)

describe("TPL decimal and money formatters", () => {
  it.each([
    ["{n|decimal}", { n: 1234.5 }, "1,234.5"],
    ["{n|decimal maxfrac:99}", { n: "0.5" }, "0.5"],
    ["{n|decimal style:percent}", { n: " 0.25 " }, "25%"],
    ["{n|decimal}", { n: "1e3" }, "1,000"],
    ["{n|decimal}", { n: "12px" }, ""],
    ["{n|decimal}", { n: "1e99999" }, ""],
    ["{n|decimal}", { n: "NaN" }, ""],
    ["{n|decimal}", { n: null }, ""],
    ["{n|decimal}", {}, ""],
  ])("TPL decimal: %s with %j prints %j", (template, data, text) => {
    expect(out(template, data)).toBe(text)
  })

  it.each([
    [{ decimalValue: "19.5", currencyCode: "EUR" }, "€19.50"],
    [{ value: "3", currency: "jpy" }, "¥3"],
    [{ decimalValue: "1", currencyCode: "CNY" }, "CN¥1.00"],
    [{ decimalValue: "1", currencyCode: "XYZ" }, ""],
    [{ decimalValue: "1", currencyCode: "EURO" }, ""],
    [{ decimalValue: "lots", currencyCode: "EUR" }, ""],
    [{ decimalValue: "1" }, ""],
    ["19.50", ""],
  ])("TPL money: money of %j prints %j", (price, text) => {
    expect(out("{p|money}", { p: price })).toBe(text)
  })

  it("departs from TPL-053: i18n-money-format formats a money object with the storefront's rule, CLDR object or not", () => {
    const data = { p: { decimalValue: "1234.5", currencyCode: "EUR" } }
    expect(out("{p|i18n-money-format}", data)).toBe("€1,234.50")
    expect(out("{p|i18n-money-format}", data, { locale: "fr-FR" })).toBe("€1\u202f234,50")
    expect(out("{p|i18n-money-format}", { p: { decimalValue: "1", currencyCode: "XYZ" } })).toBe("")
  })

  it("departs from TPL-053: unit writes a number with a unit of measure; bad input prints nothing", () => {
    expect(out("{n|unit kilogram}|{n|unit kilogram narrow}", { n: 2 }, { locale: "de-DE" })).toBe(
      "2 Kilogramm|2 kg",
    )
    expect(out("{n|unit parsec}|{n|unit}|{s|unit meter}", { n: 2, s: "2" })).toBe("||")
  })
})

describe("TPL-012 datetime and datetime-interval in the site's time zone", () => {
  const t = Date.UTC(2021, 1, 18, 3, 30)

  it("TPL-012 shows the date of the site's zone", () => {
    expect(out("{t|datetime date:long}", { t })).toBe("February 17, 2021")
    expect(out("{t|datetime date:long}", { t, website: { timeZone: "Asia/Tokyo" } })).toBe(
      "February 18, 2021",
    )
    expect(out("{t|datetime Hm}", { t, website: { timeZone: "Asia/Kolkata" } })).toBe("09:00")
  })

  it("TPL-012 datetime-interval takes two variables", () => {
    expect(out("{a, b|datetime-interval yMMMd}", { a: t, b: t + 3 * 86_400_000 })).toBe(
      "Feb 17\u2009–\u200920, 2021",
    )
    expect(out("{a|datetime-interval}", { a: t })).toBe("")
    expect(out("{a, b|datetime-interval}", { a: t, b: "later" })).toBe("")
  })

  it.each([{}, { t: "yesterday" }, { t: Number.MAX_VALUE }])(
    "TPL-032 datetime of %j prints nothing",
    (data) => {
      expect(out("{t|datetime}", data)).toBe("")
    },
  )
})

describe("TPL-032 / TPL-033 relative-time and timesince", () => {
  it("TPL-033 relative-time counts from now, or between two variables", () => {
    expect(out("{t|relative-time}", { t: NOW - 3 * 86_400_000 })).toBe("3 days ago")
    expect(out("{a, b|relative-time field:hour}", { a: NOW, b: NOW + 7_200_000 })).toBe("in 2 hours")
  })

  it.each([{}, { t: null }, { t: "soon" }, { t: 1e300 }])(
    "TPL-032 relative-time of %j is empty text",
    (data) => {
      expect(out("{t|relative-time}", data)).toBe("")
    },
  )

  it.each([
    [
      { t: NOW - 90 * 60_000 },
      `<span class="timesince" data-date="${NOW - 90 * 60_000}">about an hour ago</span>`,
    ],
    [
      { t: String(NOW - 10_000) },
      `<span class="timesince" data-date="${NOW - 10_000}">less than a minute ago</span>`,
    ],
    [{}, ""],
    [{ t: null }, ""],
    [{ t: "soon" }, "Invalid date."],
    [{ t: {} }, "Invalid date."],
    [{ t: 1e300 }, "Invalid date."],
  ])("TPL-032 timesince of %j is %j", (data, text) => {
    expect(out("{t|timesince}", data)).toBe(text)
    expect(out("{t|timesince}", data, { now: NOW })).toBe(text)
  })
})

describe("TPL messages", () => {
  it("TPL message arguments resolve around the tag, by position or by name", () => {
    const data = {
      msg: "{who} has {0 plural one {# item} other {# items}}: {1 money}",
      n: 1,
      p: { value: "2", currency: "USD" },
    }
    expect(out("{msg|message n p who=name}", { ...data, name: "Ann" })).toBe("Ann has 1 item: $2.00")
    expect(out("{msg|plural n}", { ...data, n: "4" })).toBe(" has 4 items: ")
  })

  it("TPL message dates and intervals are in the site's time zone", () => {
    const data = {
      m: "{0 datetime Hm} {0;1 datetime-interval Hm}",
      a: 0,
      b: 3_600_000,
      website: { timeZone: "UTC" },
    }
    expect(out("{m|message a b}", data)).toBe("00:00 00:00\u2009–\u200901:00")
  })

  it("TPL a message nesting too deep prints nothing and is reported", () => {
    const deep = `${"{0 select other {".repeat(100)}x${"}}".repeat(100)}`
    expect(out("{m|message a}", { m: deep, a: "b" })).toBe("")
    expect(messages("{m|message a}", { m: deep, a: "b" })).toEqual(["Message nests deeper than 64 levels"])
  })

  it("TPL an inherited name is no argument", () => {
    expect(out("{m|message}", { m: "[{constructor}][{toString}]" })).toBe("[][]")
  })
})

describe("TPL i18n formatters without CLDR data or with an unknown locale", () => {
  it("TPL the CLDR formatters print nothing without CLDR data, and say why", () => {
    const data = { n: 1, t: 0, p: { decimalValue: "1", currencyCode: "USD" }, m: "{0}" }
    const template = "{n|decimal}{t|datetime}{t,t|datetime-interval}{p|money}{m|message n}{t|relative-time}"
    expect(out(template, data, { now: NOW })).toBe("")
    expect(messages("{n|decimal}", data, { now: NOW })).toEqual([
      "Formatter 'decimal' needs CLDR data (the cldr render option)",
    ])
  })

  it("TPL an unknown locale falls back to en with an error; the CLDR data given is used", () => {
    const options = { ...en, locale: "not a locale!" }
    expect(
      out("{n|decimal}|{p|i18n-money-format}", { n: 1234, p: { value: "1", currency: "EUR" } }, options),
    ).toBe("1,234|€1.00")
    expect(messages("{p|i18n-money-format}", { p: { value: "1", currency: "EUR" } }, options)).toEqual([
      "Unknown locale not a locale!; using en",
    ])
  })
})
