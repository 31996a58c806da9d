import { render } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { StoreSettings } from "@vitrine/core/site"
import type { ReactNode } from "react"
import { vi } from "vitest"
import type { VitrineClient } from "../src/client.ts"
import { VitrineProvider } from "../src/provider/VitrineProvider.tsx"

/**
 * A user-event session that, once a test turns on Vitest's fake timers, moves that clock through
 * its own pauses, so timings (1 s, 2 s, 3 s) are tested exactly.
 *
 * @example
 * const user = userSession()
 */
export const userSession = () =>
  userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) })

/**
 * Renders Vitrine components under a `VitrineProvider` on `client`, with a user-event session.
 * `settings` seeds the provider (no settings call at start) when given.
 *
 * @example
 * const { user } = renderWith(<AddToCartButton product={mug} />, fakeClient({ products: [mug] }))
 */
export const renderWith = (ui: ReactNode, client: VitrineClient, settings?: StoreSettings) => {
  const user = userSession()
  // A wrapper, so `rerender` keeps the provider (and its cart) around the new tree.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} settings={settings}>
      {children}
    </VitrineProvider>
  )
  const view = render(ui, { wrapper })
  return { user, ...view }
}
