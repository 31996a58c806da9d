import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  addressAnswer,
  checkboxAnswer,
  dateAnswer,
  LIKERT_ANSWERS,
  likertAnswer,
  NO_ANSWER,
  nameAnswer,
  phoneAnswer,
  SUMMARY_ANSWER_TYPES,
  timeAnswer,
} from "./answers.ts"

const blankTime = { hour: "", minute: "", second: "", ampm: "" }
const blankAddress = { line1: "", line2: "", city: "", state: "", zip: "", country: "" }

describe("form answers in a summary", () => {
  it("FORM-013 an empty answer shows 'N/A'", () => {
    expect(NO_ANSWER).toBe("N/A")
  })

  it("FORM-014 address, checkbox, date, likert, name, phone and time have their own summary", () => {
    expect([...SUMMARY_ANSWER_TYPES].sort()).toEqual([
      "address",
      "checkbox",
      "date",
      "likert",
      "name",
      "phone",
      "time",
    ])
  })

  it.each([
    ["-2", "Strongly Disagree"],
    ["-1", "Disagree"],
    ["0", "Neutral"],
    ["1", "Agree"],
    ["2", "Strongly Agree"],
    [" 2 ", "Strongly Agree"],
    ["3", undefined],
    ["", undefined],
    ["toString", undefined],
    ["__proto__", undefined],
  ])("FORM-010 likert answer %j reads %j", (answer, text) => {
    expect(likertAnswer(answer)).toBe(text)
  })

  it("FORM-010 the five likert texts", () => {
    expect(Object.values(LIKERT_ANSWERS)).toHaveLength(5)
  })

  it.each([
    [{ first: "John", last: "Doe" }, "John Doe"],
    [{ first: "John", last: "" }, "John"],
    [{ first: "", last: "Doe" }, "Doe"],
    [{ first: "", last: " " }, ""],
  ])("FORM-004 name %j reads %j", (name, text) => {
    expect(nameAnswer(name)).toBe(text)
  })

  it.each([
    [{ month: "11", day: "23", year: "2010" }, "11/23/2010"],
    [{ month: "11", day: "", year: "2010" }, "11//2010"],
    [{ month: "", day: "", year: "" }, ""],
  ])("FORM-004 date %j reads %j", (date, text) => {
    expect(dateAnswer(date)).toBe(text)
  })

  it.each([
    [{ hour: "9", minute: "15", second: "31", ampm: "am" }, "9:15:31 am"],
    [{ ...blankTime, hour: "4", ampm: "pm" }, "4:00:00 pm"],
    [{ ...blankTime, minute: "30", ampm: "am" }, "00:30:00 am"],
    [{ ...blankTime, hour: "12", minute: "5" }, "12:05:00"],
    [{ ...blankTime, ampm: "am" }, ""],
    [blankTime, ""],
  ])("FORM-004 time %j reads %j", (time, text) => {
    expect(timeAnswer(time)).toBe(text)
  })

  it.each([
    [{ country: "1", areaCode: "646", prefix: "123", line: "0000" }, "+1 646-123-0000"],
    [{ country: "", areaCode: "646", prefix: "123", line: "0000" }, "646-123-0000"],
    [{ country: "44", areaCode: "", prefix: "", line: "" }, ""],
  ])("FORM-005 phone %j reads %j", (phone, text) => {
    expect(phoneAnswer(phone)).toBe(text)
  })

  it.each([
    [
      {
        line1: "123 Main St",
        line2: "Apt #1",
        city: "New York",
        state: "New York",
        zip: "10013",
        country: "US",
      },
      ["123 Main St", "Apt #1", "New York, New York 10013 US"],
    ],
    [{ ...blankAddress, line1: "1 Rue", city: "Paris", country: "FR" }, ["1 Rue", "Paris, FR"]],
    [{ ...blankAddress, state: "NY", zip: "10013" }, ["NY 10013"]],
    [{ ...blankAddress, city: "Paris" }, ["Paris"]],
    [blankAddress, []],
  ])("FORM-004 address %j reads as lines %j", (address, lines) => {
    expect(addressAnswer(address)).toEqual(lines)
  })

  it.each([
    [["One", "Two", "Three"], "One, Two, Three"],
    [["One", "", "Three"], "One, Three"],
    [[], ""],
  ])("FORM-006 checked values %j read %j", (checked, text) => {
    expect(checkboxAnswer(checked)).toBe(text)
  })

  it("FORM-006 a checkbox answer names every checked value once each, in order", () => {
    const value = fc.string({ minLength: 1 }).filter((text) => text.trim() !== "" && !text.includes(","))
    fc.assert(
      fc.property(fc.array(value), (checked) => {
        expect(checkboxAnswer(checked).split(", ").filter(Boolean)).toEqual(checked)
      }),
    )
  })
})
