import { render, screen } from "@testing-library/react"
import { ADD_TO_CART_MESSAGE } from "@vitrine/core/cart"
import { CHECKOUT_MESSAGE } from "@vitrine/core/checkout"
import { NEWSLETTER_FORM } from "@vitrine/core/form"
import { moneyFromMinor } from "@vitrine/core/money"
import { dictionaryFor } from "@vitrine/core/site"
import { makeOrder } from "@vitrine/core/testing"
import { VitrineProvider } from "@vitrine/react"
import type { ReactNode } from "react"
import { describe, expect, it, vi } from "vitest"
import { setCookie } from "../../../react/test/cookies.ts"
import { entry } from "../../../react/test/entries.ts"
import { failed, fakeClient, storedCart } from "../../../react/test/fake-client.ts"
import { mug, product, settings, tee, variant } from "../../../react/test/products.ts"
import { userSession } from "../../../react/test/render.tsx"
import { TOTE_QUOTE } from "../../test/checkout-quote.ts"
import { fakeForms } from "../../test/fake-forms.ts"
import "../../test/render.tsx"
import { StoreClientProvider } from "../api/context.tsx"
import { FormClientProvider } from "../api/forms.tsx"
import { ErrorScreen } from "../components/ErrorScreen.tsx"
import { NotFound } from "../components/NotFound.tsx"
import { PageErrorBoundary } from "../components/PageErrorBoundary.tsx"
import { CartPage } from "../features/cart/CartPage.tsx"
import { CardAddButton } from "../features/catalog/CardAddButton.tsx"
import { ListedProducts } from "../features/catalog/listed-products.tsx"
import { CheckoutPage } from "../features/checkout/CheckoutPage.tsx"
import { OrderPage } from "../features/checkout/OrderPage.tsx"
import { NewsletterFooter } from "../features/forms/NewsletterFooter.tsx"
import { ProductPurchase } from "../features/product/ProductPurchase.tsx"
import { PurchasePrice } from "../features/product/purchase-parts.tsx"
import { NavigationProvider } from "../router/navigation.tsx"
import { PageDataProvider } from "../ssr/page-data-context.tsx"
import { CartIndicator } from "./CartIndicator.tsx"
import { FloatingCart } from "./FloatingCart.tsx"

// The storefront's controls in French once they run in the browser: what a click or a load shows,
// where a click leads. The server's French render is languages.test.tsx's.

const french = dictionaryFor("fr")

/** `ui` on a French page of a store (express checkout as told), leading elsewhere through `navigate`. */
const onFrenchPage = (
  ui: ReactNode,
  expressCheckout = false,
  client = fakeClient({ products: [tee, mug], cart: storedCart([entry("e1")]) }),
) => {
  const navigate = vi.fn()
  const store = { ...settings, expressCheckout }
  const data = {
    path: "/fr/products/x",
    settings: store,
    cart: null,
    language: { tag: "fr", prefix: "/fr", strings: french },
  }
  render(
    <StoreClientProvider client={client}>
      <VitrineProvider client={client} settings={store}>
        <PageDataProvider data={data}>
          <NavigationProvider navigate={navigate}>{ui}</NavigationProvider>
        </PageDataProvider>
      </VitrineProvider>
    </StoreClientProvider>,
  )
  return { navigate, user: userSession() }
}

