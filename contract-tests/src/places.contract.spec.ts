import { describe, expect, it } from "@effect/vitest"
import type { AddressBookEntry } from "@vitrine/adapter-places"
import { addressErrors } from "@vitrine/core/checkout"
import { isPlaceId, MAX_SUGGESTIONS, type Places, placeAddress, suggestAddresses } from "@vitrine/core/places"
import { Effect, type Layer, Option } from "effect"
import fc from "fast-check"

const TOKEN = "0b6c1a52-8a9e-4b8e-9a0f-2f6d1c4e7a11"
const TRACKING = { productPageId: "page-1", sectionId: "section-1" }

/**
 * The Places contract, for an adapter over `book`: each entry is found by a few words of its text,
 * in its country only; suggestions are at most five, with usable ids; the id of a suggestion gives
 * the entry's address, which the checkout's address rules accept; an unknown id is not found; an
 * input under three characters is never looked up.
 *
 * @example
 * suite("google", () => googlePlaces({ apiKey }), DEMO_ADDRESS_BOOK)
 */
export const suite = (
  name: string,
  layer: () => Layer.Layer<Places>,
  book: ReadonlyArray<AddressBookEntry>,
) =>
  describe(`Places contract: ${name}`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, Places>) =>
      Effect.runPromise(effect.pipe(Effect.provide(layer())))

    it("each entry is suggested for the first two words of its text, in its country, and its details are its address", async () => {
      for (const entry of book) {
        const input = entry.text
          .split(/[\s,]+/)
          .slice(0, 2)
          .join(" ")
        const suggestions = await run(suggestAddresses(input, TOKEN, entry.address.country))
        expect(suggestions.map((s) => s.placeId)).toContain(entry.placeId)
        const picked = suggestions.find((s) => s.placeId === entry.placeId)
        expect(picked?.text).toBe(entry.text)
        expect(await run(placeAddress(entry.placeId, TOKEN, TRACKING))).toEqual(Option.some(entry.address))
      }
    })

    it("a picked address passes the checkout's address rules once the shopper's name and e-mail are in", async () => {
      for (const entry of book) {
        const address = Option.getOrThrow(await run(placeAddress(entry.placeId, TOKEN, TRACKING)))
        expect(
          addressErrors({ ...address, email: "ada@example.com", firstName: "Ada", lastName: "L" }),
        ).toEqual({})
      }
    })

    it("suggestions for any input are at most five, with usable place ids, and in the asked country only", async () => {
      const countries = [...new Set(book.map((entry) => entry.address.country))]
      await fc.assert(
        fc.asyncProperty(
          fc.stringMatching(/^[a-z0-9 ]{0,12}$/),
          fc.constantFrom(...countries),
          async (input, country) => {
            const suggestions = await run(suggestAddresses(input, TOKEN, country))
            expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
            for (const suggestion of suggestions) {
              expect(isPlaceId(suggestion.placeId)).toBe(true)
              expect(book.find((entry) => entry.placeId === suggestion.placeId)?.address.country).toBe(
                country,
              )
            }
          },
        ),
        { numRuns: 40 },
      )
    })

    it("an input under three characters gets no suggestions", async () => {
      expect(await run(suggestAddresses(" 1 ", TOKEN, "US"))).toEqual([])
    })

    it("an id the provider does not know is not found", async () => {
      expect(await run(placeAddress("no-such-place", TOKEN, TRACKING))).toEqual(Option.none())
    })
  })
