import type { PlacesClient } from "@vitrine/adapter-http/client"
import type { PlaceAddress } from "@vitrine/core/places"
import { vi } from "vitest"

/** The address the fake answers for its first suggestion, p1. */
export const SPRINGFIELD: PlaceAddress = {
  line1: "1 Main St",
  line2: "",
  city: "Springfield",
  region: "IL",
  postalCode: "62701",
  country: "US",
}

/**
 * A places client answering two suggestions for any input and Springfield's address for any place;
 * a test swaps its calls (`mockResolvedValue…`) for the failing and empty cases.
 *
 * @example
 * const places = fakePlaces()
 */
export const fakePlaces = () =>
  ({
    suggestAddresses: vi.fn<PlacesClient["suggestAddresses"]>(async () => ({
      ok: true as const,
      value: {
        suggestions: [
          { placeId: "p1", text: "1 Main St, Springfield, IL" },
          { placeId: "p2", text: "1 Main Ave, Shelbyville, IL" },
        ],
      },
    })),
    placeDetails: vi.fn<PlacesClient["placeDetails"]>(async () => ({
      ok: true as const,
      value: { address: SPRINGFIELD },
    })),
  }) satisfies PlacesClient

/**
 * The module of `@vitrine/adapter-http/client` with `createPlacesClient` answering through
 * `current()`, so each test gives its own fake although the page keeps one client. For `vi.mock`'s
 * factory, which imports this file itself (a factory runs before the test file's imports).
 *
 * @example
 * vi.mock("@vitrine/adapter-http/client", async (importOriginal) =>
 *   (await import("../test/fake-places.ts")).withPlaces(importOriginal, () => places.current))
 */
export const withPlaces = async (
  importOriginal: () => Promise<Record<string, unknown>>,
  current: () => PlacesClient,
) => ({
  ...(await importOriginal()),
  createPlacesClient: (): PlacesClient => ({
    suggestAddresses: (query) => current().suggestAddresses(query),
    placeDetails: (query) => current().placeDetails(query),
  }),
})
