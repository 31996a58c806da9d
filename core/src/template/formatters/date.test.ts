import { describe, expect, it } from "vitest"
import { render } from "../index.ts"

const T = 1613597165345 // 2021-02-17T21:26:05.345Z

const kinds = (errors: readonly { phase: string; kind: string; message: string }[]) =>
  errors.map((error) => `${error.phase} ${error.kind}: ${error.message}`)

describe("TPL-012 / TPL-013 date in the site's time zone", () => {
  it("TPL-012 uses America/New_York when the site has no time zone", () => {
    expect(render("{t|date %H:%M %Z}", { t: T }).output).toBe("16:26 EST")
  })

  it("TPL-012 uses website.timeZone, or the timeZone option before it", () => {
    const data = { t: T, website: { timeZone: "Europe/Paris" } }
    expect(render("{t|date %H:%M %Z}", data).output).toBe("22:26 CET")
    expect(render("{t|date %H:%M %Z}", data, { timeZone: "Asia/Tokyo" }).output).toBe("06:26 JST")
  })

  it("TPL-013 an unknown zone is reported once and the default zone is used", () => {
    const { output, errors } = render("{t|date %H %Z}|{t|datetimefield hour}", {
      t: T,
      website: { timeZone: "Mars/Olympus_Mons" },
    })
    expect(output).toBe("16 EST|16")
    expect(kinds(errors)).toEqual(["execute plugin: Failed to load timezone Mars/Olympus_Mons"])
  })

  it.each([
    ["{t|date %Y}", { t: "1613597165345" }, "2021"],
    ["{t|date}", { t: T }, ""],
    ["{t|date %Y}", {}, ""],
    ["{t|date %Y}", { t: null }, ""],
    ["{t|date %Y}", { t: "next week" }, ""],
    ["{t|date %Y}", { t: { at: T } }, ""],
    ["{t|date %Y}", { t: 1e300 }, ""],
  ])("TPL-032 %s with %j prints %j (a value that is no date prints nothing)", (template, data, text) => {
    const { output, errors } = render(template, data)
    expect(output).toBe(text)
    expect(errors).toEqual([])
  })
})

describe("departs from TPL-053: datetimefield", () => {
  it("departs from TPL-053: prints one field in the site's zone, the weekday in the render's locale", () => {
    const template =
      "{t|datetimefield year}-{t|datetimefield month}-{t|datetimefield day} {t|datetimefield hour}:{t|datetimefield minute}:{t|datetimefield second} {t|datetimefield weekday}"
    expect(render(template, { t: T }).output).toBe("2021-2-17 16:26:5 Wednesday")
    expect(render(template, { t: T, website: { timeZone: "Asia/Tokyo" } }, { locale: "fr-FR" }).output).toBe(
      "2021-2-18 6:26:5 jeudi",
    )
  })

  it.each([
    ["{t|datetimefield}", { t: T }],
    ["{t|datetimefield era}", { t: T }],
    ["{t|datetimefield constructor}", { t: T }],
    ["{t|datetimefield year}", { t: "soon" }],
    ["{t|datetimefield year}", {}],
  ])("departs from TPL-053: %s with %j prints nothing", (template, data) => {
    expect(render(template, data).output).toBe("")
  })
})
