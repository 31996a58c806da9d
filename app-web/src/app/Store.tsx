import { VitrineProvider } from "@vitrine/react"
import { type AccountClient, AccountClientProvider } from "../api/accounts.tsx"
import { StoreClientProvider } from "../api/context.tsx"
import type { StoreClient } from "../api/store-client.ts"
import { App } from "./App.tsx"

/**
 * The whole store for one client: the app's own client context (its pages read the catalogue and
 * save settings), `@vitrine/react`'s provider (cart, store settings) on the same client, and the
 * app. `main.tsx` passes the HTTP client (and the accounts client is the browser's own); tests pass
 * fakes of both.
 *
 * @example
 * render(<Store client={fakeClient} />)
 */
export const Store = ({ client, accounts }: { client: StoreClient; accounts?: AccountClient }) => {
  const app = (
    <StoreClientProvider client={client}>
      <VitrineProvider client={client}>
        <App />
      </VitrineProvider>
    </StoreClientProvider>
  )
  return accounts ? <AccountClientProvider client={accounts}>{app}</AccountClientProvider> : app
}
