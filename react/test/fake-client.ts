import type { ApiError, ApiResult, StoreClient } from "@vitrine/adapter-http/client"
import { type Cart, cartFromStored, checkAddToCart, type StoredCart } from "@vitrine/core/cart"
import { inStoreCurrency, type Product } from "@vitrine/core/catalog"
import { isCurrencyCode } from "@vitrine/core/money"
import { DEFAULT_RESTOCK_SETTINGS, type RestockSettings } from "@vitrine/core/restock"
import type { HomeLayout, StoreSettings } from "@vitrine/core/site"
import { vi } from "vitest"
import { setCookie } from "./cookies.ts"
import { settings as defaultSettings } from "./products.ts"

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value })

/**
 * A failed call as the HTTP client reports it.
 *
 * @example
 * failed({ status: 429, message: "Please try again in a few seconds." })
 */
export const failed = (error: Partial<ApiError> & { status: number }): ApiResult<never> => ({
  ok: false,
  error: { message: "", fieldErrors: {}, crumbFail: false, ...error },
})

/**
 * A store client over memory that answers like the server, with core's rules: adding checks with
 * `checkAddToCart`, totals come from `cartFromStored`, the first add sets `hasCart`, and prices are
 * read in the store currency of the settings (`inStoreCurrency`), which `saveSettings` changes.
 * Every method is a `vi.fn`, so a test can count calls or make one fail.
 *
 * @example
 * const client = fakeClient({ products: [tee] })
 * client.addToCart.mockResolvedValueOnce(failed({ status: 429 }))
 */
