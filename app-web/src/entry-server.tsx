import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { loadEveryPart } from "./app/lazy-part.ts"
import { Store } from "./app/Store.tsx"
import { offlineClient } from "./ssr/offline-client.ts"
import { type PageData, pageDataScript } from "./ssr/page-data.ts"

export type { PageData } from "./ssr/page-data.ts"

// The pages and parts the browser loads as chunks of their own render here in one pass: their
// code is loaded once, before the first page (see app/lazy-part.ts).
await loadEveryPart()

/**
 * The server's render of a storefront page (built by `vite build --ssr` into
 * `dist/server/entry-server.js`, loaded by app-server): the app at `path` with the data the server
 * read, as the root element and the data's script, to put in place of index.html's empty root. The
 * browser hydrates it with the same data (`main.tsx`), so what it shows first is what the server
 * sent, and nothing is fetched again.
 *
 * @example
 * renderPage("/cart", { path: "/cart", settings, cart })
 * // '<div id="root">…Your cart…</div><script type="application/json" id="vitrine-page-data">…</script>'
 */
export const renderPage = (path: string, data: PageData): string => {
  const html = renderToString(
    <StrictMode>
      <Store client={offlineClient} data={data} path={path} />
    </StrictMode>,
  )
  return `<div id="root">${html}</div>${pageDataScript(data)}`
}
