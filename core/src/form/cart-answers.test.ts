import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { additionalFieldsAnswers } from "./cart-answers.ts"
import { MONOGRAM_FORM } from "./demo.ts"
import { submissionAnswers } from "./display.ts"
import { SubmissionAnswerSchema } from "./submission.ts"

describe("a cart line's additional-fields answers", () => {
  it("read back what the lightbox saved: each field's title and answer as text", () => {
    const saved = submissionAnswers(MONOGRAM_FORM, { initials: "AL", thread: "Gold", "gift-note": "" })
    const read = additionalFieldsAnswers(JSON.stringify(saved))
    expect(read.map((answer) => [answer.title, answer.text])).toEqual([
      ["Initials", "AL"],
      ["Thread colour", "Gold"],
      ["Gift note", ""],
    ])
  })

  it("any other text reads as no answers, never a throw", () => {
    expect(additionalFieldsAnswers(null)).toEqual([])
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          const read = additionalFieldsAnswers(text)
          // Whatever it accepts is what the Schema of a stored answer accepts.
          expect(Schema.is(Schema.Array(SubmissionAnswerSchema))(read)).toBe(true)
        },
      ),
    )
  })
})