export const fakeClient = (
  options: {
    products?: readonly Product[]
    settings?: StoreSettings
    cart?: StoredCart
    homeLayout?: HomeLayout
  } = {},
) => {
  let settings = options.settings ?? defaultSettings
  let restockSettings: RestockSettings = DEFAULT_RESTOCK_SETTINGS
  const products = () =>
    (options.products ?? []).map((product) => inStoreCurrency(product, settings.selectedCurrency))
  let stored: StoredCart | null = options.cart ?? null
  const restock: FakeSignUp[] = []
  const sendTo = (request: { readonly productId: string; readonly variantId: string }) => {
    const waiting = restock.filter(
      (one) => !one.sent && one.productId === request.productId && one.variantId === request.variantId,
    )
    for (const one of waiting) one.sent = true
    return { ...request, queued: waiting.length }
  }
  let nextEntry = 1
  const find = (idOrSlug: string) =>
    products().find((product) => product.id === idOrSlug || product.urlSlug === idOrSlug)
  const current = (): Cart => cartFromStored(stored ?? emptyCart())
  const notFound = failed({ status: 404, message: "Not found." })

  const client = {
    listProducts: vi.fn(async () => ok({ products: products(), settings })),
    homePage: vi.fn(async () => ok({ layout: options.homeLayout ?? null })),
    getProduct: vi.fn(async (idOrSlug: string) => {
      const product = find(idOrSlug)
      return product ? ok({ product }) : notFound
    }),
    getCart: vi.fn(async () => ok({ cart: stored ? current() : null })),
    addToCart: vi.fn(async (input: Parameters<StoreClient["addToCart"]>[0]) => {
      const product = find(input.itemId)
      if (!product) return notFound
      const base = stored ?? emptyCart(settings.selectedCurrency)
      const stock = product.variants.map((v) => ({
        variantId: v.id,
        sku: v.sku,
        unlimited: v.unlimited,
        qtyInStock: v.qtyInStock,
      }))
      const check = checkAddToCart(
        { product, sku: input.sku, quantity: input.quantity ?? 1 },
        stock,
        base.entries,
      )
      if (!check.ok) return failed({ status: 400, message: check.problem.message })
      const entry = {
        id: `entry-${nextEntry++}`,
        itemId: product.id,
        quantity: check.quantity,
        chosenVariant: { sku: check.variant.sku, attributes: check.variant.attributes },
        title: product.title,
        productType: product.productType,
        imageUrl: product.images[0]?.url ?? null,
        purchasePriceCents: Number(
          (check.variant.onSale ? check.variant.salePriceMoney : check.variant.priceMoney).value,
        ),
        additionalFields: null,
      }
      stored = { ...base, entries: [...base.entries, entry] }
      setCookie("hasCart", "true")
      const shoppingCart = current()
      const newlyAdded = shoppingCart.entries.find((added) => added.id === entry.id)
      if (!newlyAdded) throw new Error("the entry just added is missing")
      return ok({ shoppingCart, newlyAdded })
    }),
    changeQuantity: vi.fn(async (entryId: string, quantity: number | string) => {
      if (!stored?.entries.some((entry) => entry.id === entryId))
        return failed({ status: 404, message: "Unable to update quantity" })
      stored = {
        ...stored,
        entries: stored.entries.map((entry) =>
          entry.id === entryId ? { ...entry, quantity: Number(quantity) } : entry,
        ),
      }
      return ok({ shoppingCart: current() })
    }),
    changeAdditionalFields: vi.fn(
      async (entryId: string, input: { readonly additionalFields: string | null }) => {
        if (!stored?.entries.some((entry) => entry.id === entryId))
          return failed({ status: 404, message: "Unable to update form" })
        stored = {
          ...stored,
          entries: stored.entries.map((entry) =>
            entry.id === entryId ? { ...entry, additionalFields: input.additionalFields } : entry,
          ),
        }
        const shoppingCart = current()
        const updatedEntry = shoppingCart.entries.find((entry) => entry.id === entryId)
        if (!updatedEntry) throw new Error("the entry just updated is missing")
        return ok({ shoppingCart, updatedEntry })
      },
    ),
    removeEntry: vi.fn(async (entryId: string) => {
      if (!stored) return failed({ status: 404, message: "Your cart is empty." })
      stored = { ...stored, entries: stored.entries.filter((entry) => entry.id !== entryId) }
      return ok({ shoppingCart: current() })
    }),
    stock: vi.fn(async (itemId: string) => {
      const product = find(itemId)
      if (!product) return notFound
      return ok({
        results: product.variants.map((v) => ({
          variantId: v.id,
          sku: v.sku,
          unlimited: v.unlimited,
          qtyInStock: v.qtyInStock,
        })),
      })
    }),
    getSettings: vi.fn(async () => ok({ settings })),
    saveSettings: vi.fn(async (input: Parameters<StoreClient["saveSettings"]>[0]) => {
      if (!isCurrencyCode(input.selectedCurrency)) {
        const message = "Currency must be one of the store currencies."
        return failed({ status: 400, message, fieldErrors: { selectedCurrency: message } })
      }
      settings = { ...settings, selectedCurrency: input.selectedCurrency }
      return ok({ settings })
    }),
    // Checkout and orders are not played by this fake: the HTTP suite and e2e drive them for real.
    // Typed as the client's, so a test can answer with a quote of its own.
    getCheckout: vi.fn<StoreClient["getCheckout"]>(async () => notFaked),
    placeOrder: vi.fn(async () => notFaked),
    confirmPayment: vi.fn(async () => notFaked),
    getOrder: vi.fn(async () => notFaked),
    listOrders: vi.fn(async () => notFaked),
    fulfilOrder: vi.fn(async () => notFaked),
    cancelOrder: vi.fn(async () => notFaked),
    getMerchantOrder: vi.fn(async () => notFaked),
    unfulfilOrder: vi.fn(async () => notFaked),
    reinstateOrder: vi.fn(async () => notFaked),
    startSubscription: vi.fn(async () => ok({ cartToken: "sub-cart-1" })),
    // Restock: sign-ups are kept as sent; sends report how many were waiting and mark them.
    restockBox: vi.fn(async () =>
      ok({
        captcha: false,
        mailingListSignUp: restockSettings.mailingListSignUp,
        mailingListOptInByDefault: restockSettings.mailingListOptInByDefault,
      }),
    ),
    restockSettings: vi.fn(async () => ok({ settings: restockSettings })),
    saveRestockSettings: vi.fn(async (next: Parameters<StoreClient["saveRestockSettings"]>[0]) => {
      restockSettings = { ...restockSettings, ...next }
      return ok({ settings: restockSettings })
    }),
    restockSignUp: vi.fn(async (payload: Parameters<StoreClient["restockSignUp"]>[0]) => {
      if (payload.siteVisitorEmail.trim() === "")
        return failed({ status: 400, message: "Email cannot be blank" })
      restock.push({ ...payload, sent: false })
      return ok({ signedUp: true as const })
    }),
    restockGroups: vi.fn(async () => {
      const groups = new Map<
        string,
        { productId: string; variantId: string; waiting: number; sent: number }
      >()
      for (const one of restock) {
        const id = `${one.productId}/${one.variantId}`
        const group = groups.get(id) ?? {
          productId: one.productId,
          variantId: one.variantId,
          waiting: 0,
          sent: 0,
        }
        groups.set(id, {
          ...group,
          waiting: group.waiting + (one.sent ? 0 : 1),
          sent: group.sent + (one.sent ? 1 : 0),
        })
      }
      return ok({ signUpGroups: [...groups.values()], hasNextPage: false, nextPageCursor: null })
    }),
    restockSignUps: vi.fn(async (filter: Parameters<StoreClient["restockSignUps"]>[0]) =>
      ok({
        signUps: restock
          .filter(
            (one) =>
              one.productId === filter.productId && (filter.variantId ?? one.variantId) === one.variantId,
          )
          .map((one, i) => ({
            id: String(i),
            productId: one.productId,
            variantId: one.variantId,
            email: one.siteVisitorEmail,
            joinMailingList: one.isJoinMailingList,
            language: one.language ?? null,
            memberId: null,
            signedUpAt: i,
            sentAt: one.sent ? 1 : null,
            round: 1,
          })),
        hasNextPage: false,
        nextPageCursor: null,
      }),
    ),
    restockSend: vi.fn(async (request: Parameters<StoreClient["restockSend"]>[0]) =>
      ok({ results: [sendTo(request)] }),
    ),
    restockSendAll: vi.fn(async (requests: Parameters<StoreClient["restockSendAll"]>[0]) =>
      ok({ results: requests.map(sendTo) }),
    ),
    outbox: vi.fn(async () => ok({ messages: [] })),
    retryOutbox: vi.fn(async () => ok({ retried: false })),
  } satisfies StoreClient
  return client
}

const notFaked = failed({ status: 501, message: "Checkout is not played by the fake client." })
/** A restock sign-up as the fake keeps it. */
type FakeSignUp = Parameters<StoreClient["restockSignUp"]>[0] & { sent: boolean }

/** A stored cart holding the given entries, as the fake's starting state. */
export const storedCart = (entries: StoredCart["entries"]): StoredCart => ({ ...emptyCart(), entries })

const emptyCart = (currency: StoredCart["currency"] = "USD"): StoredCart => ({
  id: "cart-1",
  websiteId: "site-1",
  orderId: null,
  created: "2025-01-01T00:00:00.000Z",
  currency,
  isPurchased: false,
  entries: [],
})
