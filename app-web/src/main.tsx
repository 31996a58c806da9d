import { StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { createClient } from "./api/client.ts"
import { Store } from "./app/Store.tsx"
import { loadPage, storefrontPage } from "./router/pages.ts"
import { routeOf } from "./router/routes.ts"
import { readPageData } from "./ssr/page-data.ts"
// The components' own look first, so the store's stylesheet (and its colours) build on it.
import "@vitrine/react/styles.css"
import "./app/styles.css"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

// A storefront page arrives rendered with its data: hydrate it as it is, once its page's chunk is
// here (so nothing suspends while React takes the server's markup over). The merchant's screens
// arrive empty and render here.
const data = readPageData(document)
const first = storefrontPage(routeOf(window.location.pathname))
if (first) await loadPage(first)
const app = (
  <StrictMode>
    <Store client={createClient()} {...(data ? { data } : {})} />
  </StrictMode>
)
if (data) hydrateRoot(root, app)
else createRoot(root).render(app)
