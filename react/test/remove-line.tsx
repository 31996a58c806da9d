import { useCart } from "../src/cart/use-cart.ts"

/**
 * A cart page's Remove for one line, as a storefront writes it with `useCart`.
 *
 * @example
 * renderWith(<><StoreFrame /><RemoveLine entryId="e1" /></>, client, settings)
 */
export const RemoveLine = ({ entryId }: { entryId: string }) => {
  const { remove } = useCart()
  return (
    <button type="button" onClick={() => void remove(entryId)}>
      Remove
    </button>
  )
}
