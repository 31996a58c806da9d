import { describe, expect, it } from "vitest"
import { nextTask } from "./next-task.ts"

describe("nextTask", () => {
  it("resolves in a later task, after the microtasks of this one, so two pieces of work never share a task", async () => {
    const order: string[] = []
    const task = nextTask().then(() => order.push("next task"))
    queueMicrotask(() => order.push("microtask"))
    await Promise.resolve()
    expect(order).toEqual(["microtask"])
    await task
    expect(order).toEqual(["microtask", "next task"])
  })
})
