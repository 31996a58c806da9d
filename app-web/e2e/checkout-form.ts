import type { Page } from "playwright-core"

/** The offline test-mode card that pays (a declining one is `4000 0000 0000 0002`). */
export const PAYING_CARD = "4242 4242 4242 4242"

/**
 * Fills the checkout page's form for Ada Lovelace in Austin, Texas (a valid US address) with `card`,
 * the paying test card by default; the caller places the order.
 *
 * @example
 * await fillCheckout(page)
 * await page.getByRole("button", { name: "Place order" }).click()
 */
export const fillCheckout = async (page: Page, card: string = PAYING_CARD): Promise<void> => {
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await field("Email").fill("ada@example.com")
  await field("First name").fill("Ada")
  await field("Last name").fill("Lovelace")
  await field("Address").fill("1 Main St")
  await field("City").fill("Austin")
  await field("State").selectOption("TX")
  await field("ZIP Code").fill("78701")
  await field("Card number").fill(card)
}
