import { VitrineProvider } from "@vitrine/react"
import { StoreClientProvider } from "../api/context.tsx"
import type { StoreClient } from "../api/store-client.ts"
import { App } from "./App.tsx"

/**
 * The whole store for one client: the app's own client context (its pages read the catalogue and
 * save settings), `@vitrine/react`'s provider (cart, store settings) on the same client, and the
 * app. `main.tsx` passes the HTTP client; tests pass a fake.
 *
 * @example
 * render(<Store client={fakeClient} />)
 */
export const Store = ({ client }: { client: StoreClient }) => (
  <StoreClientProvider client={client}>
    <VitrineProvider client={client}>
      <App />
    </VitrineProvider>
  </StoreClientProvider>
)
