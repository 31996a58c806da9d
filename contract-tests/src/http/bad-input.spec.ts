import fc from "fast-check"
import { expect, it } from "vitest"
import { demo, PATH } from "./demo.ts"
import { Visitor } from "./visitor.ts"

const tote = () => ({ itemId: demo("canvas-tote").id })

/**
 * Bad input over real HTTP: malformed JSON, wrong types, missing fields, bodies that are not objects,
 * too large, random JSON — always a 4xx with a message per field, never a 500, and nothing stored lost.
 *
 * @example
 * badInputApi(() => server.url)
 */
export const badInputApi = (url: () => string): void => {
  it("malformed JSON is 400 with errors.body", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await visitor.send("POST", PATH.entries, '{"itemId": "prod-canvas-tote",')
    expect(status).toBe(400)
    expect(body).toEqual({
      message: "The request body is not valid JSON.",
      errors: { body: "The request body is not valid JSON." },
    })
  })

  it("a missing itemId is 400 'Item id is required.' in errors.itemId", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await visitor.send("POST", PATH.entries, { quantity: 1 })
    expect(status).toBe(400)
    expect(body).toEqual({ message: "Item id is required.", errors: { itemId: "Item id is required." } })
  })

  it("wrong types get one message per field", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await visitor.send("POST", PATH.entries, {
      itemId: 42,
      sku: 7,
      quantity: false,
      additionalFields: { not: "a string" },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({
      itemId: "Item id must be a non-empty string.",
      sku: "SKU must be a string.",
      quantity: "Quantity must be a number.",
      additionalFields: "Additional fields must be a JSON string.",
    })
    expect(body.message).toBe("Item id must be a non-empty string.")
  })

  it("additionalFields that is not JSON is 400 in errors.additionalFields", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await visitor.send("POST", PATH.entries, {
      ...tote(),
      additionalFields: "{oops",
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual({ additionalFields: "Additional fields must be a JSON string." })
  })

  it.each([
    ["an array", "[1, 2]"],
    ["a string", '"canvas-tote"'],
    ["null", "null"],
  ])("a body that is %s is 400 with errors.body", async (_, raw) => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await visitor.send("POST", PATH.entries, raw)
    expect(status).toBe(400)
    expect(Object.keys(body.errors)).toEqual(["body"])
  })

  it("an empty body is 400 'Item id is required.'", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await visitor.send("POST", PATH.entries)
    expect(status).toBe(400)
    expect(body.errors).toEqual({ itemId: "Item id is required." })
  })

  it("a form-encoded body is 400 (only JSON is read)", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status } = await visitor.send("POST", PATH.entries, "itemId=prod-canvas-tote", {
      contentType: "application/x-www-form-urlencoded",
    })
    expect(status).toBe(400)
  })

  it("a body over 100 kB is 413", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await visitor.send("POST", PATH.entries, {
      ...tote(),
      additionalFields: JSON.stringify("x".repeat(200_000)),
    })
    expect(status).toBe(413)
    expect(body.message).toBe("The request body is too large.")
  })

  it("PUT quantity without a quantity is 400 'Quantity is required.'", async () => {
    const visitor = await new Visitor(url()).arrive()
    const added = await visitor.send("POST", PATH.entries, tote())
    const { status, body } = await visitor.send("PUT", PATH.quantity(added.body.newlyAdded.id), {})
    expect(status).toBe(400)
    expect(body.errors).toEqual({ quantity: "Quantity is required." })
    const word = await visitor.send("PUT", PATH.quantity(added.body.newlyAdded.id), { quantity: "abc" })
    expect(word.body.errors).toEqual({ quantity: "Quantity must be a number." })
    const half = await visitor.send("PUT", PATH.quantity(added.body.newlyAdded.id), { quantity: 2.5 })
    expect(half.body.errors).toEqual({ quantity: "Quantity must be a whole number" })
  })

  it("random JSON bodies never get a 500 (property)", async () => {
    const visitor = await new Visitor(url()).arrive()
    const item = fc.oneof(
      fc.constant(demo("canvas-tote").id),
      fc.constant(demo("linen-shirt").id),
      fc.jsonValue(),
    )
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        { itemId: item, sku: fc.jsonValue(), quantity: fc.jsonValue(), additionalFields: fc.jsonValue() },
        { requiredKeys: [] },
      ),
    )
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const { status } = await visitor.send("POST", PATH.entries, JSON.stringify(payload))
        expect([200, 400, 404, 409, 413]).toContain(status)
      }),
      { numRuns: 60 },
    )
  })

  it("nothing stored is lost after rejected requests", async () => {
    const visitor = await new Visitor(url()).arrive()
    await visitor.send("POST", PATH.entries, { ...tote(), quantity: 2 })
    const before = (await visitor.get(PATH.cart)).body.cart
    const entryId = before.entries[0].id
    await visitor.send("POST", PATH.entries, { ...tote(), quantity: "abc" })
    await visitor.send("POST", PATH.entries, {
      itemId: demo("merino-beanie").id,
      sku: demo("merino-beanie").variants[0]?.sku,
    })
    await visitor.send("POST", PATH.entries, "{not json")
    await visitor.send("POST", PATH.entries, { ...tote(), quantity: 5 }, { crumb: "wrong-crumb-value-123" })
    await visitor.send("PUT", PATH.quantity(entryId), { quantity: 0 })
    await visitor.send("DELETE", PATH.entry(entryId), undefined, { crumb: false })
    expect((await visitor.get(PATH.cart)).body.cart).toEqual(before)
  })
}
