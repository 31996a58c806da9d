// A page as the store writes one, for first-load-size.test.ts: React renders it, its own module adds
// a few lines, and a lazy chunk (loaded on a click) stays off the first load.
import { createElement as h } from "react"
import { createRoot } from "react-dom/client"
import { greeting } from "./page.js"

createRoot(document.getElementById("root")).render(
  h("button", { type: "button", onClick: () => import("./later.js") }, greeting("shopper")),
)
