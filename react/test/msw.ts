import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"

/**
 * Mock Service Worker for third-party hosts only (the pay-later provider's modal host). Our own API
 * is never mocked here: tests give components the fake client of `fake-client.ts`. A request no
 * handler answers fails the test, so nothing reaches the real network.
 *
 * @example
 * const thirdParty = mockThirdPartyHosts()
 * thirdParty.use(http.get("https://static.afterpay.com/modal/en_US.html", () => HttpResponse.html("<p>Hi</p>")))
 */
export const mockThirdPartyHosts = () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
