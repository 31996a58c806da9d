/**
 * The five product types with their codes (spec 000 §3).
 *
 * @example
 * product.productType === ProductType.GIFT_CARD
 */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const
export type ProductType = (typeof ProductType)[keyof typeof ProductType]
