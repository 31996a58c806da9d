import { act, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { failed, fakeClient } from "../../../react/test/fake-client.ts"
import { mug } from "../../../react/test/products.ts"
import { userSession } from "../../../react/test/render.tsx"
import { LOAD_FAILURES } from "../../test/load-failures.ts"
import { renderWith } from "../../test/render.tsx"
import { ListingPage } from "../features/catalog/ListingPage.tsx"
import { ErrorScreen, LOAD_PROBLEM_TEXT, LONGEST_AUTOMATIC_WAIT_SECONDS } from "./ErrorScreen.tsx"
import type { LoadFailure } from "./load-failure.ts"
import { PAGE_CRASH_TEXT, PageErrorBoundary } from "./PageErrorBoundary.tsx"
import { failedLoad } from "./use-load.ts"

// 001 §8's interface messages and recovery actions, as the spec lists them.
const SPEC_INTERFACE_TEXTS = [
  "Something went wrong",
  "Network error",
  "Unable to connect. Please try again",
  "Unable to load results",
  "Unable to load. Try again.",
  "Unable to locate content",
  "Retry",
  "Try again",
]

afterEach(() => {
  vi.restoreAllMocks()
})

/** Throws while `crashing()` says so: a page with a bug, or whose chunk did not arrive. */
const Fragile = ({ crashing }: { crashing: () => boolean }) => {
  if (crashing()) throw new Error("a page's bug")
  return <h1>The page</h1>
}

describe("a page that crashes while rendering", () => {
  it("UI-014 UI-020 says 'Something went wrong' with Try again, which renders the page afresh", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    let crashing = true
    const user = userSession()
    render(
      <PageErrorBoundary path="/">
        <Fragile crashing={() => crashing} />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole("alert").textContent).toBe("Something went wrongTry again")
    crashing = false
    await user.click(screen.getByRole("button", { name: "Try again" }))
    expect(screen.getByRole("heading", { name: "The page" })).toBeTruthy()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("UI-014 moving to another path forgets the crash; the store's frame around the page stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const user = userSession()
    const Frame = () => {
      const [path, setPath] = useState("/broken")
      return (
        <>
          <button type="button" onClick={() => setPath("/fine")}>
            Elsewhere
          </button>
          <PageErrorBoundary path={path}>
            <Fragile crashing={() => path === "/broken"} />
          </PageErrorBoundary>
        </>
      )
    }
    render(<Frame />)
    expect(screen.getByText(PAGE_CRASH_TEXT.message)).toBeTruthy()
    await user.click(screen.getByRole("button", { name: "Elsewhere" }))
    expect(screen.getByRole("heading", { name: "The page" })).toBeTruthy()
  })
})

describe("a page whose data is not there", () => {
  it("UI-019 a collection that does not exist says 'Unable to locate content' with Retry", async () => {
    const client = fakeClient({ products: [mug] })
    client.listProducts.mockResolvedValueOnce(failed({ status: 404, message: "Collection not found" }))
    const { user } = renderWith(<ListingPage />, client)
    expect((await screen.findByRole("alert")).textContent).toBe("Unable to locate contentRetry")
    await user.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByRole("heading", { name: "Stoneware Mug" })).toBeTruthy()
  })

  it("UI-021 the server's own message of a failed load is not shown: only the spec's text", async () => {
    const client = fakeClient({ products: [mug] })
    client.listProducts.mockResolvedValueOnce(
      failed({ status: 500, message: 'relation "products" does not exist' }),
    )
    renderWith(<ListingPage />, client)
    expect((await screen.findByRole("alert")).textContent).toBe("Unable to load. Try again.Retry")
  })

  const serverError = { status: "error", message: "", failure: { kind: "failed", status: 500 } } as const
  const offline = { status: "error", message: "", failure: { kind: "offline" } } as const
  it.each([
    [serverError, "page", "Unable to load. Try again.Retry"],
    [offline, "page", "Network errorUnable to connect. Please try againTry again"],
    [{ status: "not-found" }, "page", "Unable to locate contentRetry"],
    [serverError, "results", "Unable to load resultsRetry"],
    [offline, "results", "Network errorUnable to connect. Please try againTry again"],
    [undefined, "page", "Unable to load. Try again.Retry"],
  ] as const)(
    "UI-017 UI-018 UI-019 UI-015 UI-016 the screen for %j of a %s reads %j",
    (failure, of, shown) => {
      render(<ErrorScreen onRetry={() => {}} of={of} {...(failure ? { failure } : {})} />)
      expect(screen.getByRole("alert").textContent).toBe(shown)
    },
  )

  it("UI-021 every text of these screens is one of the spec's interface messages or recovery actions", () => {
    const texts = [
      ...Object.values(LOAD_PROBLEM_TEXT).flatMap(({ title, message, retry }) => [title, message, retry]),
      PAGE_CRASH_TEXT.message,
      PAGE_CRASH_TEXT.retry,
    ].filter((text) => text !== null)
    expect(texts.filter((text) => !SPEC_INTERFACE_TEXTS.includes(text))).toEqual([])
  })
})

describe("a failure the spec has no text for", () => {
  const unavailable = (retryAfterSeconds: number | null) =>
    ({
      status: "error",
      message: "The store cannot be reached just now.",
      failure: { kind: "unavailable", retryAfterSeconds },
    }) as const

  it("UI-021 reads our text, never the server's own message", () => {
    for (const { error, shown } of Object.values(LOAD_FAILURES)) {
      const result = failed(error)
      if (result.ok) throw new Error("failed() is a failure")
      const view = render(<ErrorScreen onRetry={() => {}} failure={failedLoad(result.error)} />)
      expect(screen.getByRole("alert").textContent).toBe(shown)
      // A 429's message is the client's own, 000 §8's text, which the screen reads too.
      if (error.status !== 429) expect(screen.getByRole("alert").textContent).not.toContain(error.message)
      view.unmount()
    }
  })

  it("a 503 with a short Retry-After tries again by itself once the wait is over", () => {
    vi.useFakeTimers()
    try {
      const onRetry = vi.fn()
      render(<ErrorScreen onRetry={onRetry} failure={unavailable(5)} />)
      expect(screen.getByRole("alert").textContent).toContain("Trying again in 5 seconds.")
      act(() => vi.advanceTimersByTime(4999))
      expect(onRetry).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(1))
      expect(onRetry).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it("a wait longer than the screen waits by itself asks to come back later, and waits for the button", () => {
    vi.useFakeTimers()
    try {
      const onRetry = vi.fn()
      const wait = LONGEST_AUTOMATIC_WAIT_SECONDS + 1
      render(<ErrorScreen onRetry={onRetry} failure={unavailable(wait)} />)
      expect(screen.getByRole("alert").textContent).toBe(
        "The store cannot be reached just nowPlease try again later.Try again",
      )
      act(() => vi.advanceTimersByTime(wait * 1000))
      expect(onRetry).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })

  it("its Try again is reached with the keyboard and pressed with Enter", async () => {
    const onRetry = vi.fn()
    const user = userSession()
    const failure: LoadFailure = { kind: "forbidden" }
    render(<ErrorScreen onRetry={onRetry} failure={{ status: "error", message: "", failure }} />)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Try again" }))
    await user.keyboard("{Enter}")
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
