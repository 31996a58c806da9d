import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { jsonText } from "../src/json-text.ts"

const Item = Schema.Struct({ id: Schema.String, qty: Schema.Int })

describe("jsonText", () => {
  it("decodes a text once and hands the same value back while it is kept", () => {
    const item = jsonText(Item, 2)
    const first = item('{"id":"a","qty":1}')
    expect(first).toEqual({ id: "a", qty: 1 })
    expect(item('{"id":"a","qty":1}')).toBe(first)
  })

  it("decodes a changed text afresh (the stock changed, so did the text)", () => {
    const item = jsonText(Item, 2)
    item('{"id":"a","qty":1}')
    expect(item('{"id":"a","qty":0}')).toEqual({ id: "a", qty: 0 })
  })

  it("keeps at most `capacity` texts, dropping the oldest", () => {
    const item = jsonText(Item, 2)
    const a = item('{"id":"a","qty":1}')
    item('{"id":"b","qty":1}')
    item('{"id":"c","qty":1}')
    expect(item('{"id":"a","qty":1}')).not.toBe(a)
    expect(item('{"id":"a","qty":1}')).toEqual(a)
  })

  it("throws on a text that is not JSON or does not fit the Schema", () => {
    const item = jsonText(Item, 2)
    expect(() => item("{not json")).toThrow()
    expect(() => item('{"id":"a","qty":1.5}')).toThrow()
  })
})
