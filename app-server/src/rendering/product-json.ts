import {
  optionValueLabel,
  type Product,
  type ProductImage,
  type Variant,
  variantImage,
} from "@vitrine/core/catalog"
import { formatMoney, type Money, minorUnits, toDecimalString } from "@vitrine/core/money"

/**
 * Money as the template engine reads it (`priceMoney`, `i18n-money-format`): `value` is a decimal
 * amount in major units ("68.00"), the way the conformance cases write it (f-product-price-*,
 * f-sale-price-1) and core's `readPageMoney` reads it — not core's count of minor units.
 *
 * @example
 * templateMoney(moneyFromMinor(6800, "USD")) // { value: "68.00", currency: "USD" }
 */
export const templateMoney = (money: Money) => ({ value: toDecimalString(money), currency: money.currency })

/**
 * A product page's path in the reference store (the web app's route).
 *
 * @example
 * productPath("linen-shirt") // "/products/linen-shirt"
 */
export const productPath = (slug: string): string => `/products/${encodeURIComponent(slug)}`

/**
 * A site-relative URL made absolute on `baseUrl` (e-mails need absolute links); unchanged when
 * `baseUrl` is "" (pages).
 *
 * @example
 * absoluteUrl("https://shop.example", "/images/products/a.svg") // "https://shop.example/images/products/a.svg"
 */
export const absoluteUrl = (baseUrl: string, url: string): string =>
  baseUrl === "" || !url.startsWith("/") ? url : `${baseUrl.replace(/\/$/, "")}${url}`

const imageJson = (image: ProductImage, baseUrl: string) => ({
  id: image.id,
  assetUrl: absoluteUrl(baseUrl, image.url),
  altText: image.altText,
  title: image.altText,
})

/**
 * A variant in the engine's shape (spec 001 §3 "Variant"): prices as minor units (`price`,
 * `salePrice`) and as money, stock, attributes, and `optionValues` in the product's option order
 * (what `variant-descriptor` prints).
 *
 * @example
 * variantJson(shirt, shirt.variants[0]).optionValues // [{ optionName: "Size", value: "S" }, { optionName: "Colour", value: "White" }]
 */
export const variantJson = (product: Product, variant: Variant) => {
  // Option values as a visitor reads them: a gift card's amounts as prices in the store currency,
  // the same labels the web app's selects show.
  const attributes = Object.fromEntries(
    Object.entries(variant.attributes).map(([name, value]) => [
      name,
      optionValueLabel(product, name, value, formatMoney),
    ]),
  )
  return {
    id: variant.id,
    sku: variant.sku,
    attributes,
    optionValues: product.variantOptionOrdering.flatMap((optionName) => {
      const value = attributes[optionName]
      return value === undefined ? [] : [{ optionName, value }]
    }),
    price: Number(minorUnits(variant.priceMoney)),
    salePrice: Number(minorUnits(variant.salePriceMoney)),
    priceMoney: templateMoney(variant.priceMoney),
    salePriceMoney: templateMoney(variant.salePriceMoney),
    onSale: variant.onSale,
    qtyInStock: variant.qtyInStock,
    unlimited: variant.unlimited,
    ...(variant.mainImageId === null ? {} : { mainImageId: variant.mainImageId }),
  }
}

/**
 * A product as the template engine reads it (RULES TPL-003, TPL-006; spec 001 §3 "Product
 * (structuredContent)"): the content item (`id`, `title`, `fullUrl`, `assetUrl`, `mainImage`,
 * `recordType` 11 "store item") with its commerce fields in `structuredContent`. A digital product's
 * price is read from `structuredContent.priceMoney`, so its one variant's prices are copied there
 * too. URLs are made absolute on `baseUrl` ("" keeps them site-relative). The main image is the
 * chosen variant's, else the product's first (core's `variantImage`, DISPLAY-012); no image, no
 * `mainImage`.
 *
 * @example
 * productJson(shirt, "").structuredContent.variants.length // 6
 */
export const productJson = (product: Product, baseUrl: string, variant?: Variant) => {
  const image = variantImage(product, variant)
  const first = product.variants[0]
  return {
    id: product.id,
    urlId: product.urlSlug,
    title: product.title,
    description: product.description,
    fullUrl: absoluteUrl(baseUrl, productPath(product.urlSlug)),
    recordType: 11,
    ...(image === undefined
      ? {}
      : {
          assetUrl: absoluteUrl(baseUrl, image.url),
          mainImageId: image.id,
          mainImage: imageJson(image, baseUrl),
        }),
    structuredContent: {
      productType: product.productType,
      variants: product.variants.map((variant) => variantJson(product, variant)),
      variantOptionOrdering: product.variantOptionOrdering,
      onSale: product.onSale,
      ...(first === undefined
        ? {}
        : {
            priceMoney: templateMoney(first.priceMoney),
            salePriceMoney: templateMoney(first.salePriceMoney),
          }),
      isSubscribable: product.isSubscribable,
      ...(product.subscriptionPlan === null ? {} : { subscriptionPlan: product.subscriptionPlan }),
      useCustomAddButtonText: product.useCustomAddButtonText,
      customAddButtonText: product.customAddButtonText,
      ...(product.additionalFieldsFormId === null
        ? {}
        : { additionalFieldsFormId: product.additionalFieldsFormId }),
    },
  }
}
