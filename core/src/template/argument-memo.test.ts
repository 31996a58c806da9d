import { describe, expect, it } from "vitest"
import { perArguments } from "./argument-memo.ts"

describe("TPL plugin arguments read once per call site", () => {
  it("TPL the same argument list is read once, other lists on their own", () => {
    const seen: (readonly string[])[] = []
    const read = perArguments((args) => {
      seen.push(args)
      return args.join("+")
    })
    const site = ["a", "b"]
    const other = ["a", "b"]
    expect([read(site), read(site), read(other), read(site), read(other)]).toEqual([
      "a+b",
      "a+b",
      "a+b",
      "a+b",
      "a+b",
    ])
    expect(seen).toEqual([site, other])
  })

  it("TPL an undefined reading is remembered too", () => {
    let reads = 0
    const read = perArguments(() => {
      reads++
      return undefined
    })
    const args: string[] = []
    read(args)
    read([])
    read(args)
    expect(reads).toBe(2)
  })
})
