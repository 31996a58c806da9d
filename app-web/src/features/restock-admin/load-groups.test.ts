import type { SignUpGroup } from "@vitrine/core/restock"
import { describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import type { StoreClient } from "../../api/store-client.ts"
import { allGroups } from "./load-groups.ts"

const group = (variantId: string): SignUpGroup => ({ productId: "beanie", variantId, waiting: 1, sent: 0 })

// Three pages, as the server hands them out: each page's cursor leads to the next.
const pages: Record<string, { groups: SignUpGroup[]; next: string | null }> = {
  first: { groups: [group("a"), group("b")], next: "c2" },
  c2: { groups: [group("c")], next: "c3" },
  c3: { groups: [group("d")], next: null },
}

describe("the restock screen's groups", () => {
  it("API-011 every page is fetched, following nextPageCursor until hasNextPage is false", async () => {
    const restockGroups = vi.fn(async (cursor?: string): ReturnType<StoreClient["restockGroups"]> => {
      const page = pages[cursor ?? "first"]
      if (page === undefined) return failed({ status: 400, message: "bad cursor" })
      return {
        ok: true,
        value: { signUpGroups: page.groups, hasNextPage: page.next !== null, nextPageCursor: page.next },
      }
    })
    const client = { ...fakeClient(), restockGroups }
    const all = await allGroups(client)
    expect(all.ok && all.value.map((one) => one.variantId)).toEqual(["a", "b", "c", "d"])
    expect(restockGroups.mock.calls.map((call) => call[0])).toEqual([undefined, "c2", "c3"])
  })

  it("API-011 a page that fails ends the fetch with its error", async () => {
    const restockGroups = vi.fn(
      async (cursor?: string): ReturnType<StoreClient["restockGroups"]> =>
        cursor === undefined
          ? { ok: true, value: { signUpGroups: [group("a")], hasNextPage: true, nextPageCursor: "c2" } }
          : failed({ status: 503, message: "Try again." }),
    )
    const client = { ...fakeClient(), restockGroups }
    const all = await allGroups(client)
    expect(all.ok ? null : all.error.message).toBe("Try again.")
  })
})
