import { type Product, ProductType, type Variant } from "@vitrine/core/catalog"
import { moneyFromMinor } from "@vitrine/core/money"
import type { StoreSettings } from "@vitrine/core/site"
import { makeProduct, makeVariant } from "@vitrine/core/testing"

/** Store settings as a fresh store has them. */
export const settings: StoreSettings = {
  selectedCurrency: "USD",
  expressCheckout: false,
  storeSettings: { multipleQuantityAllowedForServices: true },
}

/** A variant (core's `makeVariant`): 10 in stock at $20, SKU its id in capitals, unless told otherwise. */
export const variant = (
  id: string,
  attributes: Record<string, string> = {},
  extra: Partial<Variant> = {},
): Variant =>
  makeVariant({
    id,
    sku: id.toUpperCase(),
    attributes,
    priceMoney: moneyFromMinor(2000),
    salePriceMoney: moneyFromMinor(0),
    ...extra,
  })

/** A physical product (core's `makeProduct`) named and pictured after its id, one plain variant by default. */
export const product = (id: string, extra: Partial<Product> = {}): Product =>
  makeProduct({
    id,
    urlSlug: id,
    title: id
      .split("-")
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join(" "),
    description: `About ${id}.`,
    variants: extra.variants ?? [variant(`${id}-v`)],
    images: [{ id: `${id}-img`, url: `/images/${id}.svg`, altText: id }],
    ...extra,
  })

/** A tee with Size × Colour, an image per colour. */
export const tee = product("linen-tee", {
  variantOptionOrdering: ["Size", "Colour"],
  variants: [
    variant("tee-s-white", { Size: "S", Colour: "White" }, { mainImageId: "tee-white" }),
    variant("tee-m-white", { Size: "M", Colour: "White" }, { mainImageId: "tee-white" }),
    variant("tee-s-navy", { Size: "S", Colour: "Navy" }, { mainImageId: "tee-navy" }),
    variant("tee-m-navy", { Size: "M", Colour: "Navy" }, { mainImageId: "tee-navy", qtyInStock: 0 }),
  ],
  images: [
    { id: "tee-white", url: "/images/tee-white.svg", altText: "White linen tee" },
    { id: "tee-navy", url: "/images/tee-navy.svg", altText: "Navy linen tee" },
  ],
})

/** A jacket with three option axes. */
export const jacket = product("field-jacket", {
  variantOptionOrdering: ["Size", "Colour", "Fit"],
  variants: [
    variant("jk-1", { Size: "M", Colour: "Olive", Fit: "Regular" }),
    variant("jk-2", { Size: "L", Colour: "Olive", Fit: "Relaxed" }),
  ],
})

/** A one-variant mug, on sale. */
export const mug = product("stoneware-mug", {
  variants: [variant("mug", {}, { onSale: true, salePriceMoney: moneyFromMinor(1500) })],
})

/** A cap nobody can buy any more. */
export const soldOutCap = product("wool-cap", { variants: [variant("cap", {}, { qtyInStock: 0 })] })

/** A gift card with two denominations. */
export const giftCard = product("gift-card", {
  productType: ProductType.GIFT_CARD,
  variantOptionOrdering: ["Amount"],
  variants: [
    variant("gc-25", { Amount: "$25" }, { priceMoney: moneyFromMinor(2500) }),
    variant("gc-50", { Amount: "$50" }, { priceMoney: moneyFromMinor(5000) }),
  ],
})

/** A one-variant gift card: nothing to choose. */
export const singleGiftCard = product("gift-card-25", {
  productType: ProductType.GIFT_CARD,
  variants: [variant("gc-only", {}, { priceMoney: moneyFromMinor(2500) })],
})
