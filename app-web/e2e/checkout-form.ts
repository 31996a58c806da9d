import type { Page } from "playwright-core"

/** The offline test-mode card that pays (a declining one is `4000 0000 0000 0002`). */
export const PAYING_CARD = "4242 4242 4242 4242"

/**
 * A visitor's way to the checkout page, as a shopper takes it: the Canvas Tote added from its page,
 * then the cart page's Checkout link.
 *
 * @example
 * await checkOutTheTote(page, store.server.url)
 */
export const checkOutTheTote = async (page: Page, url: string): Promise<void> => {
  await page.goto(`${url}/products/canvas-tote`)
  await page.getByRole("button", { name: "Add To Cart", exact: true }).click()
  await page.getByRole("button", { name: "Added!" }).waitFor()
  await page.goto(`${url}/cart`)
  await page.getByRole("link", { name: "Checkout" }).click()
  await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor()
}

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
