import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { DEFAULT_CACHE_CAPACITY, makeLruCache } from "./lru.ts"

describe("UTIL-009 least-recently-used cache", () => {
  it("UTIL-009 the default capacity is 100", () => {
    expect(DEFAULT_CACHE_CAPACITY).toBe(100)
    const cache = makeLruCache<number, number>()
    expect(cache.capacity).toBe(100)
    for (let i = 0; i < 150; i++) cache.set(i, i)
    expect(cache.size()).toBe(100)
    expect(cache.has(49)).toBe(false)
    expect(cache.has(50)).toBe(true)
  })

  it("UTIL-009 drops the least recently used entry; a read counts as a use", () => {
    const cache = makeLruCache<string, number>({ capacity: 2 })
    cache.set("a", 1)
    cache.set("b", 2)
    expect(cache.get("a")).toBe(1)
    cache.set("c", 3)
    expect(cache.has("b")).toBe(false)
    expect(cache.keys()).toEqual(["c", "a"])
  })

  it("has() does not refresh an entry; delete and clear remove", () => {
    const cache = makeLruCache<string, number>({ capacity: 2 })
    cache.set("a", 1)
    cache.set("b", 2)
    expect(cache.has("a")).toBe(true)
    cache.set("c", 3)
    expect(cache.has("a")).toBe(false)
    expect(cache.delete("b")).toBe(true)
    expect(cache.delete("b")).toBe(false)
    cache.clear()
    expect(cache.size()).toBe(0)
    expect(cache.get("c")).toBeUndefined()
  })

  it("getOrSet computes once per cached key", () => {
    const cache = makeLruCache<string, string>({ capacity: 10 })
    let calls = 0
    const upper = (key: string) => {
      calls++
      return key.toUpperCase()
    }
    expect(cache.getOrSet("a", upper)).toBe("A")
    expect(cache.getOrSet("a", upper)).toBe("A")
    expect(calls).toBe(1)
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("capacity %s is refused", (capacity) => {
    expect(() => makeLruCache({ capacity })).toThrow(RangeError)
  })

  it("UTIL-009 behaves as a reference LRU model for any sequence of operations", () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("set" as const),
        key: fc.integer({ min: 0, max: 8 }),
        value: fc.integer(),
      }),
      fc.record({ kind: fc.constant("get" as const), key: fc.integer({ min: 0, max: 8 }) }),
      fc.record({ kind: fc.constant("delete" as const), key: fc.integer({ min: 0, max: 8 }) }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(op, { maxLength: 60 }), (capacity, ops) => {
        const cache = makeLruCache<number, number>({ capacity })
        // Reference model: a Map whose insertion order is recency, oldest first.
        const model = new Map<number, number>()
        for (const step of ops) {
          if (step.kind === "set") {
            model.delete(step.key)
            model.set(step.key, step.value)
            if (model.size > capacity) model.delete(model.keys().next().value as number)
            cache.set(step.key, step.value)
          } else if (step.kind === "get") {
            const value = model.get(step.key)
            if (value !== undefined) {
              model.delete(step.key)
              model.set(step.key, value)
            }
            expect(cache.get(step.key)).toBe(value)
          } else {
            expect(cache.delete(step.key)).toBe(model.delete(step.key))
          }
          expect(cache.size()).toBeLessThanOrEqual(capacity)
        }
        expect(cache.keys()).toEqual([...model.keys()].reverse())
      }),
    )
  })
})
