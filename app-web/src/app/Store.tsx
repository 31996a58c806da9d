import { StoreClientProvider } from "../api/context.tsx"
import type { StoreClient } from "../api/store-client.ts"
import { CartSessionProvider } from "../session/cart-session.tsx"
import { CatalogueProvider } from "../session/catalogue.tsx"
import { App } from "./App.tsx"

/**
 * The whole store for one client: the providers and the app. `main.tsx` passes the HTTP client;
 * tests pass a fake.
 *
 * @example
 * render(<Store client={fakeClient} />)
 */
export const Store = ({ client }: { client: StoreClient }) => (
  <StoreClientProvider client={client}>
    <CatalogueProvider>
      <CartSessionProvider>
        <App />
      </CartSessionProvider>
    </CatalogueProvider>
  </StoreClientProvider>
)
