import { displayState, type Product, STATUS_LABEL } from "@vitrine/core/catalog"

/**
 * The 'sold out' or 'sale' label of a product, or nothing (DISPLAY-006, DISPLAY-007).
 *
 * @example
 * <StatusLabel product={product} />
 */
export const StatusLabel = ({ product }: { product: Product }) => {
  const state = displayState(product)
  if (state === "none") return null
  return <span className={`status-label status-${state}`}>{STATUS_LABEL[state]}</span>
}
