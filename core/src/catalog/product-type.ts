/**
 * The five product types with their codes (spec 000 §3).
 *
 * @example
 * product.productType === ProductType.GIFT_CARD
 */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const
export type ProductType = (typeof ProductType)[keyof typeof ProductType]

/**
 * The product types that can be subscribed to: physical and service (SUBS-003). Here with the
 * types rather than with the subscription rules, so a price can tell a subscription apart without
 * importing them (`@vitrine/core/subscription` exports it too).
 *
 * @example
 * isSubscribableType(ProductType.DIGITAL) // false
 */
export const isSubscribableType = (productType: number): boolean =>
  productType === ProductType.PHYSICAL || productType === ProductType.SERVICE
