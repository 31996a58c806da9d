import { cleanup } from "@testing-library/react"
import { afterEach, vi } from "vitest"
import { loadAddFlow } from "../src/add-to-cart/use-add-to-cart.ts"
import { setCookie } from "./cookies.ts"

// What a click on an add button runs is a chunk of its own, on its way as soon as a button mounts:
// loaded here, so a test's click runs as it does on a page that has settled.
await loadAddFlow()

// Testing Library lets a tick pass after each user event and, when fake timers are on, advances
// them through a global `jest`; Vitest has none, so point it at Vitest's clock.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } })

// jsdom has no layout: scrolling is a no-op here rather than a "not implemented" console error.
window.scrollTo = () => {}

// jsdom has no modal dialogs: `showModal` and `close` do the part a page can observe (the `open`
// attribute and the `close` event); the inert page behind and the top layer are the browser's.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute("open")) return
    this.removeAttribute("open")
    if (returnValue !== undefined) this.returnValue = returnValue
    this.dispatchEvent(new Event("close"))
  }
}

afterEach(() => {
  cleanup()
  // Each test starts as a first-time visitor on the home page.
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim()
    if (name) setCookie(name, null)
  }
  window.history.replaceState(null, "", "/")
})
