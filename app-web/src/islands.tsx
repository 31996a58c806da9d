import { createCartStore } from "@vitrine/react"
import { StrictMode, startTransition } from "react"
import { hydrateRoot } from "react-dom/client"
import { browserClient, loadClients } from "./api/browser-client.ts"
import { nextTask } from "./app/next-task.ts"
import { whenIdle } from "./app/when-idle.ts"
import type { IslandName } from "./islands/Island.tsx"
import { IslandFrame } from "./islands/IslandFrame.tsx"
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE } from "./islands/island-markers.ts"
import { BELOW_THE_FOLD, ISLAND_PARTS } from "./islands/island-parts.ts"
import { readPageData } from "./ssr/page-data.ts"
// The components' own look first, so the store's stylesheet (and its colours) build on it.
import "@vitrine/react/styles.css"
import "./app/styles.css"

/**
 * The browser's entry of an island page (islands.html; the server picks that shell for the product
 * page). The server rendered the whole page; only its islands (`[data-island]` containers, see
 * `islands/Island.tsx`) become React roots, each hydrated with the props the server recorded, in a
 * task of its own (no long task; no island formats money on its first render: the prices are
 * lazy parts), inside the same frame the server rendered it in, all on one cart store. The footer's form hydrates when it comes near the screen. The rest of the page stays the
 * server's HTML; its links are plain links (a full page load, the assets cached).
 */
const data = readPageData(document)
if (data === undefined) throw new Error("no page data")
const client = browserClient()
const cartStore = createCartStore(client, data.cart)

const hydrate = async (container: Element) => {
  const name = container.getAttribute(ISLAND_ATTRIBUTE) as IslandName
  const id = container.getAttribute(ISLAND_ID_ATTRIBUTE) ?? ""
  const Component = await ISLAND_PARTS[name]()
  const props = data.islands?.[id] ?? {}
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <IslandFrame client={client} data={data} cartStore={cartStore}>
          <Component {...props} />
        </IslandFrame>
      </StrictMode>,
      { identifierPrefix: id },
    )
  })
}

const whenNear = (container: Element, then: () => void) =>
  whenIdle(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        then()
      },
      { rootMargin: "400px" },
    )
    // A container laid out as its content (`display: contents`) has no box of its own to watch.
    observer.observe(container.parentElement ?? container)
  })

const hydrateIslands = async () => {
  for (const container of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}][${ISLAND_ID_ATTRIBUTE}]`)) {
    if (BELOW_THE_FOLD.has(container.getAttribute(ISLAND_ATTRIBUTE) as IslandName)) {
      whenNear(container, () => void hydrate(container))
      continue
    }
    // One task per island: the browser may paint and answer a tap between two of them.
    await nextTask()
    await hydrate(container)
  }
}

void hydrateIslands()
// The page needs no call to show or hydrate (its data is in it): the HTTP clients' code comes once
// the page is idle, before the visitor's first add to cart needs it.
whenIdle(() => void loadClients())
