import type { Product } from "@vitrine/core/catalog"
import type { StoreSettings } from "@vitrine/core/site"
import { createContext, type ReactNode, useContext } from "react"
import { useStoreClient } from "../api/context.tsx"
import { type Load, useLoad } from "../components/use-load.ts"

/** The catalogue and the store settings, loaded once per visit. */
export interface Catalogue {
  readonly products: readonly Product[]
  readonly settings: StoreSettings
}

interface CatalogueState {
  readonly catalogue: Load<Catalogue>
  readonly retry: () => void
}

const CatalogueContext = createContext<CatalogueState | null>(null)

/**
 * Loads the product list with the store settings once, at start: every page needs the settings
 * (the pill reads express checkout, a product page the services quantity rule) and the listing
 * needs the products, so one call serves all of them.
 *
 * @example
 * <CatalogueProvider><ListingPage /></CatalogueProvider>
 */
export const CatalogueProvider = ({ children }: { children: ReactNode }) => {
  const client = useStoreClient()
  const [catalogue, retry] = useLoad(() => client.listProducts(), "catalogue")
  return <CatalogueContext value={{ catalogue, retry }}>{children}</CatalogueContext>
}

/**
 * The catalogue load state and its retry.
 *
 * @example
 * const { catalogue, retry } = useCatalogue()
 */
export const useCatalogue = (): CatalogueState => {
  const state = useContext(CatalogueContext)
  if (state === null) throw new Error("useCatalogue needs a CatalogueProvider above it")
  return state
}
