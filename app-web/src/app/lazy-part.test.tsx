import { act, render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { Suspense, useState } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { lazyPart } from "./lazy-part.ts"

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

/** A loader the test releases by hand, as a chunk arriving late. */
const deferredLoader = <T,>(value: T) => {
  let release: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  return { load: () => arrived.then(() => value), release }
}

describe("a part kept off the first load", () => {
  it("renders on the server in one pass once loaded: the content, never the Suspense fallback", async () => {
    const Part = lazyPart(() => Promise.resolve(Greeting))
    await Part.load()
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>,
    )
    expect(html).toContain("Hello <!-- -->Ada")
    expect(html).not.toContain("Loading")
  })

  it("keeps the server's HTML on screen until its chunk arrives, then hydrates it without a mismatch", async () => {
    const serverPart = lazyPart(() => Promise.resolve(Greeting))
    await serverPart.load()
    const ui = (Part: typeof serverPart) => (
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(ui(serverPart))
    document.body.append(container)
    const paragraph = container.querySelector("p")
    const chunk = deferredLoader(Greeting)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, ui(lazyPart(chunk.load)), { onRecoverableError: (error) => errors.push(error) })
    })
    expect(container.textContent).toBe("Hello Ada")
    await act(async () => chunk.release())
    expect(container.textContent).toBe("Hello Ada")
    expect(container.querySelector("p")).toBe(paragraph)
    expect(errors).toEqual([])
    container.remove()
  })

  it("a part on screen keeps its state when its parent renders again after the chunk has loaded", async () => {
    const Counter = () => {
      const [count, setCount] = useState(0)
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Clicked {count}
        </button>
      )
    }
    const chunk = deferredLoader(Counter)
    const Part = lazyPart(chunk.load)
    const Parent = () => {
      const [, setTick] = useState(0)
      return (
        <>
          <button type="button" onClick={() => setTick((tick) => tick + 1)}>
            Render again
          </button>
          <Suspense fallback={<p>Loading</p>}>
            <Part />
          </Suspense>
        </>
      )
    }
    render(<Parent />)
    expect(screen.getByText("Loading")).toBeTruthy()
    await act(async () => chunk.release())
    const user = userEvent.setup()
    await user.click(screen.getByRole("button", { name: "Clicked 0" }))
    await user.click(screen.getByRole("button", { name: "Render again" }))
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeTruthy()
  })
})
