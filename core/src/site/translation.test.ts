import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { LANGUAGE_CATALOGUE } from "./multilingual-catalogue.ts"
import {
  DICTIONARIES,
  dictionaryFor,
  ENGLISH,
  fixedMessages,
  placeholdersOf,
  type StorefrontStrings,
  type StringKey,
  translate,
} from "./translation.ts"

const KEYS = Object.keys(ENGLISH) as StringKey[]
const dictionaries = Object.entries(DICTIONARIES)
const anyKey = fc.constantFrom(...KEYS)
const anyDictionary = fc.constantFrom(...dictionaries.map(([, strings]) => strings))
// Every placeholder name English uses (productName, variantName, price…).
const NAMES = [...new Set(KEYS.flatMap((key) => placeholdersOf(ENGLISH[key])))]
const anyValues = fc.dictionary(fc.constantFrom(...NAMES, "other"), fc.string())

describe("SITE-009 the static dictionaries", () => {
  it.each(dictionaries)("SITE-009 %s has exactly the English keys, none empty", (_tag, strings) => {
    expect(Object.keys(strings).sort()).toEqual([...KEYS].sort())
    for (const key of KEYS) expect(strings[key].trim()).not.toBe("")
  })

  it.each(dictionaries)("SITE-009 %s keeps each text's placeholders, no more, no fewer", (_tag, strings) => {
    for (const key of KEYS)
      expect([key, placeholdersOf(strings[key])]).toEqual([key, placeholdersOf(ENGLISH[key])])
  })

  it.each(dictionaries.filter(([tag]) => tag !== "en"))(
    "SITE-009 %s is a translation, not a copy of English",
    (_tag, strings) => {
      const same = KEYS.filter((key) => strings[key] === ENGLISH[key] && !/^[A-Z/.]+$/.test(ENGLISH[key]))
      expect(same.length).toBeLessThan(KEYS.length / 4)
    },
  )

  it("SITE-009 every dictionary is for a language of the catalogue", () => {
    const tags = new Set(LANGUAGE_CATALOGUE.map(({ tag }) => tag))
    for (const [tag] of dictionaries) expect(tags.has(tag)).toBe(true)
  })

  it("SITE-009 English carries 001 §8's default texts as written", () => {
    expect(ENGLISH).toMatchObject({
      soldOut: "sold out",
      sale: "sale",
      notAvailable: "N/A",
      quickView: "Quick View",
      addToCart: "Add To Cart",
      subscribe: "Subscribe",
      quantity: "Quantity",
      selectValue: "Select Value",
      selectVariant: "Select {variantName}",
      itemAdded: "{productName} was added to your cart.",
    })
  })
})

describe("dictionaryFor", () => {
  it.each([
    ["fr", "Ajouter au panier"],
    ["de", "In den Warenkorb"],
    ["es", "Añadir al carrito"],
    ["pt-BR", "Adicionar ao carrinho"],
    ["en-GB", "Add To Cart"],
    ["ja", "Add To Cart"],
    ["zh-Hant", "Add To Cart"],
  ])("SITE-009 %s reads its add button as %s (own, base language's, else English)", (tag, text) => {
    expect(dictionaryFor(tag).addToCart).toBe(text)
  })

  it("SITE-009 every catalogue language gets a whole dictionary", () => {
    for (const { tag } of LANGUAGE_CATALOGUE)
      expect(Object.keys(dictionaryFor(tag)).sort()).toEqual([...KEYS].sort())
  })
})

describe("translate", () => {
  it("SITE-009 fills the popover's product name in French and German", () => {
    expect(translate(DICTIONARIES.fr, "itemAdded", { productName: "Chemise en lin" })).toBe(
      "Chemise en lin a été ajouté à votre panier.",
    )
    expect(translate(DICTIONARIES.de, "selectVariant", { variantName: "Größe" })).toBe("Größe wählen")
  })

  it("keeps a placeholder without a value as written, and a value's own braces as given", () => {
    expect(translate(ENGLISH, "selectVariant")).toBe("Select {variantName}")
    expect(translate(ENGLISH, "itemAdded", { productName: "{variantName}" })).toBe(
      "{variantName} was added to your cart.",
    )
  })

  it("SITE-009 falls back key by key to English where a dictionary lacks a text or has it empty", () => {
    const partial: Partial<StorefrontStrings> = { addToCart: "Ajouter", quantity: "" }
    expect(translate(partial, "addToCart")).toBe("Ajouter")
    expect(translate(partial, "quantity")).toBe("Quantity")
    expect(translate(partial, "viewCart")).toBe("View cart")
    expect(translate(undefined, "close")).toBe("Close")
  })

  it("SITE-009 never answers an empty text, whatever the dictionary, key and values", () => {
    fc.assert(
      fc.property(anyDictionary, anyKey, anyValues, (strings, key, values) => {
        expect(translate(strings, key, values)).not.toBe("")
      }),
    )
  })

  it("SITE-009 any partial dictionary answers its own text or English's, filled the same way", () => {
    const partial = fc.dictionary(anyKey, fc.oneof(fc.constant(""), fc.string({ minLength: 1 })))
    fc.assert(
      fc.property(partial, anyKey, (strings, key) => {
        const expected = strings[key] || ENGLISH[key]
        expect(translate(strings, key, {})).toBe(expected)
      }),
    )
  })

  it("fills every placeholder of every dictionary when each has a value", () => {
    fc.assert(
      fc.property(
        anyDictionary,
        anyKey,
        fc.string({ minLength: 1 }).filter((v) => !v.includes("{")),
        (strings, key, value) => {
          const text = translate(strings, key, Object.fromEntries(NAMES.map((name) => [name, value])))
          expect(placeholdersOf(text)).toEqual([])
        },
      ),
    )
  })
})

describe("fixedMessages", () => {
  const inLanguage = fixedMessages([
    [ENGLISH.quantity, "quantity"],
    ["Keep it under {max}.", "giftMessageTooLong", { max: "200" }],
  ])

  it("SITE-009 words a known message with its key in the page's dictionary, its values filled", () => {
    const french = dictionaryFor("fr")
    expect(inLanguage(ENGLISH.quantity, french)).toBe(french.quantity)
    expect(inLanguage("Keep it under {max}.", french)).toBe(
      translate(french, "giftMessageTooLong", { max: "200" }),
    )
  })

  it("leaves any other message, and every message without a dictionary, as it came (property)", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...Object.values(DICTIONARIES), undefined),
        (message, strings) =>
          message === ENGLISH.quantity || message === "Keep it under {max}."
            ? strings !== undefined || inLanguage(message, strings) === message
            : inLanguage(message, strings) === message,
      ),
    )
  })
})
