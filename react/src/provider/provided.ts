import { type Context, useContext } from "react"

/**
 * The value of one of the provider's contexts, or a clear error naming the hook that was used
 * outside `<VitrineProvider>`.
 *
 * @example
 * const cart = useProvided(CartContext, "useCart")
 */
export const useProvided = <T>(context: Context<T | null>, hook: string): T => {
  const value = useContext(context)
  if (value === null) throw new Error(`${hook} needs a <VitrineProvider> above it`)
  return value
}
