import type { Page } from "playwright-core"

/**
 * Opens `url` and waits until React has taken the server's HTML over, so a click reaches the app's
 * handlers rather than the bare server-rendered markup.
 *
 * @example
 * await openHydrated(page, `${store.server.url}/products/canvas-tote`)
 */
export const openHydrated = async (page: Page, url: string): Promise<void> => {
  await page.goto(url)
  await page.waitForFunction(() => {
    const root = document.getElementById("root")
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"))
  })
}
