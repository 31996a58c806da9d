import { ProductType } from "@vitrine/core/catalog"
import {
  CHECKOUT_MESSAGE,
  type CheckoutStore,
  confirmPayment,
  getOrder,
  PaymentFailed,
  PaymentProvider,
  placeOrder,
  quoteCheckout,
  shownToShopper,
} from "@vitrine/core/checkout"
import { minorUnits, moneyFromMinor } from "@vitrine/core/money"
import { startSubscription } from "@vitrine/core/subscription"
import { Effect, Random } from "effect"
import { ConfirmPayment, GetCheckout, GetOrder, PlaceOrder, StartSubscription } from "../contract/checkout.ts"
import type { RouterContext } from "./context.ts"
import { cartIdOf, staleCartCookies } from "./cookies.ts"
import type { RouterPorts } from "./ports.ts"
import { ok } from "./reply.ts"
import { defineRoute, type RouteTable } from "./route.ts"
import { secureRandom } from "./secure-random.ts"

const NOT_SET_UP = CHECKOUT_MESSAGE.paymentsNotSetUp

// The store as checkout sees it: the website, its currency now, the merchant's checkout settings.
const storeOf = (context: RouterContext): Effect.Effect<CheckoutStore, never, RouterPorts> =>
  Effect.map(context.settings.current, (settings) => ({
    websiteId: context.websiteId,
    currency: settings.selectedCurrency,
    settings: context.checkout.settings,
  }))

// Programs that charge or confirm need the provider; a store without one cannot take payments.
const withPayments = <A, E, R>(context: RouterContext, effect: Effect.Effect<A, E, R>) => {
  const payments = context.checkout.payments
  return payments === undefined
    ? Effect.fail(new PaymentFailed({ reason: "unavailable", message: NOT_SET_UP }))
    : Effect.provideService(effect, PaymentProvider, payments)
}

/** Where a checkout is quoted for, as the page asks (codes in any case; empty when not chosen yet). */
export interface QuoteDestination {
  readonly country?: string | undefined
  readonly region?: string | undefined
}

/**
 * The quote `GET /api/commerce/checkout` answers, for the cart `cartId` (the cookie's, or a
 * subscription cart's token): its lines, shipping options, totals for the destination and option,
 * the minimum check and test mode. The storefront's server render of `/checkout` embeds the same.
 * Fails with CartNotFound when there is no open cart with that id.
 *
 * @example
 * Effect.map(checkoutQuote(context, cartIdOf(req), { country: "US" }, null), (quote) => quote.grandTotal)
 */
export const checkoutQuote = (
  context: RouterContext,
  cartId: string | null,
  where: QuoteDestination,
  shippingOptionId: string | null,
) =>
  Effect.gen(function* () {
    const store = yield* storeOf(context)
    const destination = {
      country: (where.country ?? "").toUpperCase(),
      region: (where.region ?? "").toUpperCase(),
    }
    const quote = yield* quoteCheckout(store, cartId, destination, shippingOptionId)
    const chosen = quote.shipping ?? quote.shippingOptions[0] ?? null
    return {
      items: quote.items,
      requiresShipping: quote.requiresShipping,
      shippingOptions: quote.shippingOptions.map((option) => ({
        id: option.id,
        label: option.label,
        cost: moneyFromMinor(option.costCents, quote.cart.currency),
      })),
      shippingOptionId: chosen?.id ?? null,
      ...quote.totals,
      grandTotalCents: Number(minorUnits(quote.totals.grandTotal)),
      taxInclusive: store.settings.taxInclusive,
      taxRates: store.settings.taxRates,
      minimumMessage: quote.minimum.ok ? null : quote.minimum.message,
      ...(quote.minimum.ok ? {} : { minimumSubtotal: quote.minimum.minimum }),
      hasGiftCards: quote.cart.entries.some((entry) => entry.productType === ProductType.GIFT_CARD),
      testMode: context.checkout.payments?.testMode ?? true,
    } satisfies (typeof GetCheckout.response.Type)["quote"]
  })

/**
 * The checkout routes: the quote the page shows (public), placing the order, opening a subscription
 * cart (API-004) and confirming a payment's second step (the visitor's, crumb required), and the
 * confirmation (public: the random order id is the capability). The cart is the one of the
 * `vitrine_cart` cookie, or the subscription cart a `cartToken` names (a random cart id: the token is
 * the capability, as the cookie is). Gift-card codes are drawn from the platform's CSPRNG.
 *
 * @example
 * const routes = checkoutRoutes(context)
 */
export const checkoutRoutes = (context: RouterContext): RouteTable => [
  defineRoute(
    { method: "GET", path: GetCheckout.path, access: "public", query: GetCheckout.query },
    ({ query }, req) =>
      Effect.map(
        checkoutQuote(context, query.cartToken ?? cartIdOf(req), query, query.shippingOptionId ?? null),
        (quote) => ok(GetCheckout.response, { quote }),
      ),
  ),

  defineRoute(
    { method: "POST", path: PlaceOrder.path, access: "visitor", body: PlaceOrder.body },
    ({ body }, req) =>
      Effect.gen(function* () {
        const store = yield* storeOf(context)
        const address = {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          line1: body.line1,
          line2: body.line2 ?? "",
          city: body.city,
          region: body.region ?? "",
          postalCode: body.postalCode ?? "",
          country: body.country,
        }
        const placed = yield* withPayments(
          context,
          placeOrder(store, {
            cartId: body.cartToken ?? cartIdOf(req),
            address,
            shippingOptionId: body.shippingOptionId,
            expectedGrandTotalCents: body.expectedGrandTotalCents ?? null,
            paymentMethod: body.paymentMethod,
            idempotencyKey: body.idempotencyKey,
            giftCard:
              body.recipientEmail === undefined
                ? null
                : { recipientEmail: body.recipientEmail, message: body.giftMessage ?? "" },
          }).pipe(Effect.provideService(Random.Random, secureRandom)),
        )
        // A paid order from the cookie's cart: the cookies point at no open cart any more (CART-011).
        const paidFromCookie = body.cartToken === undefined && placed.nextAction === null
        return ok(
          PlaceOrder.response,
          { ...placed, order: shownToShopper(placed.order) },
          paidFromCookie ? staleCartCookies(req) : [],
        )
      }),
  ),

  defineRoute(
    { method: "POST", path: StartSubscription.path, access: "visitor", body: StartSubscription.body },
    ({ body }) =>
      Effect.gen(function* () {
        const settings = yield* context.settings.current
        const started = yield* startSubscription(
          { websiteId: context.websiteId, currency: settings.selectedCurrency },
          {
            itemId: body.itemId,
            sku: body.sku ?? null,
            quantity: body.qty ?? 1,
            additionalFields: body.additionalFields ?? null,
            subscriptionOptionId: body.subscriptionOptionId ?? null,
          },
        )
        return ok(StartSubscription.response, started)
      }),
  ),

  defineRoute(
    { method: "POST", path: ConfirmPayment.path, access: "visitor", params: ConfirmPayment.params },
    ({ params }) =>
      Effect.map(withPayments(context, confirmPayment(params.orderId)), (placed) =>
        ok(ConfirmPayment.response, { ...placed, order: shownToShopper(placed.order) }),
      ),
  ),

  defineRoute(
    { method: "GET", path: GetOrder.path, access: "public", params: GetOrder.params },
    ({ params }) =>
      Effect.map(getOrder(context.websiteId, params.orderId), (order) =>
        ok(GetOrder.response, { order: shownToShopper(order) }),
      ),
  ),
]
