import type { Page } from "playwright-core"

/**
 * Opens `url` and waits until React has taken the server's HTML over, so a click reaches the app's
 * handlers rather than the bare server-rendered markup: the app's root, or on an island page every
 * island but those hydrated only near the screen (the footer's form).
 *
 * @example
 * await openHydrated(page, `${store.server.url}/products/canvas-tote`)
 */
export const openHydrated = async (page: Page, url: string): Promise<void> => {
  await page.goto(url)
  await hydrated(page)
}

/**
 * Waits until React has taken the open page over (see `openHydrated`).
 *
 * @example
 * await hydrated(page)
 */
export const hydrated = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => {
    const isRoot = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith("__reactContainer"))
    const root = document.getElementById("root")
    if (root !== null && isRoot(root)) return true
    const islands = [...document.querySelectorAll("[data-island-id]:not([data-island=newsletter])")]
    return islands.length > 0 && islands.every(isRoot)
  })
}