describe("the storefront's controls on a French page", () => {
  it("ADDCART-005 SITE-009 express checkout from the product page goes to the French checkout", async () => {
    const { navigate, user } = onFrenchPage(<ProductPurchase product={mug} strings={french} />, true)
    await user.click(screen.getByRole("button", { name: french.addToCart }))
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("/fr/checkout"))
  })

  it("ADDCART-005 SITE-009 express checkout from a product card goes to the French checkout", async () => {
    const { navigate, user } = onFrenchPage(
      <ListedProducts products={[mug]}>
        <CardAddButton productId={mug.id} />
      </ListedProducts>,
      true,
    )
    await user.click(screen.getByRole("button", { name: `${french.addToCart}, ${mug.title}` }))
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith("/fr/checkout"))
  })

  it("ADDCART-009 SITE-009 a card whose product needs a choice says 'Select Option' in French", async () => {
    const { navigate, user } = onFrenchPage(
      <ListedProducts products={[tee]}>
        <CardAddButton productId={tee.id} />
      </ListedProducts>,
    )
    const button = screen.getByRole("button", { name: `${french.addToCart}, ${tee.title}` })
    await user.click(button)
    expect(button.textContent).toBe(french.selectOption)
    expect(french.selectOption).not.toBe(dictionaryFor("en").selectOption)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("SITE-009 the cart page says it is loading in French", async () => {
    setCookie("hasCart", "true")
    onFrenchPage(<CartPage />)
    expect(screen.getByRole("status").textContent).toBe(french.loadingCart)
    const summary = await screen.findByRole("complementary", { name: french.orderSummary })
    // CART-018's trimmed subtotal, in the store's dollars as French writes them.
    expect(summary.querySelector(".cart-subtotal")?.textContent?.replace(/\s/g, " ")).toBe("Sous-total$US 20")
  })

  it("SITE-009 the checkout's field messages from core's rules are the French dictionary's", async () => {
    const client = fakeClient()
    client.getCheckout.mockResolvedValue({ ok: true, value: { quote: TOTE_QUOTE } })
    const page = onFrenchPage(<CheckoutPage />, false, client)
    await page.user.click(await screen.findByRole("button", { name: french.placeOrder }))
    expect(await screen.findAllByText(french.fieldRequired)).not.toHaveLength(0)
    expect(screen.queryByText(dictionaryFor("en").fieldRequired)).toBeNull()
    expect(screen.getByText(french.cardRequired)).toBeTruthy()
  })

  it("SITE-009 a payment the provider could not take says so in French", async () => {
    const client = fakeClient()
    client.getCheckout.mockResolvedValue({ ok: true, value: { quote: TOTE_QUOTE } })
    client.placeOrder.mockResolvedValue(failed({ status: 503, message: CHECKOUT_MESSAGE.paymentUnavailable }))
    const page = onFrenchPage(<CheckoutPage />, false, client)
    await screen.findByRole("button", { name: french.placeOrder })
    const fill: Readonly<Record<string, string>> = {
      email: "ana@example.com",
      firstName: "Ana",
      lastName: "Silva",
      line1: "1 Main St",
      city: "Springfield",
      postalCode: "62701",
      paymentMethod: "4242424242424242",
    }
    for (const [name, value] of Object.entries(fill)) {
      await page.user.type(document.querySelector(`input[name="${name}"]`) as HTMLInputElement, value)
    }
    await page.user.selectOptions(document.querySelector('select[name="region"]') as HTMLSelectElement, "IL")
    await page.user.click(screen.getByRole("button", { name: french.placeOrder }))
    expect((await screen.findByText(french.paymentUnavailable)).getAttribute("role")).toBe("alert")
    expect(client.placeOrder).toHaveBeenCalledTimes(1)
    expect(screen.queryByText(CHECKOUT_MESSAGE.paymentUnavailable)).toBeNull()
  })

  it("SITE-009 PAYLATER-004 the product page's pay-later line and its button are French", async () => {
    onFrenchPage(<PurchasePrice product={mug} variant={mug.variants[0]} />)
    const more = await screen.findByRole("button", { name: "En savoir plus sur Afterpay" })
    expect(more.textContent).toBe(french.payLaterLearnMore)
    expect(document.querySelector(".vitrine-pay-later-text")?.textContent?.replace(/\s/g, " ")).toBe(
      "Afterpay disponible pour les commandes de plus de $US 35",
    )
  })

  it("SITE-009 SUBS-006 a subscribable product's price reads its plan in French", async () => {
    const coffee = product("coffee-club", {
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: "MONTH" }, numBillingCycles: 0 },
      variants: [variant("coffee", {}, { priceMoney: moneyFromMinor(1800) })],
    })
    onFrenchPage(<PurchasePrice product={coffee} variant={coffee.variants[0]} />)
    await vi.waitFor(() =>
      expect(document.querySelector(".vitrine-price")?.textContent?.replace(/\s/g, " ")).toBe(
        "$US 18,00 par mois",
      ),
    )
  })

  it("SITE-009 the add-to-cart alert of core's check is in French: its title and the options it names", async () => {
    const { user } = onFrenchPage(<ProductPurchase product={tee} strings={french} />)
    await user.click(screen.getByRole("button", { name: french.addToCart }))
    const alert = await screen.findByRole("alert")
    expect(alert.querySelector(".vitrine-alert-title")?.textContent).toBe("Impossible d'ajouter l'article")
    expect(alert.querySelector(".vitrine-alert-message")?.textContent).toBe(
      "Veuillez choisir les options Size et Colour.",
    )
  })

  it("SITE-009 the server's refusal of an add reads in French, under express checkout's French title", async () => {
    const client = fakeClient({ products: [mug] })
    client.addToCart.mockResolvedValueOnce(failed({ status: 409, message: ADD_TO_CART_MESSAGE.outOfStock }))
    const { user, navigate } = onFrenchPage(<ProductPurchase product={mug} strings={french} />, true, client)
    await user.click(screen.getByRole("button", { name: french.addToCart }))
    const alert = await screen.findByRole("alert")
    expect(alert.querySelector(".vitrine-alert-title")?.textContent).toBe(french.purchaseItemFailed)
    expect(alert.querySelector(".vitrine-alert-message")?.textContent).toBe(french.notEnoughStock)
    expect(french.notEnoughStock).not.toBe(ADD_TO_CART_MESSAGE.outOfStock)
    expect(navigate).not.toHaveBeenCalled()
  })

  it("SITE-009 a load that got no answer says so in French, with its French button", () => {
    onFrenchPage(
      <ErrorScreen
        onRetry={() => {}}
        failure={{ status: "error", message: "", failure: { kind: "offline" } }}
      />,
    )
    const screenShown = screen.getByRole("alert")
    expect(screenShown.textContent).toBe(
      `${french.networkError}${french.unableToConnect}${french.tryAgainButton}`,
    )
    expect(french.unableToConnect).toBe("Connexion impossible. Veuillez réessayer")
  })

  it("SITE-009 a 503 that names a short wait counts it in French", () => {
    onFrenchPage(
      <ErrorScreen
        onRetry={() => {}}
        failure={{ status: "error", message: "", failure: { kind: "unavailable", retryAfterSeconds: 5 } }}
      />,
    )
    expect(screen.getByRole("alert").textContent).toContain("Nouvel essai dans 5 secondes.")
  })

  it("SITE-009 a page that crashed says so in French", () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const Broken = () => {
      throw new Error("a page's bug")
    }
    onFrenchPage(
      <PageErrorBoundary path="/fr">
        <Broken />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole("alert").textContent).toBe(`${french.somethingWentWrong}${french.tryAgainButton}`)
    vi.restoreAllMocks()
  })

  it("SITE-009 the page for a missing path is in French and leads to the French shop", () => {
    onFrenchPage(<NotFound />)
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page introuvable")
    expect(screen.getByRole("link", { name: french.backToShop }).getAttribute("href")).toBe("/fr")
  })

  it("SITE-009 the order confirmation page is in French, its prices as French writes them", async () => {
    const client = fakeClient()
    const order = makeOrder({ id: "order-fr", purchasedCartId: "cart-fr", testMode: true })
    // The fake client answers no order by itself: this one is the shared test order.
    client.getOrder.mockResolvedValue({ ok: true, value: { order } } as never)
    onFrenchPage(<OrderPage orderId={order.id} />, false, client)
    await screen.findByTestId("order-id")
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Merci pour votre commande")
    expect(screen.getByRole("note").textContent).toBe(french.orderTestMode)
    expect(screen.getByText(french.orderEmail.replace("{email}", order.email))).toBeTruthy()
    const headers = screen.getAllByRole("columnheader").map((cell) => cell.textContent)
    expect(headers).toEqual([french.item, french.sku, french.quantity, french.unitPrice])
    const unitPrice = screen.getAllByRole("cell")[3]?.textContent?.replace(/\s/g, " ")
    // The symbol where the currency puts it (MONEY-005), the separators French.
    expect(unitPrice).toBe("$US 24,00")
    expect(screen.getByRole("link", { name: french.continueShopping }).getAttribute("href")).toBe("/fr")
  })

  it("SITE-009 the footer's newsletter form is in French: heading, button and the field's message", async () => {
    const forms = fakeForms({
      getForm: vi.fn(async () => ({ ok: true as const, value: { form: NEWSLETTER_FORM } })),
    })
    const { user } = onFrenchPage(
      <FormClientProvider client={forms}>
        <NewsletterFooter />
      </FormClientProvider>,
    )
    expect(await screen.findByRole("heading", { name: "Restons en contact" })).toBeTruthy()
    await user.click(screen.getByRole("button", { name: french.signUp }))
    expect(await screen.findByText(french.formRequired)).toBeTruthy()
  })

  it("SITE-009 CART-017 the cart pill's spoken count is French, in its name and its live region", async () => {
    setCookie("hasCart", "true")
    const client = fakeClient({ products: [tee], cart: storedCart([entry("e1", { quantity: 2 })]) })
    onFrenchPage(<FloatingCart isCartPage={false} />, false, client)
    const pill = await screen.findByRole("link", { name: "2 articles dans le panier" })
    expect(pill.getAttribute("href")).toBe("/fr/cart")
    expect(document.querySelector(".vitrine-cart-pill-live")?.textContent).toBe("2 articles dans le panier")
  })

  it("SITE-009 CART-013 the header indicator's description is French", async () => {
    setCookie("hasCart", "true")
    const client = fakeClient({ products: [tee], cart: storedCart([entry("e1", { quantity: 2 })]) })
    onFrenchPage(<CartIndicator href="/fr/cart" />, false, client)
    const link = await screen.findByRole("link", { description: /^Panier, 2 articles, sous-total / })
    expect(link.getAttribute("href")).toBe("/fr/cart")
  })

  it("SITE-009 the add-to-cart alert's dismiss control is named in French", async () => {
    const { user } = onFrenchPage(<ProductPurchase product={tee} strings={french} />)
    await user.click(screen.getByRole("button", { name: french.addToCart }))
    await user.click(await screen.findByRole("button", { name: "Fermer le message" }))
    expect(screen.queryByRole("alert")).toBeNull()
  })
})
