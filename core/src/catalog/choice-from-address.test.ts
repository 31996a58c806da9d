import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { choiceFromAddress } from "./choice-from-address.ts"
import type { ProductOptions } from "./options.ts"

const tee: ProductOptions = {
  variantOptionOrdering: ["Size", "Colour"],
  variants: [
    { attributes: { Size: "S", Colour: "Navy" } },
    { attributes: { Size: "M", Colour: "Navy" } },
    { attributes: { Size: "M", Colour: "White" } },
  ],
}

// Queries as Express parses them: strings, repeated names as arrays, nested objects, and names that
// are the product's options or not.
const queryValueArb = fc.oneof(
  fc.constantFrom(
    "S",
    "M",
    "L",
    "Navy",
    "White",
    "",
    "1",
    "2",
    "0",
    "9999",
    "10000",
    "02",
    "-1",
    "1.5",
    " 2",
  ),
  fc.string(),
  fc.array(fc.constantFrom("S", "M")),
  fc.dictionary(fc.string(), fc.string()),
)
const queryArb = fc.dictionary(
  fc.oneof(fc.constantFrom("Size", "Colour", "quantity", "size", "__proto__", "utm_source"), fc.string()),
  queryValueArb,
)

describe("choiceFromAddress: a product page's query chooses what the form chose", () => {
  it("takes the product's options and a quantity, and leaves out the rest", () => {
    expect(choiceFromAddress(tee, { Size: "M", Colour: "White", quantity: "3", utm_source: "mail" })).toEqual(
      {
        selection: { Size: "M", Colour: "White" },
        quantity: "3",
      },
    )
  })

  it("takes a partial choice, as a form with one option left on its prompt sends it", () => {
    expect(choiceFromAddress(tee, { Size: "", Colour: "Navy", quantity: "1" })).toEqual({
      selection: { Colour: "Navy" },
      quantity: "1",
    })
  })

  it.each([["0"], ["10000"], ["1.5"], ["-1"], ["two"], [""], [" 2"]])(
    "leaves out a quantity the input does not allow (%j)",
    (quantity) => {
      expect(choiceFromAddress(tee, { quantity })).toEqual({ selection: {} })
    },
  )

  it("never chooses an option the product lacks, nor a value it does not offer, nor a bad quantity", () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const { selection, quantity } = choiceFromAddress(tee, query)
        for (const [name, value] of Object.entries(selection)) {
          expect(["Size", "Colour"]).toContain(name)
          expect(tee.variants.some((variant) => variant.attributes[name] === value)).toBe(true)
          expect(query[name]).toBe(value)
        }
        if (quantity !== undefined) {
          expect(quantity).toBe(query.quantity)
          expect(
            Number.isInteger(Number(quantity)) && Number(quantity) >= 1 && Number(quantity) <= 9999,
          ).toBe(true)
        }
      }),
    )
  })

  it("gives back any choice the form can send", () => {
    const choiceArb = fc.record(
      {
        Size: fc.constantFrom("S", "M"),
        Colour: fc.constantFrom("Navy", "White"),
        quantity: fc.integer({ min: 1, max: 9999 }).map(String),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(choiceArb, ({ quantity, ...selection }) => {
        const query = quantity === undefined ? selection : { ...selection, quantity }
        expect(choiceFromAddress(tee, query)).toEqual(
          quantity === undefined ? { selection } : { selection, quantity },
        )
      }),
    )
  })
})
