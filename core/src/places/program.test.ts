import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Logger, Option } from "effect"
import { MISSING_PLACE_DETAILS_CONTEXT, type PlaceDetailsTracking } from "../visitor/place-details.ts"
import type { PlaceAddress, PlaceSuggestion } from "./model.ts"
import { Places } from "./port.ts"
import { placeAddress, suggestAddresses } from "./program.ts"
import { MAX_SUGGESTIONS } from "./rules.ts"

const ADDRESS: PlaceAddress = {
  line1: "1 Main St",
  line2: "",
  city: "Springfield",
  region: "IL",
  postalCode: "62701",
  country: "US",
}

/** A provider that records its calls and answers with `count` suggestions and one known place. */
const recording = (count: number) => {
  const calls: unknown[][] = []
  const layer = Layer.succeed(Places)({
    autocomplete: (input, token, country) => {
      calls.push(["autocomplete", input, token, country])
      return Effect.succeed(
        Array.from(
          { length: count },
          (_, i): PlaceSuggestion => ({ placeId: `p${i}`, text: `${input} ${i}` }),
        ),
      )
    },
    details: (placeId, token, tracking: Option.Option<PlaceDetailsTracking>) => {
      calls.push(["details", placeId, token, tracking])
      return Effect.succeed(placeId === "known" ? Option.some(ADDRESS) : Option.none())
    },
  })
  return { calls, layer }
}

describe("address suggestions", () => {
  it("an input under three characters gets no suggestions and no provider call", async () => {
    const { calls, layer } = recording(3)
    const suggestions = await Effect.runPromise(
      suggestAddresses("  ab ", "t", "US").pipe(Effect.provide(layer)),
    )
    expect(suggestions).toEqual([])
    expect(calls).toEqual([])
  })

  it("the provider gets the trimmed input and the upper-cased country; at most five suggestions come back", async () => {
    const { calls, layer } = recording(9)
    const suggestions = await Effect.runPromise(
      suggestAddresses(" 1  Main ", "tok", "us").pipe(Effect.provide(layer)),
    )
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS)
    expect(calls).toEqual([["autocomplete", "1 Main", "tok", Option.some("US")]])
  })

  it("details pass the tracking context on and answer the address, or none for an unknown place", async () => {
    const { calls, layer } = recording(0)
    const context = { productPageId: "page", sectionId: "section" }
    const found = await Effect.runPromise(placeAddress("known", "tok", context).pipe(Effect.provide(layer)))
    const missing = await Effect.runPromise(placeAddress("other", "tok", context).pipe(Effect.provide(layer)))
    expect(found).toEqual(Option.some(ADDRESS))
    expect(missing).toEqual(Option.none())
    expect(calls[0]).toEqual(["details", "known", "tok", Option.some(context)])
  })

  it("ERR-011 details without a section log the console error and still answer", async () => {
    const { calls, layer } = recording(0)
    const logged: unknown[] = []
    const logger = Logger.make(({ message }) => logged.push(message))
    const found = await Effect.runPromise(
      placeAddress("known", "tok", { productPageId: "page" }).pipe(
        Effect.provide(layer),
        Effect.provide(Logger.layer([logger])),
      ),
    )
    expect(found).toEqual(Option.some(ADDRESS))
    expect(logged).toEqual([[MISSING_PLACE_DETAILS_CONTEXT]])
    expect(calls).toEqual([["details", "known", "tok", Option.none()]])
  })
})
