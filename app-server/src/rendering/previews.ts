import {
  cartIdOf,
  defineRoute,
  type Reply,
  type RouterContext,
  type RouterPorts,
  type StoreRoute,
} from "@vitrine/adapter-http/router"
import { cartFromStored, getCart, ProductNotFound } from "@vitrine/core/cart"
import { Catalog, isVariantInStock, type Product } from "@vitrine/core/catalog"
import type { StoreSettings } from "@vitrine/core/site"
import { Effect, Option, Schema } from "effect"
import type { Request } from "express"
import type { StoreRendering } from "./render.ts"

/** The e-mails a merchant can preview, by the name in the URL. */
const EMAILS = ["restock", "order"] as const
const isEmailName = (name: string): boolean => (EMAILS as readonly string[]).includes(name)

const once = (name: string) => `Give ?${name}= once, as text.`

/** `GET /api/admin/emails/:template/preview`: its params and query, decoded by the router. */
const EmailPreview = {
  path: "/api/admin/emails/:template/preview",
  params: Schema.Struct({
    template: Schema.String.check(
      Schema.makeFilter(
        (name: string) => isEmailName(name) || `There is no '${name}' e-mail. Choose restock or order.`,
      ),
    ),
  }),
  query: Schema.Struct({
    productId: Schema.optionalKey(Schema.String.annotate({ message: once("productId") })),
    variantId: Schema.optionalKey(Schema.String.annotate({ message: once("variantId") })),
    format: Schema.optionalKey(Schema.String.annotate({ message: once("format") })),
  }),
} as const

type PreviewQuery = typeof EmailPreview.query.Type

const fieldFailure = (status: number, field: string, message: string): Reply => ({
  status,
  body: { message, errors: { [field]: message } },
})

const originOf = (req: Request): string => `${req.protocol}://${req.get("host") ?? "localhost"}`

/**
 * The merchant's e-mail preview: `GET /api/admin/emails/:template/preview` (`restock` or `order`)
 * answers the e-mail's HTML, or its text part with `?format=text`. Restock needs `?productId=` (id
 * or slug; `&variantId=` (id or SKU) picks the variant, default the first out of stock). Order
 * renders the caller's own cart (cart cookie), an empty one when there is none: there are no
 * orders yet. Merchant access (`emails.preview`); prices in the store currency.
 *
 * @example
 * const route = emailPreviewRoute(rendering, context)
 */
export const emailPreviewRoute = (rendering: StoreRendering, context: RouterContext): StoreRoute => {
  const restock = (query: PreviewQuery, settings: StoreSettings, req: Request) => {
    const { productId, variantId } = query
    if (productId === undefined || productId === "") {
      return Effect.succeed(fieldFailure(400, "productId", "Add ?productId= to preview the restock e-mail."))
    }
    return Effect.map(
      Catalog.use((catalog) => catalog.find(productId)),
      Option.match({
        onNone: () => fieldFailure(404, "productId", new ProductNotFound({ itemId: productId }).message),
        onSome: (product: Product) => {
          const variant =
            variantId === undefined
              ? (product.variants.find((candidate) => !isVariantInStock(candidate)) ?? product.variants[0])
              : product.variants.find(
                  (candidate) => candidate.id === variantId || candidate.sku === variantId,
                )
          if (variantId !== undefined && variant === undefined) {
            return fieldFailure(404, "variantId", `${product.title} has no variant '${variantId}'.`)
          }
          const email = rendering.restockEmail(product, variant, { settings, baseUrl: originOf(req) })
          return emailReply(email, query)
        },
      }),
    )
  }

  const order = (query: PreviewQuery, settings: StoreSettings, req: Request) =>
    Effect.map(getCart(cartIdOf(req)), (found) => {
      const sentAt = Date.now()
      const cart = Option.getOrElse(found, () =>
        cartFromStored({
          id: "preview",
          websiteId: context.websiteId,
          orderId: null,
          created: new Date(sentAt).toISOString(),
          currency: settings.selectedCurrency,
          isPurchased: false,
          entries: [],
        }),
      )
      return emailReply(rendering.orderEmail(cart, { settings, baseUrl: originOf(req), sentAt }), query)
    })

  return defineRoute(
    {
      method: "GET",
      path: EmailPreview.path,
      access: { permission: "emails.preview" },
      answers: "html",
      params: EmailPreview.params,
      query: EmailPreview.query,
    },
    ({ params, query }, req) =>
      Effect.flatMap(
        context.settings.current,
        (settings): Effect.Effect<Reply, never, RouterPorts> =>
          params.template === "order" ? order(query, settings, req) : restock(query, settings, req),
      ),
  )
}

const emailReply = (email: { readonly html: string; readonly text: string }, query: PreviewQuery): Reply =>
  query.format === "text"
    ? { status: 200, type: "text", body: email.text }
    : { status: 200, type: "html", body: email.html }
