import { act, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { COOKIE_NAMES } from "@vitrine/core/visitor"
import { StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { describe, expect, it } from "vitest"
import { fakeClient } from "../../../react/test/fake-client.ts"
import { settings } from "../../../react/test/products.ts"
import { Store } from "../app/Store.tsx"
import { loadPageOf } from "../app/storefront-pages.ts"
import { renderPage } from "../entry-server.tsx"
import { routeOf } from "../router/routes.ts"
import type { PageData } from "../ssr/page-data.ts"
import { CONSENT_TEXT } from "./ConsentBanner.tsx"

// The merchant asks first (restrictive, banner on); no collector, so the session starts quietly.
const cartPage = (consentBanner: boolean): PageData => ({
  path: "/cart",
  settings,
  cart: null,
  analytics: {
    defaultMode: "restrictive",
    bannerEnabled: true,
    visitorMetrics: false,
    performanceCollector: false,
  },
  consentBanner,
})

// In the document: the region's name is its heading's text, found by id.
const serverHtml = (data: PageData) => {
  document.body.innerHTML = renderPage(data.path, data)
  return document.body
}

// The answer is the page's own (one per page load): the test that answers comes last.
describe("the cookie consent banner in the server's HTML", () => {
  it("a first visit's page arrives with the banner, a labelled region with both buttons; an answered visitor's page without it", () => {
    const first = within(serverHtml(cartPage(true)))
    const banner = first.getByRole("region", { name: CONSENT_TEXT.title })
    expect(within(banner).getByRole("button", { name: CONSENT_TEXT.accept })).toBeTruthy()
    expect(within(banner).getByRole("button", { name: CONSENT_TEXT.decline })).toBeTruthy()
    expect(within(serverHtml(cartPage(false))).queryByRole("region", { name: CONSENT_TEXT.title })).toBeNull()
  })

  it("an Accept clicked before the app has taken the page over is kept: the banner goes once hydrated and the answer is stored", async () => {
    const data = cartPage(true)
    window.history.replaceState(null, "", data.path)
    document.body.innerHTML = renderPage(data.path, data)
    const root = document.getElementById("root")
    if (root === null) throw new Error("the rendered page has no root")
    // Nothing of React runs in the page yet: only the first load's module code has.
    await userEvent.click(screen.getByRole("button", { name: CONSENT_TEXT.accept }))
    await loadPageOf(routeOf(data.path).page)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <Store client={fakeClient()} data={data} />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      )
    })
    expect(errors).toEqual([])
    expect(screen.queryByRole("region", { name: CONSENT_TEXT.title })).toBeNull()
    await waitFor(() => expect(document.cookie).toContain(`${COOKIE_NAMES.performanceConsent}=true`))
  })
})
