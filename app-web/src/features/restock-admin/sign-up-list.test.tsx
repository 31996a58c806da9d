import { screen, waitFor } from "@testing-library/react"
import type { RestockSignUp } from "@vitrine/core/restock"
import { describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../../../react/test/fake-client.ts"
import { LOAD_FAILURES } from "../../../test/load-failures.ts"
import { renderWith } from "../../../test/render.tsx"
import type { StoreClient } from "../../api/store-client.ts"
import { SIGN_UP_LIST_TEXT, SignUpList } from "./SignUpList.tsx"

type SignUpsPage = Awaited<ReturnType<StoreClient["restockSignUps"]>>

const signUp = (id: string, email: string): RestockSignUp => ({
  id,
  productId: "beanie",
  variantId: "v1",
  email,
  joinMailingList: false,
  language: null,
  memberId: null,
  signedUpAt: 0,
  sentAt: null,
  round: 1,
})

const page = (signUps: readonly RestockSignUp[], next: string | null): SignUpsPage => ({
  ok: true,
  value: { signUps: [...signUps], hasNextPage: next !== null, nextPageCursor: next },
})

/** The store's fake client whose sign-ups answer as each test says. */
const clientWithSignUps = () => {
  const restockSignUps = vi.fn<StoreClient["restockSignUps"]>()
  return { ...fakeClient(), restockSignUps }
}

/** A promise the test settles by hand, to see the list while a page is on its way. */
const deferred = <T,>() => {
  let settle: (value: T) => void = () => {}
  const promise = new Promise<T>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
}

describe("a variant's sign-ups, a page at a time (merchant)", () => {
  it("says it is loading the next page, then shows it under the first", async () => {
    const client = clientWithSignUps()
    const second = deferred<SignUpsPage>()
    client.restockSignUps
      .mockResolvedValueOnce(page([signUp("1", "ada@example.com")], "c1"))
      .mockReturnValueOnce(second.promise)
    const { user } = renderWith(<SignUpList productId="beanie" variantId="v1" />, client)
    await user.click(await screen.findByRole("button", { name: SIGN_UP_LIST_TEXT.more }))
    const loading = screen.getByRole("button", { name: SIGN_UP_LIST_TEXT.loadingMore })
    expect(loading.getAttribute("aria-disabled")).toBe("true")
    // A second click while the page is on its way asks for nothing more.
    await user.click(loading)
    expect(client.restockSignUps).toHaveBeenCalledTimes(2)
    second.settle(page([signUp("2", "grace@example.com")], null))
    expect(await screen.findByText(/grace@example\.com/)).toBeTruthy()
    expect(screen.getByText(/ada@example\.com/)).toBeTruthy()
    expect(screen.queryByRole("button", { name: SIGN_UP_LIST_TEXT.more })).toBeNull()
  })

  it.each(Object.entries(LOAD_FAILURES).filter(([name]) => !name.includes("Retry-After 5")))(
    "a next page that fails (%s) keeps the sign-ups shown and says how; its button asks for that page again",
    async (_, { error, shown, retry }) => {
      const client = clientWithSignUps()
      client.restockSignUps
        .mockResolvedValueOnce(page([signUp("1", "ada@example.com")], "c1"))
        .mockResolvedValueOnce(failed(error))
        .mockResolvedValueOnce(page([signUp("2", "grace@example.com")], null))
      const { user } = renderWith(<SignUpList productId="beanie" variantId="v1" />, client)
      await user.click(await screen.findByRole("button", { name: SIGN_UP_LIST_TEXT.more }))
      expect((await screen.findByRole("alert")).textContent).toBe(shown)
      expect(screen.getByText(/ada@example\.com/)).toBeTruthy()
      expect(screen.queryByRole("button", { name: SIGN_UP_LIST_TEXT.more })).toBeNull()
      await user.click(screen.getByRole("button", { name: retry }))
      expect(await screen.findByText(/grace@example\.com/)).toBeTruthy()
      expect(screen.getByText(/ada@example\.com/)).toBeTruthy()
      expect(screen.queryByRole("alert")).toBeNull()
      expect(client.restockSignUps).toHaveBeenLastCalledWith({ productId: "beanie", variantId: "v1" }, "c1")
    },
  )

  it("a 503 that names a short wait asks for the page again by itself", async () => {
    const client = clientWithSignUps()
    client.restockSignUps
      .mockResolvedValueOnce(page([signUp("1", "ada@example.com")], "c1"))
      .mockResolvedValueOnce(failed({ status: 503, message: "", retryAfterSeconds: 1 }))
      .mockResolvedValueOnce(page([signUp("2", "grace@example.com")], null))
    const { user } = renderWith(<SignUpList productId="beanie" variantId="v1" />, client)
    await user.click(await screen.findByRole("button", { name: SIGN_UP_LIST_TEXT.more }))
    expect((await screen.findByRole("alert")).textContent).toContain("Trying again in 1 second.")
    await waitFor(() => expect(screen.getByText(/grace@example\.com/)).toBeTruthy(), { timeout: 3000 })
    expect(screen.getByText(/ada@example\.com/)).toBeTruthy()
  })
})
