import type { Cart } from "@vitrine/core/cart"
import { inStoreCurrency, type Product, type Variant } from "@vitrine/core/catalog"
import type { Order } from "@vitrine/core/checkout"
import type { MailMessage } from "@vitrine/core/mail"
import type { StoreSettings } from "@vitrine/core/site"
import { execute, type TemplateError } from "@vitrine/core/template"
import { cldrFor } from "./cldr.ts"
import { orderEmailJson, orderJson } from "./order-json.ts"
import { absoluteUrl, productJson, productPath, variantJson } from "./product-json.ts"
import type { StoreTemplates, TemplateName } from "./templates.ts"

/** How the store renders; every field but `templates` has a default. */
export interface RenderingOptions {
  readonly templates: StoreTemplates
  /** The name e-mails are signed with. Default "Vitrine". */
  readonly storeName?: string
  /** Locale of prices and dates. Default "en". */
  readonly locale?: string
  /** `website.timeZone` of the data: dates in e-mails are shown there. Default America/New_York (TPL-012). */
  readonly timeZone?: string
  /** Told about every error a render reports (rendering goes on past them): log them. */
  readonly onErrors?: (template: TemplateName, errors: readonly TemplateError[]) => void
}

/** Where a render happens: the store's current settings, and the origin that makes URLs absolute ("" keeps them relative). */
export interface RenderPlace {
  readonly settings: StoreSettings
  readonly baseUrl: string
}

/** An e-mail ready for `Mailer.send` once it has a recipient. */
export type RenderedEmail = Omit<MailMessage, "to">

/** The store's renders: the product block and the e-mails, all through the template engine. */
export interface StoreRendering {
  /** The product block's HTML, prices in the store currency. */
  readonly productBlock: (product: Product, place: RenderPlace) => string
  /**
   * The back-in-stock e-mail for a product, naming the variant that is back when there is one, with
   * the recipient's unsubscribe link when given (a preview has none).
   */
  readonly restockEmail: (
    product: Product,
    variant: Variant | undefined,
    place: RenderPlace & { readonly unsubscribeUrl?: string },
  ) => RenderedEmail
  /** The order confirmation, from a cart (we have no orders yet); `sentAt` (epoch ms) is its date. */
  readonly orderEmail: (cart: Cart, place: RenderPlace & { readonly sentAt: number }) => RenderedEmail
  /** The confirmation of a placed order (`sentAt`: when it was placed), with shipping, tax and total. */
  readonly orderConfirmation: (
    order: Order,
    place: RenderPlace & { readonly sentAt: number },
  ) => RenderedEmail
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

/**
 * An e-mail's subject: the text of its HTML `<title>`, entities decoded, whitespace collapsed.
 *
 * @example
 * subjectOf("<title>Members&#39; Journal is back</title>") // "Members' Journal is back"
 */
export const subjectOf = (html: string): string =>
  (/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, " ")
    .trim()

/**
 * The store's renders over its compiled templates: builds the JSON each template reads from core's
 * Product and Cart (`website.timeZone`, store name, prices in the store currency, the store settings
 * the quantity input reads) and executes the compiled code with CLDR for the locale.
 *
 * @example
 * const rendering = storeRendering({ templates: await loadStoreTemplates() })
 * rendering.productBlock(product, { settings: DEFAULT_STORE_SETTINGS, baseUrl: "" })
 */
export const storeRendering = (options: RenderingOptions): StoreRendering => {
  const locale = options.locale ?? "en"
  const timeZone = options.timeZone ?? "America/New_York"
  const storeName = options.storeName ?? "Vitrine"
  const cldr = cldrFor(locale)

  const run = (name: TemplateName, data: object): string => {
    const { output, errors } = execute(options.templates[name], data, { locale, cldr, timeZone })
    if (errors.length > 0) options.onErrors?.(name, errors)
    return output.trim()
  }
  const site = (place: RenderPlace) => ({
    website: { timeZone, useCLDRMoneyFormat: true, baseCurrency: place.settings.selectedCurrency },
    storeSettings: place.settings.storeSettings,
    store: { name: storeName, url: place.baseUrl, currency: place.settings.selectedCurrency },
  })
  const email = (name: "restock-email" | "order-email", data: object): RenderedEmail => {
    const html = run(name, data)
    return { subject: subjectOf(html), html, text: `${run(`${name}.text`, data)}\n` }
  }

  return {
    productBlock: (product, place) =>
      run("product-block", {
        ...site(place),
        item: productJson(inStoreCurrency(product, place.settings.selectedCurrency), place.baseUrl),
      }),
    restockEmail: (product, variant, place) => {
      const priced = inStoreCurrency(product, place.settings.selectedCurrency)
      const chosen = priced.variants.find((candidate) => candidate.id === variant?.id)
      return email("restock-email", {
        ...site(place),
        product: productJson(priced, place.baseUrl, chosen),
        ...(chosen === undefined ? {} : { variant: variantJson(priced, chosen) }),
        productUrl: absoluteUrl(place.baseUrl, productPath(product.urlSlug)),
        ...(place.unsubscribeUrl === undefined ? {} : { unsubscribeUrl: place.unsubscribeUrl }),
      })
    },
    orderEmail: (cart, place) =>
      email("order-email", { ...site(place), sentAt: place.sentAt, cart: orderJson(cart, place.baseUrl) }),
    orderConfirmation: (order, place) =>
      email("order-email", { ...site(place), sentAt: place.sentAt, ...orderEmailJson(order) }),
  }
}
