import type { Product } from "@vitrine/core/catalog"
import { useRef } from "react"
import { CartIndicator } from "../src/cart/CartIndicator.tsx"
import { CartPill } from "../src/cart/CartPill.tsx"
import { ItemAddedPopover } from "../src/cart/ItemAddedPopover.tsx"
import { ProductForm } from "./product-form.tsx"

/**
 * A storefront's frame around one product's form: the header's cart indicator, the floating pill
 * and the item-added popover snapped to it, all links handed to `onNavigate`.
 *
 * @example
 * renderWith(<StoreFrame product={mug} />, fakeClient({ products: [mug] }), settings)
 */
export const StoreFrame = ({
  product,
  isCartPage = false,
  onNavigate,
}: {
  product?: Product
  isCartPage?: boolean
  onNavigate?: (href: string) => void
}) => {
  const pill = useRef<HTMLAnchorElement>(null)
  return (
    <>
      <header>
        <CartIndicator onNavigate={onNavigate} />
      </header>
      <main>{product && <ProductForm product={product} />}</main>
      <CartPill ref={pill} isCartPage={isCartPage} onNavigate={onNavigate} />
      {!isCartPage && <ItemAddedPopover anchor={pill} onNavigate={onNavigate} />}
    </>
  )
}
