import { render } from "@testing-library/react"
import { VitrineProvider } from "@vitrine/react"
import type { ReactNode } from "react"
import { userSession } from "../../react/test/render.tsx"
import type { AccountClient } from "../src/api/accounts.tsx"
import { StoreClientProvider } from "../src/api/context.tsx"
import type { StoreClient } from "../src/api/store-client.ts"
import { loadEveryPart } from "../src/app/lazy-part.ts"
import { Store } from "../src/app/Store.tsx"
import { fakeAccounts } from "./fake-accounts.ts"

// The store's lazily loaded pages and parts, loaded once: a test's page renders in one pass, as the
// server renders it, instead of behind a Suspense fallback for a tick.
await loadEveryPart()
// The modules the store imports on its own after a render, not behind a Suspense a test waits on:
// the analytics session (when the page is idle: a one-second timer in jsdom) and the site styles'
// follower (after mounting). A test file could end while one is still loading, and the module loader
// be torn down under it (an unhandled EnvironmentTeardownError, which fails the run); loaded here,
// those imports find them loaded.
await Promise.all([import("../src/analytics/session.ts"), import("../src/app/site-styles.ts")])

/**
 * Renders a page of the store with its providers (the app's client context and `@vitrine/react`'s)
 * and a user-event session. The fakes and fixtures are `@vitrine/react`'s test support
 * (`react/test`), shared so the package and the app test against the same fake store.
 *
 * @example
 * const { user } = renderWith(<ProductPage slug="linen-tee" />, fakeClient({ products: [tee] }))
 */
export const renderWith = (ui: ReactNode, client: StoreClient) => {
  const user = userSession()
  const view = render(
    <StoreClientProvider client={client}>
      <VitrineProvider client={client}>{ui}</VitrineProvider>
    </StoreClientProvider>,
  )
  return { user, ...view }
}

/**
 * Renders the whole store at a path, with an accounts fake (an admin signed in to /admin by default).
 *
 * @example
 * const { user } = renderStore("/cart", client)
 */
export const renderStore = (path: string, client: StoreClient, accounts: AccountClient = fakeAccounts()) => {
  window.history.replaceState(null, "", path)
  const user = userSession()
  return { user, ...render(<Store client={client} accounts={accounts} />) }
}
