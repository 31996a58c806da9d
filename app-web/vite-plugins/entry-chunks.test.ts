import { describe, expect, it } from "vitest"
import { FIRST_LOAD_CHUNK, lazyPartPreloads } from "./entry-chunks.ts"

const deps = ["assets/wire-1a2b.js", "assets/request-3c4d.js"]

describe("the preload lists of lazy chunks", () => {
  it.each([
    [
      "a lazy part imported from the first-load chunk gets none",
      `assets/${FIRST_LOAD_CHUNK}-9f8e.js`,
      "js",
      [],
    ],
    ["a lazy part imported from the islands' entry gets none", "assets/islands-1c2d.js", "js", []],
    ["a lazy chunk imported from the app's chunk keeps its list", "assets/app-5e6f.js", "js", deps],
    ["a page shell's preload links stay whole", "islands.html", "html", deps],
  ] as const)("%s", (_, hostId, hostType, expected) => {
    expect(lazyPartPreloads("assets/client-7a8b.js", [...deps], { hostId, hostType })).toEqual(expected)
  })
})
