import { render } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { ReactNode } from "react"
import { vi } from "vitest"
import { StoreClientProvider } from "../src/api/context.tsx"
import type { StoreClient } from "../src/api/store-client.ts"
import { Store } from "../src/app/Store.tsx"
import { CartSessionProvider } from "../src/session/cart-session.tsx"
import { CatalogueProvider } from "../src/session/catalogue.tsx"

/**
 * A user-event session that, once a test turns on Vitest's fake timers, moves that clock through
 * its own pauses, so timings (1 s, 2 s, 3 s) are tested exactly.
 */
const userSession = () =>
  userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) })

/**
 * Renders a piece of the store with its providers and a user-event session.
 *
 * @example
 * const { user } = renderWith(<ProductPage slug="linen-tee" />, fakeClient({ products: [tee] }))
 */
export const renderWith = (ui: ReactNode, client: StoreClient) => {
  const user = userSession()
  const view = render(
    <StoreClientProvider client={client}>
      <CatalogueProvider>
        <CartSessionProvider>{ui}</CartSessionProvider>
      </CatalogueProvider>
    </StoreClientProvider>,
  )
  return { user, ...view }
}

/**
 * Renders the whole store at a path.
 *
 * @example
 * const { user } = renderStore("/cart", client)
 */
export const renderStore = (path: string, client: StoreClient) => {
  window.history.replaceState(null, "", path)
  const user = userSession()
  return { user, ...render(<Store client={client} />) }
}
