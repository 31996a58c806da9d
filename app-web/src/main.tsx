import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { createClient } from "./api/client.ts"
import { Store } from "./app/Store.tsx"
// The components' own look first, so the store's stylesheet (and its colours) build on it.
import "@vitrine/react/styles.css"
import "./app/styles.css"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

createRoot(root).render(
  <StrictMode>
    <Store client={createClient()} />
  </StrictMode>,
)
