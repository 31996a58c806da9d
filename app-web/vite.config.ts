import react from "@vitejs/plugin-react"
import { defaultClientConditions, defineConfig } from "vite"
import { firstLoadSize } from "./vite-plugins/first-load-size.ts"
import { precompress } from "./vite-plugins/precompress.ts"

const server = "http://localhost:3000"

// Workspace packages resolve to their TypeScript sources ("source" condition), so the app builds
// core and the HTTP client as written, and tree-shakes them module by module.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    firstLoadSize({ page: "product page", pageModule: "/src/features/product/ProductPage.tsx" }),
    precompress(),
  ],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  build: { outDir: "dist", emptyOutDir: true },
  server: { proxy: { "/api": server, "/images": server } },
})
