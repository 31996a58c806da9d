import { StrictMode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { browserClient, loadClients } from "./api/browser-client.ts"
import { nextTask } from "./app/next-task.ts"
import { Store } from "./app/Store.tsx"
import { loadPageOf } from "./app/storefront-pages.ts"
import { warmMoneyFormats } from "./app/warm-money-formats.ts"
import { whenIdle } from "./app/when-idle.ts"
import { routeOf } from "./router/routes.ts"
import { readPageData } from "./ssr/page-data.ts"
// The components' own look first, so the store's stylesheet (and its colours) build on it.
import "@vitrine/react/styles.css"
import "./app/styles.css"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

// A storefront page arrives rendered with its data: hydrate it as it is. The merchant's screens
// arrive empty and render here.
const data = readPageData(document)
const app = (
  <StrictMode>
    <Store client={browserClient()} {...(data ? { data } : {})} />
  </StrictMode>
)
// Hydration as a transition: React takes the page over in slices of a few milliseconds, yielding
// to the browser between them, instead of in one long task that blocks a tap on a slow phone. The
// page's own chunk is loaded first, so the page hydrates in one pass (the server's HTML is on screen
// meanwhile); if it cannot load, the page renders and shows its loading state instead. The money
// formats are built meanwhile in a task of their own (`warmMoneyFormats`), not inside a component's
// render, the one unit of work React cannot cut. Hydration starts in a task of its own too: the
// page's chunk is evaluated in the task its script arrived in, and React's first slice of hydration
// would otherwise run on in that task (resolving the import is a microtask), making it one long task.
if (data)
  void Promise.all([
    loadPageOf(routeOf(window.location.pathname).page).catch(() => undefined),
    warmMoneyFormats(data.settings.selectedCurrency),
  ])
    .then(nextTask)
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, app)
      }),
    )
else createRoot(root).render(app)
// The page needs no call to show or hydrate (its data is in it): the HTTP clients' code comes once
// the page is idle, before the visitor's first add to cart needs it.
whenIdle(() => void loadClients())
