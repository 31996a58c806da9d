import { describe, expect, it } from "@effect/vitest"
import { Effect, Stream } from "effect"
import fc from "fast-check"
import { CSV_BOM, csvCell, csvDocument, csvRecords } from "./csv.ts"
import { CONTACT_FORM } from "./demo.ts"
import { submissionAnswers } from "./display.ts"
import { exportHeader, exportRecord, submissionsCsv } from "./export.ts"
import type { FormSubmission } from "./submission.ts"

// A reader of the quoted CSV this writer makes (every cell quoted), to check what a spreadsheet gets back.
const readCsv = (text: string): string[][] => {
  const records: string[][] = []
  let record: string[] = []
  let i = text.startsWith(CSV_BOM) ? 1 : 0
  while (i < text.length) {
    expect(text[i]).toBe('"')
    let cell = ""
    i++
    for (;;) {
      if (text[i] === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 2
      } else if (text[i] === '"') break
      else cell += text[i++]
    }
    i++
    record.push(cell)
    if (text[i] === ",") i++
    else {
      expect(text.slice(i, i + 2)).toBe("\r\n")
      records.push(record)
      record = []
      i += 2
    }
  }
  return records
}

const page = { pageId: "contact", pagePath: "/contact", pageTitle: "Contact" }
const submission = (id: string, values: Record<string, unknown>): FormSubmission => ({
  id,
  formId: CONTACT_FORM.id,
  submittedAt: Date.UTC(2026, 10, 23, 10, 0, 0),
  answers: submissionAnswers(CONTACT_FORM, values as never),
  page,
})

describe("the CSV export", () => {
  it("starts with a UTF-8 byte-order mark and ends each record with CRLF", () => {
    const text = csvDocument(["Name"], [["Ada"], ["Grace"]])
    expect(text.startsWith("\uFEFF")).toBe(true)
    expect(text).toBe('\uFEFF"Name"\r\n"Ada"\r\n"Grace"\r\n')
  })

  it("quotes every cell and doubles inner quotes; commas and line breaks stay inside the cell", () => {
    expect(csvRecords([['He said "hi"', "a,b", "line\nbreak"]])).toBe(
      '"He said ""hi""","a,b","line\nbreak"\r\n',
    )
  })

  it.each(["=SUM(A1:A2)", "+1", "-2", "@cmd", "\tx", "\rx", "＝1", "＋1", "－1", "＠x"])(
    "neutralises a cell starting like a formula: %j",
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`)
    },
  )

  it("any cells survive a write and a read, formulas neutralised by one leading apostrophe", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        (records) => {
          const read = readCsv(csvRecords(records))
          expect(read).toEqual(
            records.map((record) =>
              record.map((cell) => (/^[=+\-@\t\r＝＋－＠]/.test(cell) ? `'${cell}` : cell)),
            ),
          )
        },
      ),
    )
  })

  it("a submission exports its time, page and answers as text; empty answers as N/A; markup as typed", () => {
    const row = exportRecord(
      CONTACT_FORM,
      submission("s1", { name: ["Ada", "Lovelace"], subject: "<img src=x onerror=alert(1)>" }),
    )
    const header = exportHeader(CONTACT_FORM)
    expect(header.slice(0, 4)).toEqual(["Submitted", "Page", "Name", "Email"])
    const cell = (title: string) => row[header.indexOf(title)]
    expect(cell("Submitted")).toBe("2026-11-23T10:00:00.000Z")
    expect(cell("Page")).toBe("/contact")
    expect(cell("Name")).toBe("Ada Lovelace")
    expect(cell("Email")).toBe("N/A")
    expect(cell("Subject")).toBe("<img src=x onerror=alert(1)>")
  })

  it("streams: the header chunk first, then one chunk per batch read", async () => {
    const batches = [[submission("a", {}), submission("b", {})], [submission("c", {})]]
    const source = Stream.fromIterable(batches).pipe(Stream.flatMap((batch) => Stream.fromArray(batch)))
    const chunks = await Effect.runPromise(
      Stream.runCollect(submissionsCsv(CONTACT_FORM, Stream.rechunk(source, 2))),
    )
    expect(chunks).toHaveLength(3)
    expect(chunks[0]).toBe(CSV_BOM + csvRecords([exportHeader(CONTACT_FORM)]))
    expect(readCsv(chunks.join(""))).toHaveLength(4)
  })
})
