import { afterEach, describe, expect, it, vi } from "vitest"
import { WAIT_FOR_NODE_MS, waitForNode } from "./wait-for-node.ts"

describe("waiting for a node", () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
  })

  it("answers at once with a node already in the page", async () => {
    const pill = document.createElement("a")
    pill.className = "pill"
    document.body.append(pill)
    await expect(waitForNode(".pill")).resolves.toBe(pill)
  })

  it("answers with a node added later, as soon as it is added", async () => {
    const waiting = waitForNode("#late")
    const late = document.createElement("section")
    setTimeout(() => {
      late.id = "late"
      document.body.append(late)
    }, 20)
    await expect(waiting).resolves.toBe(late)
  })

  it("UTIL-007 waits 3 000 ms by default, then answers null", async () => {
    vi.useFakeTimers()
    expect(WAIT_FOR_NODE_MS).toBe(3000)
    let answer: Element | null | "pending" = "pending"
    void waitForNode("#never").then((found) => {
      answer = found
    })
    await vi.advanceTimersByTimeAsync(2999)
    expect(answer).toBe("pending")
    await vi.advanceTimersByTimeAsync(1)
    expect(answer).toBeNull()
  })

  it("looks only under the root it is given", async () => {
    const root = document.createElement("div")
    document.body.append(root)
    const outside = document.createElement("p")
    outside.className = "x"
    document.body.append(outside)
    await expect(waitForNode(".x", { root, timeoutMs: 30 })).resolves.toBeNull()
  })
})
