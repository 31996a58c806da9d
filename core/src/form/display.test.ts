import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { CONTACT_FORM } from "./demo.ts"
import { answerText, displayAnswer, submissionAnswers } from "./display.ts"
import type { ValueField } from "./fields.ts"

const base = { title: "Field", description: "", required: false }

describe("answers as text", () => {
  it("FORM-013 an empty answer of any type displays as 'N/A'", () => {
    const empties: ReadonlyArray<readonly [ValueField, unknown]> = [
      [{ type: "text", id: "t", ...base }, " "],
      [{ type: "name", id: "n", ...base }, ["", ""]],
      [{ type: "phone", id: "p", ...base, showCountryCode: true }, ["1", "", "", ""]],
      [{ type: "checkbox", id: "c", ...base, options: ["A"] }, []],
      [{ type: "likert", id: "l", ...base, options: ["Q"] }, { Q: "" }],
      [{ type: "hidden", id: "h", title: "H", key: "k", value: "v" }, ""],
    ]
    for (const [field, value] of empties) expect(displayAnswer(field, value as never)).toBe("N/A")
  })

  it("each type reads as its summary: name, address lines, date, time, phone, checkbox, likert", () => {
    const values = {
      name: ["Ada", "Lovelace"],
      address: ["1 Main St", "", "London", "", "N1", "GB"],
      "visit-date": ["11", "23", "2026"],
      "visit-time": ["9", "5", "", "am"],
      phone: ["44", "20", "7946", "0000"],
      interests: ["Linen", "Wool"],
      survey: { "The store was easy to use": "2", "Delivery was fast": "-1" },
      subject: "<b>Hello</b>",
    }
    const texts = Object.fromEntries(
      submissionAnswers(CONTACT_FORM, values).map((answer) => [answer.fieldId, answer.text]),
    )
    expect(texts).toMatchObject({
      name: "Ada Lovelace",
      address: "1 Main St\nLondon, N1 GB",
      "visit-date": "11/23/2026",
      "visit-time": "9:05:00 am",
      phone: "+44 20-7946-0000",
      interests: "Linen, Wool",
      survey: "The store was easy to use: Strongly Agree\nDelivery was fast: Disagree",
      subject: "<b>Hello</b>",
      email: "",
    })
  })

  it("a submission's answers follow the form's value fields in order, sections left out", () => {
    const answers = submissionAnswers(CONTACT_FORM, {})
    expect(answers.map((answer) => answer.fieldId)).toEqual(
      CONTACT_FORM.fields.filter((field) => field.type !== "section").map((field) => field.id),
    )
  })

  it("a plain answer is the text as typed, markup included (escaping is the viewer's job)", () => {
    fc.assert(
      fc.property(
        fc.string().filter((value) => value.trim() !== ""),
        (value) => {
          expect(answerText({ type: "textarea", id: "m", ...base }, value)).toBe(value)
        },
      ),
    )
  })
})
