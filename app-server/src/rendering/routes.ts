import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { cartIdOf, type StoreRuntime, settingsSource } from "@vitrine/adapter-http/router"
import { cartFromStored, getCart, ProductNotFound } from "@vitrine/core/cart"
import { Catalog, isVariantInStock, type Product } from "@vitrine/core/catalog"
import type { StoreSettings } from "@vitrine/core/site"
import { Option } from "effect"
import express, { type Request, type Response, type Router } from "express"
import { productPage } from "./page.ts"
import type { RenderedEmail, StoreRendering } from "./render.ts"

/** What the rendering routes need. */
export interface RenderingRoutesOptions {
  readonly runtime: StoreRuntime
  readonly rendering: StoreRendering
  /** The website whose store settings (currency) the renders use. */
  readonly websiteId: string
  /** The built web app, whose index.html product pages are rendered into. */
  readonly webDist: string
}

/** The rendering routes: mount `api` before the store router (whose /api fallback is a 404) and `pages` before the web app. */
export interface RenderingRoutes {
  readonly api: Router
  readonly pages: Router
}

/** The e-mails a merchant can preview, by the name in the URL. */
const EMAILS = ["restock", "order"] as const
const isEmailName = (name: string): name is (typeof EMAILS)[number] =>
  (EMAILS as readonly string[]).includes(name)

/** Settings change perhaps once in a store's life: read them at most every few seconds, as the store router does. */
const SETTINGS_TTL_MS = 5000

type Failure = { readonly status: number; readonly field: string; readonly message: string }

const fail = (res: Response, failure: Failure): void => {
  res.status(failure.status).json({ message: failure.message, errors: { [failure.field]: failure.message } })
}

const originOf = (req: Request): string => `${req.protocol}://${req.get("host") ?? "localhost"}`

/**
 * The routes that answer with markup rendered by the template engine:
 * - `GET /products/:idOrSlug` (pages): the web app's index.html with the product block inside its
 *   root element (`productPage`), for crawlers, link previews and visitors without JavaScript until
 *   React mounts; 404 with the plain app (which shows its own not-found page) for an unknown
 *   product; left to the web app's "not built yet" page when there is no build.
 * - `GET /api/commerce/products/:idOrSlug/block` → `{ html }`: the product block with site-relative
 *   URLs, to embed a product in another page; 404 with ProductNotFound's message.
 * - `GET /api/admin/emails/:template/preview` (`restock` or `order`) → the e-mail's HTML, or its
 *   text part with `?format=text`. Restock needs `?productId=` (id or slug; `&variantId=` (id or
 *   SKU) picks the variant, default the first out of stock). Order renders the visitor's own cart
 *   (cart cookie), an empty one when there is none: there are no orders yet. There is no sign-in yet
 *   either; the preview shows only the public catalogue and the requester's own cart.
 * Prices are in the store currency of the website's settings.
 *
 * @example
 * const rendered = renderingRoutes({ runtime, rendering, websiteId: "vitrine-demo", webDist })
 * app.use(rendered.api); app.use(storeRouter(…)); app.use(rendered.pages); app.use(webApp(webDist))
 */
export const renderingRoutes = (options: RenderingRoutesOptions): RenderingRoutes => {
  const source = settingsSource(options.websiteId, SETTINGS_TTL_MS)
  const settings = (): Promise<StoreSettings> => options.runtime.runPromise(source.current)
  const product = (idOrSlug: string): Promise<Option.Option<Product>> =>
    options.runtime.runPromise(Catalog.use((catalog) => catalog.find(idOrSlug)))

  const restockPreview = async (req: Request): Promise<RenderedEmail | Failure> => {
    const { productId, variantId } = req.query
    if (typeof productId !== "string" || productId === "") {
      return { status: 400, field: "productId", message: "Add ?productId= to preview the restock e-mail." }
    }
    const [found, current] = await Promise.all([product(productId), settings()])
    if (Option.isNone(found)) {
      return { status: 404, field: "productId", message: new ProductNotFound({ itemId: productId }).message }
    }
    const { variants, title } = found.value
    const variant =
      typeof variantId === "string"
        ? variants.find((candidate) => candidate.id === variantId || candidate.sku === variantId)
        : (variants.find((candidate) => !isVariantInStock(candidate)) ?? variants[0])
    if (typeof variantId === "string" && variant === undefined) {
      return { status: 404, field: "variantId", message: `${title} has no variant '${variantId}'.` }
    }
    return options.rendering.restockEmail(found.value, variant, { settings: current, baseUrl: originOf(req) })
  }

  const orderPreview = async (req: Request): Promise<RenderedEmail> => {
    const [found, current] = await Promise.all([
      options.runtime.runPromise(getCart(cartIdOf(req))),
      settings(),
    ])
    const sentAt = Date.now()
    const cart = Option.getOrElse(found, () =>
      cartFromStored({
        id: "preview",
        websiteId: options.websiteId,
        orderId: null,
        created: new Date(sentAt).toISOString(),
        currency: current.selectedCurrency,
        isPurchased: false,
        entries: [],
      }),
    )
    return options.rendering.orderEmail(cart, { settings: current, baseUrl: originOf(req), sentAt })
  }

  const api = express.Router()
  api.get("/api/commerce/products/:idOrSlug/block", async (req, res) => {
    res.set("Cache-Control", "no-store")
    const [found, current] = await Promise.all([product(req.params.idOrSlug), settings()])
    if (Option.isNone(found)) {
      const message = new ProductNotFound({ itemId: req.params.idOrSlug }).message
      return fail(res, { status: 404, field: "itemId", message })
    }
    res.json({ html: options.rendering.productBlock(found.value, { settings: current, baseUrl: "" }) })
  })
  api.get("/api/admin/emails/:template/preview", async (req, res) => {
    res.set("Cache-Control", "no-store")
    const { template } = req.params
    if (!isEmailName(template)) {
      const message = `There is no '${template}' e-mail. Choose restock or order.`
      return fail(res, { status: 400, field: "template", message })
    }
    const email = template === "order" ? await orderPreview(req) : await restockPreview(req)
    if ("status" in email) return fail(res, email)
    if (req.query.format === "text") res.type("text/plain").send(email.text)
    else res.type("html").send(email.html)
  })

  const pages = express.Router()
  const index = join(options.webDist, "index.html")
  pages.get("/products/:idOrSlug", async (req, res, next) => {
    if (!existsSync(index)) return next()
    const [html, found, current] = await Promise.all([
      readFile(index, "utf8"),
      product(req.params.idOrSlug),
      settings(),
    ])
    res.set("Cache-Control", "no-cache").type("html")
    if (Option.isNone(found)) return void res.status(404).send(html)
    const block = options.rendering.productBlock(found.value, { settings: current, baseUrl: "" })
    res.send(productPage(html, found.value.title, block))
  })
  return { api, pages }
}
