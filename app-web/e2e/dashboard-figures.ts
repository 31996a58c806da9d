import type { Page } from "playwright-core"
import { signInAtAdmin } from "./sign-in.ts"

// Reading the merchant's analytics dashboard in a test: how it is reached and what its figures say.

/**
 * Signs in at `/admin` as the test store's first admin, opens Analytics from the admin's navigation
 * and waits for its heading.
 *
 * @example
 * await openAnalytics(page, store.server.url)
 */
export const openAnalytics = async (page: Page, baseUrl: string): Promise<void> => {
  await signInAtAdmin(page, baseUrl)
  await page.getByRole("navigation", { name: "Store admin" }).getByRole("link", { name: "Analytics" }).click()
  await page.getByRole("heading", { level: 1, name: "Analytics" }).waitFor()
}

/**
 * The figure of a dashboard card ("Visits", "Page views"…), as shown.
 *
 * @example
 * await figure(page, "Visits") // "3"
 */
export const figure = async (page: Page, label: string): Promise<string> =>
  (await page
    .locator(".analytics-card", { has: page.getByText(label, { exact: true }) })
    .locator(".analytics-figure")
    .textContent()) ?? ""

/**
 * The count of a step of the add-to-cart funnel ("Listing visits", "Adds to cart"…), as shown.
 *
 * @example
 * await funnelCount(page, "Cart views") // "1"
 */
export const funnelCount = async (page: Page, label: string): Promise<string> =>
  (await page
    .locator(".funnel-step", { has: page.getByText(label, { exact: true }) })
    .locator(".funnel-figure")
    .textContent()) ?? ""
