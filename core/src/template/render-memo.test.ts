import { describe, expect, it } from "vitest"
import type { PluginContext } from "./plugins.ts"
import { perRender } from "./render-memo.ts"

// Two renders: the memo tells them apart by their context object.
const render = () => ({}) as PluginContext

describe("TPL plugin readings kept for the render", () => {
  it("TPL a value asked about again in a row is read once", () => {
    let reads = 0
    const productOf = perRender((value) => ({ reads: ++reads, value }))
    const ctx = render()
    const item = { id: 1 }
    expect(productOf(ctx, item)).toBe(productOf(ctx, item))
    expect(reads).toBe(1)
  })

  it("TPL another value, or the same one in another render, is read again", () => {
    let reads = 0
    const read = perRender(() => ++reads)
    const first = render()
    const a = {}
    const b = {}
    expect([read(first, a), read(first, b), read(first, a)]).toEqual([1, 2, 3])
    expect(read(render(), a)).toBe(4)
    expect(read(first, a)).toBe(5)
  })

  it("TPL missing values are remembered like any other", () => {
    let reads = 0
    const read = perRender(() => ++reads)
    const ctx = render()
    read(ctx, undefined)
    read(ctx, undefined)
    expect(reads).toBe(1)
  })

  it("TPL nothing is kept once the render's job is over", async () => {
    let reads = 0
    const read = perRender(() => ++reads)
    const ctx = render()
    const item = {}
    read(ctx, item)
    await Promise.resolve()
    await Promise.resolve()
    read(ctx, item)
    expect(reads).toBe(2)
  })
})
