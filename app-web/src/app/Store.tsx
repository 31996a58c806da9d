import { VitrineProvider } from "@vitrine/react"
import { type AccountClient, AccountClientProvider } from "../api/accounts.tsx"
import { StoreClientProvider } from "../api/context.tsx"
import type { StoreClient } from "../api/store-client.ts"
import { RenderPath } from "../router/render-path.ts"
import type { PageData } from "../ssr/page-data.ts"
import { PageDataProvider } from "../ssr/page-data-context.tsx"
import { App } from "./App.tsx"

/**
 * The whole store for one client: the app's own client context (its pages read the catalogue and
 * save settings), `@vitrine/react`'s provider (cart, store settings) on the same client, and the
 * app. `main.tsx` passes the HTTP client (and the accounts client is the browser's own); tests pass
 * fakes of both. `data` is what the server rendered the page with (settings, cart, the page's
 * products), so nothing is read again; `path` is the page being rendered on the server, which has
 * no location.
 *
 * @example
 * render(<Store client={fakeClient} />)
 */
export const Store = ({
  client,
  accounts,
  data,
  path,
}: {
  client: StoreClient
  accounts?: AccountClient
  data?: PageData
  path?: string
}) => {
  const app = (
    <RenderPath value={path}>
      <StoreClientProvider client={client}>
        <VitrineProvider client={client} settings={data?.settings} cart={data?.cart}>
          <PageDataProvider data={data}>
            <App />
          </PageDataProvider>
        </VitrineProvider>
      </StoreClientProvider>
    </RenderPath>
  )
  return accounts ? <AccountClientProvider client={accounts}>{app}</AccountClientProvider> : app
}
