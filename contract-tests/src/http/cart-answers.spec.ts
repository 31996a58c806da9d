import { MONOGRAM_FORM } from "@vitrine/core/form"
import fc from "fast-check"
import { expect, it } from "vitest"
import { demo, PATH, skuOf } from "./demo.ts"
import { Visitor } from "./visitor.ts"

const workshop = () => demo("pottery-workshop")
const session = () => ({
  itemId: workshop().id,
  sku: skuOf("pottery-workshop", { Session: "Saturday 10:00" }),
})
const answersPath = (entryId: string) => `${PATH.entry(entryId)}/additionalFields`
// What the lightbox sends: each answer with its value (the title here is the sender's, and wrong).
const answered = (values: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(values).map(([fieldId, value]) => ({
      fieldId,
      title: "Sent title",
      type: "text",
      text: "",
      value,
    })),
  )
const texts = (additionalFields: string) =>
  (JSON.parse(additionalFields) as { title: string; text: string }[]).map((answer) => [
    answer.title,
    answer.text,
  ])

const addWorkshop = async (visitor: Visitor, values: Record<string, unknown>) =>
  visitor.send("POST", PATH.entries, { ...session(), additionalFields: answered(values) })

/**
 * The additional-fields answers over real HTTP: checked on the server with the product form's Schema
 * when a line is added (API-001) and when its answers change (API-002, `PUT …/additionalFields`).
 *
 * @example
 * cartAnswersApi(() => server.url)
 */
export const cartAnswersApi = (url: () => string): void => {
  it("FORM-032 adding a product whose form needs answers without them is 400 with errors by field id", async () => {
    expect(workshop().additionalFieldsFormId).toBe(MONOGRAM_FORM.id)
    const visitor = await new Visitor(url()).arrive()
    const none = await visitor.send("POST", PATH.entries, session())
    expect(none.status).toBe(400)
    expect(Object.keys(none.body.errors).sort()).toEqual(["initials", "thread"])
    const wrong = await addWorkshop(visitor, { initials: "AL", thread: "Purple" })
    expect(wrong.status).toBe(400)
    expect(Object.keys(wrong.body.errors)).toEqual(["thread"])
    const noValues = await visitor.send("POST", PATH.entries, {
      itemId: workshop().id,
      additionalFields: "[1]",
    })
    expect(noValues.status).toBe(400)
    expect(noValues.body.message).toEqual(expect.any(String))
    expect((await visitor.get(PATH.cart)).body.cart).toBeNull()
  })

  it("FORM-032 valid answers are stored as the server reads them: the form's titles, the answers as text", async () => {
    const visitor = await new Visitor(url()).arrive()
    const { status, body } = await addWorkshop(visitor, { initials: "<b>AL</b>", thread: "Gold" })
    expect(status).toBe(200)
    expect(texts(body.newlyAdded.additionalFields)).toEqual([
      ["Initials", "<b>AL</b>"],
      ["Thread colour", "Gold"],
      ["Gift note", ""],
    ])
    // An object of values keyed by field id is read as well.
    const keyed = JSON.stringify({ initials: "BB", thread: "Navy", "gift-note": "" })
    const second = await visitor.send("POST", PATH.entries, { ...session(), additionalFields: keyed })
    expect(second.status).toBe(200)
    expect(second.body.shoppingCart.entries).toHaveLength(2)
  })

  it("API-002 PUT …/additionalFields replaces a line's answers: shoppingCart and updatedEntry", async () => {
    const visitor = await new Visitor(url()).arrive()
    const added = await addWorkshop(visitor, { initials: "AL", thread: "Gold" })
    const entryId = added.body.newlyAdded.id
    const changed = await visitor.send("PUT", answersPath(entryId), {
      itemId: workshop().id,
      sku: added.body.newlyAdded.chosenVariant.sku,
      additionalFields: answered({ initials: "ZZ", thread: "Navy", "gift-note": "For Ada" }),
    })
    expect(changed.status).toBe(200)
    expect(changed.body.updatedEntry.id).toBe(entryId)
    expect(texts(changed.body.updatedEntry.additionalFields)).toEqual([
      ["Initials", "ZZ"],
      ["Thread colour", "Navy"],
      ["Gift note", "For Ada"],
    ])
    const cart = (await visitor.get(PATH.cart)).body.cart
    expect(cart.entries.map((entry: { additionalFields: string }) => entry.additionalFields)).toEqual([
      changed.body.updatedEntry.additionalFields,
    ])
  })

  it("API-002 ERR-002 invalid answers are 400 by field id and change nothing; another item or an unknown line is 404 'Unable to update form'", async () => {
    const visitor = await new Visitor(url()).arrive()
    const added = await addWorkshop(visitor, { initials: "AL", thread: "Gold" })
    const entryId = added.body.newlyAdded.id
    const invalid = await visitor.send("PUT", answersPath(entryId), {
      itemId: workshop().id,
      additionalFields: answered({ initials: "", thread: "Gold" }),
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.body.errors)).toEqual(["initials"])
    const valid = answered({ initials: "QQ", thread: "Gold" })
    const otherItem = await visitor.send("PUT", answersPath(entryId), {
      itemId: demo("canvas-tote").id,
      additionalFields: valid,
    })
    expect(otherItem.status).toBe(404)
    expect(otherItem.body.message).toBe("Unable to update form")
    const unknown = await visitor.send("PUT", answersPath("no-such-line"), {
      itemId: workshop().id,
      additionalFields: valid,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe("Unable to update form")
    const missing = await visitor.send("PUT", answersPath(entryId), { itemId: workshop().id })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors)).toEqual(["additionalFields"])
    const cart = (await visitor.get(PATH.cart)).body.cart
    expect(cart.entries[0].additionalFields).toBe(added.body.newlyAdded.additionalFields)
  })

  it("API-002 a visitor with no cart is 404, and another visitor's line is never changed", async () => {
    const owner = await new Visitor(url()).arrive()
    const added = await addWorkshop(owner, { initials: "AL", thread: "Gold" })
    const stranger = await new Visitor(url()).arrive()
    const attempt = await stranger.send("PUT", answersPath(added.body.newlyAdded.id), {
      itemId: workshop().id,
      additionalFields: answered({ initials: "XX", thread: "Navy" }),
    })
    expect(attempt.status).toBe(404)
    expect((await owner.get(PATH.cart)).body.cart.entries[0].additionalFields).toBe(
      added.body.newlyAdded.additionalFields,
    )
  })

  it("API-002 random bodies for …/additionalFields never get a 500, and every 4xx has a message (property)", async () => {
    const visitor = await new Visitor(url()).arrive()
    const added = await addWorkshop(visitor, { initials: "AL", thread: "Gold" })
    const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.jsonValue())
    const answers = fc.oneof(
      fc.jsonValue().map((json) => JSON.stringify(json)),
      fc.dictionary(fc.constantFrom("initials", "thread", "gift-note", "other"), value).map(answered),
      fc.string(),
    )
    const body = fc.record(
      {
        itemId: fc.oneof(fc.constant(workshop().id), fc.jsonValue()),
        sku: fc.oneof(fc.constant(null), fc.jsonValue()),
        additionalFields: fc.oneof(answers, fc.jsonValue()),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(added.body.newlyAdded.id, "other"), async (payload, entryId) => {
        const { status, body: reply } = await visitor.send(
          "PUT",
          answersPath(entryId),
          JSON.stringify(payload),
        )
        expect([200, 400, 404]).toContain(status)
        if (status !== 200) expect(reply.message).toEqual(expect.any(String))
      }),
      { numRuns: 150 },
    )
  })
}
