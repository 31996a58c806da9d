import { createContext, type ReactNode, useContext } from "react"
import type { StoreClient } from "./store-client.ts"

const StoreClientContext = createContext<StoreClient | null>(null)

/**
 * Hands the store client to every feature below it. The app passes the real HTTP client; tests
 * pass a fake.
 *
 * @example
 * <StoreClientProvider client={fakeClient}><CartPage /></StoreClientProvider>
 */
export const StoreClientProvider = ({ client, children }: { client: StoreClient; children: ReactNode }) => (
  <StoreClientContext value={client}>{children}</StoreClientContext>
)

/**
 * The store client of the nearest provider.
 *
 * @example
 * const client = useStoreClient()
 */
export const useStoreClient = (): StoreClient => {
  const client = useContext(StoreClientContext)
  if (client === null) throw new Error("useStoreClient needs a StoreClientProvider above it")
  return client
}
