import { createCartStore } from "@vitrine/react"
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { loadEveryPart } from "./app/lazy-part.ts"
import { Store } from "./app/Store.tsx"
import { type IslandRecorder, IslandRecorderProvider } from "./islands/Island.tsx"
import { IslandFrame } from "./islands/IslandFrame.tsx"
import { type Route, routeOf } from "./router/routes.ts"
import { offlineClient } from "./ssr/offline-client.ts"
import { type PageData, pageDataScript } from "./ssr/page-data.ts"

export type { PageData } from "./ssr/page-data.ts"
export { siteChromeScript } from "./ssr/site-chrome.ts"

// The pages and parts the browser loads as chunks of their own render here in one pass: their
// code is loaded once, before the first page (see app/lazy-part.ts).
await loadEveryPart()

/** The HTML shell of island pages: its script is `src/islands.tsx`, not the whole app's `main.tsx`. */
export const ISLANDS_SHELL = "islands.html"

/** The HTML shell of the other pages, the whole app (`src/main.tsx`). */
export const APP_SHELL = "index.html"

const ISLAND_PAGES: ReadonlySet<Route["page"]> = new Set<Route["page"]>(["listing", "product", "store-page"])

/**
 * The shell (a file of the web build) a page at `path` is rendered into: the listing and the
 * product page (and a store page, a listing of its own) are island pages (only their interactive parts hydrate, see `islands.tsx`: on the
 * listing the cards' add buttons, not the cards); every other page is the app.
 *
 * @example
 * shellOf("/products/linen-shirt") // "islands.html"
 * shellOf("/") // "islands.html"
 * shellOf("/cart") // "index.html"
 */
export const shellOf = (path: string): string =>
  ISLAND_PAGES.has(routeOf(path).page) ? ISLANDS_SHELL : APP_SHELL

/**
 * The server's render of a storefront page (built by `vite build --ssr` into
 * `dist/server/entry-server.js`, loaded by app-server): the app at `path` with the data the server
 * read, as the root element and the data's script, to put in place of the shell's empty root
 * (`shellOf`). The browser hydrates it with the same data, so what it shows first is what the
 * server sent, and nothing is fetched again: the whole app (`main.tsx`), or on an island page each
 * island alone (`islands.tsx`), whose props the page data then carries (`islands`).
 *
 * @example
 * renderPage("/cart", { path: "/cart", settings, cart })
 * // '<div id="root">…Your cart…</div><script type="application/json" id="vitrine-page-data">…</script>'
 */
export const renderPage = (path: string, data: PageData): string => {
  const recorder = shellOf(path) === ISLANDS_SHELL ? islandRecorder(path, data) : null
  const html = renderToString(
    <StrictMode>
      <IslandRecorderProvider value={recorder}>
        <Store client={offlineClient} data={data} path={path} />
      </IslandRecorderProvider>
    </StrictMode>,
  )
  // An island page hydrates its islands alone: its header and footer stay the server's HTML, so
  // their data would be bytes the browser never reads.
  // The home page's sections are never hydrated either; nor are the language switcher's links. The
  // dictionary stays, for the islands' texts.
  const { headerFooter: _rendered, homeLayout: _sections, language, ...islandData } = data
  const islandLanguage = language && { tag: language.tag, prefix: language.prefix, strings: language.strings }
  const embedded = recorder
    ? { ...islandData, ...(islandLanguage ? { language: islandLanguage } : {}), islands: recorder.props }
    : data
  return `<div id="root">${html}</div>${pageDataScript(embedded)}`
}

// Each island rendered as the browser's root will hydrate it: the same frame, one cart store for the
// page, the island's id as the prefix of the ids React makes.
const islandRecorder = (path: string, data: PageData): IslandRecorder => {
  const cartStore = createCartStore(offlineClient, data.cart)
  return {
    props: {},
    render: (id, content) =>
      renderToString(
        <StrictMode>
          <IslandFrame client={offlineClient} data={data} cartStore={cartStore} path={path}>
            {content}
          </IslandFrame>
        </StrictMode>,
        { identifierPrefix: id },
      ),
  }
}
