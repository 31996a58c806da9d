import { isVariantInStock, type Product, tracksStock } from "@vitrine/core/catalog"
import { toDecimalString } from "@vitrine/core/money"
import { truncate } from "@vitrine/core/text"

/** What a page says about itself to search engines and link previews. */
export interface PageHead {
  readonly title: string
  readonly description: string
  /** The page's one URL, absolute. */
  readonly canonical: string
  /** Open Graph: `website`, or `product` with its image. */
  readonly openGraph?: { readonly type: "website" | "product"; readonly image?: string }
  /** Structured data (schema.org), written as JSON-LD. */
  readonly jsonLd?: object
  /** The page's language, `<html lang>` (the shell's own, English, when absent). */
  readonly lang?: string
  /** The same page in each of the site's languages (`<link rel="alternate" hreflang>`), absolute. */
  readonly alternates?: readonly { readonly hreflang: string; readonly href: string }[]
}

// Search results show about 155 characters of a description.
const DESCRIPTION_LENGTH = 155

const TITLE = /<title>[\s\S]*?<\/title>/
const DESCRIPTION = /<meta name="description"[^>]*>/
const HTML_LANG = /<html lang="[^"]*"/

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Text for a meta description: a product's description is HTML; its text, on one line, cut at about
 * 155 characters.
 *
 * @example
 * descriptionText("<p>Soft <b>linen</b>.</p>") // "Soft linen."
 */
export const descriptionText = (html: string): string =>
  truncate(
    html
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    DESCRIPTION_LENGTH,
  )

/**
 * The head tags of a page: `<title>`, meta description, canonical link, Open Graph, and JSON-LD
 * (with `<` escaped, so no product text can close the script).
 *
 * @example
 * headTags({ title: "Shop · Vitrine", description: "…", canonical: "https://shop.example/" })
 */
export const headTags = (head: PageHead): string => {
  const og = head.openGraph
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
  ]
  if (og) {
    tags.push(
      `<meta property="og:type" content="${og.type}" />`,
      `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
      ...(og.image ? [`<meta property="og:image" content="${escapeHtml(og.image)}" />`] : []),
    )
  }
  for (const alternate of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    )
  }
  if (head.jsonLd) {
    const json = JSON.stringify(head.jsonLd).replace(/</g, "\\u003c")
    tags.push(`<script type="application/ld+json">${json}</script>`)
  }
  return tags.join("")
}

/**
 * index.html with the page's head in place of its own title and description, and its language on
 * `<html lang>`.
 *
 * @example
 * withHead(indexHtml, { title: "Your cart · Vitrine", description: "…", canonical, lang: "fr" })
 */
export const withHead = (indexHtml: string, head: PageHead): string => {
  const html = indexHtml.replace(DESCRIPTION, "").replace(TITLE, () => headTags(head))
  return head.lang === undefined
    ? html
    : html.replace(HTML_LANG, () => `<html lang="${escapeHtml(head.lang ?? "")}"`)
}

/** The site's name: the title of index.html ("Vitrine"). */
export const siteName = (indexHtml: string): string =>
  /<title>([\s\S]*?)<\/title>/.exec(indexHtml)?.[1]?.trim() || "Vitrine"

/**
 * A product page's schema.org `Product`: name, description, image, SKU and one `Offer` per variant
 * with its price (in the store currency, as shown), currency and availability.
 *
 * @example
 * productJsonLd(product, "https://shop.example/products/linen-shirt", "https://shop.example")
 */
export const productJsonLd = (product: Product, url: string, origin: string): object => ({
  "@context": "https://schema.org",
  "@type": "Product",
  name: product.title,
  description: descriptionText(product.description),
  url,
  ...(product.images[0] ? { image: product.images.map((image) => origin + image.url) } : {}),
  offers: product.variants.map((variant) => {
    const price = variant.onSale ? variant.salePriceMoney : variant.priceMoney
    return {
      "@type": "Offer",
      sku: variant.sku,
      price: toDecimalString(price),
      priceCurrency: price.currency,
      availability:
        !tracksStock(product) || isVariantInStock(variant)
          ? "https://schema.org/InStock"
          : "https://schema.org/OutOfStock",
      url,
    }
  }),
})
