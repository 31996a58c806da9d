import type { Page } from "playwright-core"
import { TEST_ADMIN } from "../../contract-tests/src/http/staff.ts"

/**
 * Signs in at `/admin` through the page, by keyboard, as the test store's first admin (or as given),
 * and waits for the admin shell.
 *
 * @example
 * await signInAtAdmin(page, store.server.url)
 */
export const signInAtAdmin = async (
  page: Page,
  baseUrl: string,
  admin: { readonly email: string; readonly password: string } = TEST_ADMIN,
): Promise<void> => {
  await page.goto(`${baseUrl}/admin`)
  const email = page.getByRole("main").getByLabel("Email")
  await email.waitFor()
  await email.focus()
  await page.keyboard.type(admin.email)
  await page.keyboard.press("Tab")
  await page.keyboard.type(admin.password)
  await page.keyboard.press("Enter")
  await page.getByRole("navigation", { name: "Store admin" }).waitFor()
}
